//! The Rules screen: the rules of each variant (`RULES.md` section 4) in the current language,
//! each with an example line of play drawn as on the board, and the source's advice on good
//! play (seed 003) with its good and bad hands drawn as tablets.

use iced::widget::canvas::{Cache, Canvas};
use iced::widget::{Space, button, column, container, row, scrollable, text};
use iced::{Alignment, Element, Length};

use crate::engine::{End, Face, Line, Move, Tile, Variant};
use crate::i18n::Localizer;
use crate::ui::screen::game::variant_id;
use crate::ui::theme::{self, Palette};
use crate::ui::widget::board::Board;
use crate::ui::widget::tablet::{Emphasis, TabletCanvas};

/// What the screen shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Topic {
    /// The rules of a variant.
    Variant(Variant),
    /// The source's advice on good play.
    Strategy,
}

/// Messages of the screen.
#[derive(Debug, Clone, Copy)]
pub enum Message {
    /// Show a topic.
    Show(Topic),
    /// Back to Home.
    Back,
}

/// The id of the page's scrollable, which each topic opens at its top.
pub const PAGE: &str = "rules-page";

/// The screen's state: the topic and its example line.
pub struct Rules {
    topic: Topic,
    example: Line,
    board: Cache,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::new(Topic::Variant(Variant::Musical))
    }
}

/// The Fluent id stem of a variant's rules (`rules-musical-…`).
const fn stem(v: Variant) -> &'static str {
    match v {
        Variant::Musical => "rules-musical",
        Variant::Block => "rules-block",
        Variant::Draw => "rules-draw",
        Variant::AllFives => "rules-all-fives",
        Variant::AllFivesDraw => "rules-all-fives-draw",
        Variant::Shark => "rules-shark",
        Variant::Matador => "rules-matador",
    }
}

fn tile(a: u8, b: u8) -> Tile {
    Tile::new(a, b).unwrap_or_else(|| unreachable!("halves are 0 to 6"))
}

/// A play of an example: the tile's halves, the end, the half outward.
type Play = ((u8, u8), End, u8);

/// The example line of a variant, as its caption (`rules-…-example`) describes it: a lead, then
/// plays given as (tile, end, outward half).
pub fn example(v: Variant) -> Line {
    let (lead, left, plays): ((u8, u8), u8, &[Play]) = match v {
        // minim–crotchet, then crotchet–quaver on the right, then the double quaver.
        Variant::Musical => (
            (1, 2),
            1,
            &[((2, 3), End::Right, 3), ((3, 3), End::Right, 3)],
        ),
        Variant::Block => ((6, 6), 6, &[((6, 4), End::Right, 4)]),
        Variant::Draw => (
            (2, 2),
            2,
            &[((2, 5), End::Left, 5), ((2, 3), End::Right, 3)],
        ),
        Variant::AllFives => (
            (6, 6),
            6,
            &[((6, 4), End::Right, 4), ((4, 4), End::Right, 4)],
        ),
        Variant::AllFivesDraw => ((5, 5), 5, &[((5, 0), End::Right, 0)]),
        Variant::Shark => (
            (6, 6),
            6,
            &[
                ((6, 2), End::Left, 2),
                ((6, 3), End::Right, 3),
                ((3, 3), End::Right, 3),
            ],
        ),
        Variant::Matador => ((6, 4), 6, &[((3, 5), End::Right, 5)]),
    };
    let mut line = Line::new().after(Move::Lead {
        tile: tile(lead.0, lead.1),
        left,
    });
    for &((a, b), end, outward) in plays {
        line = line.after(Move::Play {
            tile: tile(a, b),
            end,
            outward,
        });
    }
    line
}

/// The source's good hand (seed 003): the greatest variety of numbers.
const GOOD_HAND: [(u8, u8); 7] = [(6, 3), (5, 4), (2, 1), (4, 3), (1, 0), (2, 0), (0, 0)];
/// The source's bad hand: many doubles, few numbers.
const BAD_HAND: [(u8, u8); 7] = [(6, 6), (5, 5), (6, 2), (6, 4), (2, 2), (2, 1), (1, 1)];

impl Rules {
    /// The screen showing `topic`.
    pub fn new(topic: Topic) -> Rules {
        let example = match topic {
            Topic::Variant(v) => example(v),
            Topic::Strategy => Line::new(),
        };
        Rules {
            topic,
            example,
            board: Cache::new(),
        }
    }

    /// The screen as it is opened from Home: the topic last shown, its example drawn afresh
    /// (in the language and look of now, which Settings may have changed since).
    pub fn reopened(&self) -> Rules {
        Rules::new(self.topic)
    }

    /// The topic shown.
    pub fn topic(&self) -> Topic {
        self.topic
    }

    /// Applies `message`; true to go back to Home.
    pub fn update(&mut self, message: Message) -> bool {
        match message {
            Message::Show(topic) => {
                *self = Rules::new(topic);
                false
            }
            Message::Back => true,
        }
    }

    /// The screen.
    pub fn view<'a>(&'a self, i18n: &'a Localizer, palette: Palette) -> Element<'a, Message> {
        let entry = |label: String, topic: Topic| {
            button(text(label).size(18))
                .width(Length::Fill)
                .padding([6, 12])
                .on_press(Message::Show(topic))
                .style(theme::button(
                    palette,
                    if self.topic == topic {
                        theme::Kind::Selected
                    } else {
                        theme::Kind::Secondary
                    },
                ))
                .into()
        };
        let mut topics: Vec<Element<'a, Message>> = Variant::ALL
            .iter()
            .map(|&v| entry(i18n.t(variant_id(v)), Topic::Variant(v)))
            .collect();
        topics.push(entry(i18n.t("rules-strategy"), Topic::Strategy));
        let menu = column![
            text(i18n.t("rules-title")).size(34),
            column(topics).spacing(6),
            Space::new().height(Length::Fill),
            theme::text_button(palette, i18n.t("new-back"), 18, theme::Kind::Secondary)
                .on_press(Message::Back),
        ]
        .spacing(12)
        .width(Length::Fixed(280.0));

        let body: Element<'a, Message> = match self.topic {
            Topic::Variant(v) => self.variant_page(v, i18n, palette),
            Topic::Strategy => strategy_page(i18n, palette),
        };
        row![
            menu,
            container(
                scrollable(container(body).padding([0, 16]))
                    .id(PAGE)
                    .height(Length::Fill)
            )
            .padding(12)
            .width(Length::Fill)
            .height(Length::Fill)
            .style(theme::panel(palette)),
        ]
        .spacing(16)
        .padding(20)
        .into()
    }

    fn variant_page<'a>(
        &'a self,
        v: Variant,
        i18n: &'a Localizer,
        palette: Palette,
    ) -> Element<'a, Message> {
        let stem = stem(v);
        let mut col = column![text(i18n.t(variant_id(v))).size(30)].spacing(8);
        for part in ["players", "lead", "play", "score"] {
            col = col
                .push(text(i18n.t(&format!("rules-head-{part}"))).size(21))
                .push(text(i18n.t(&format!("{stem}-{part}"))).size(18));
        }
        let board = Canvas::new(Board::<Message> {
            max_unit: crate::ui::widget::board::MAX_UNIT,
            line: &self.example,
            // The example is all there is.
            longest: self.example.len(),
            face: v.face(),
            crosswise: v.doubles_crosswise(),
            palette,
            choosable: Vec::new(),
            highlight: None,
            end_names: crate::ui::widget::board::end_names(i18n),
            open: true,
            centred: true,
            cache: &self.board,
        })
        .width(Length::Fill)
        .height(Length::Fixed(150.0));
        col.push(text(i18n.t("rules-head-example")).size(21))
            .push(
                container(board)
                    .width(Length::Fill)
                    .style(theme::panel_outlined(palette, palette.on_table_dim, 1.0)),
            )
            .push(
                text(i18n.t(&format!("{stem}-example")))
                    .size(17)
                    .color(palette.on_table_dim),
            )
            .into()
    }
}

/// The size of a tablet of an example hand, logical pixels: the least that draws it at
/// [`crate::ui::widget::tablet::LEAST_SIDE`] (78 less a tenth of 44 each side, halved: 34.6).
pub(crate) const HAND_TABLET: (f32, f32) = (78.0, 44.0);

/// `tiles` in a row, drawn with `face` (the same suits as pips or as notes).
fn hand<'a>(tiles: &[(u8, u8)], face: Face, palette: Palette) -> Element<'a, Message> {
    row(tiles.iter().map(|&(a, b)| {
        Canvas::new(TabletCanvas {
            halves: Some((a.min(b), a.max(b))),
            face,
            palette,
            emphasis: Emphasis::Normal,
            vertical: false,
        })
        .width(Length::Fixed(HAND_TABLET.0))
        .height(Length::Fixed(HAND_TABLET.1))
        .into()
    }))
    .spacing(4)
    .into()
}

fn strategy_page<'a>(i18n: &'a Localizer, palette: Palette) -> Element<'a, Message> {
    let mut col = column![
        text(i18n.t("rules-strategy")).size(30),
        text(i18n.t("rules-strategy-intro")).size(18),
    ]
    .spacing(8);
    for k in 1..=8 {
        col = col.push(
            row![
                text("•").size(18).color(palette.accent),
                text(i18n.t(&format!("rules-strategy-{k}"))).size(18)
            ]
            .spacing(8)
            .align_y(Alignment::Start),
        );
    }
    col.push(Space::new().height(Length::Fixed(8.0)))
        .push(text(i18n.t("rules-strategy-good-hand")).size(18))
        .push(hand(&GOOD_HAND, Face::Pips, palette))
        .push(hand(&GOOD_HAND, Face::Notes, palette))
        .push(text(i18n.t("rules-strategy-bad-hand")).size(18))
        .push(hand(&BAD_HAND, Face::Pips, palette))
        .push(hand(&BAD_HAND, Face::Notes, palette))
        .push(
            text(i18n.t("rules-strategy-as-tablets"))
                .size(15)
                .color(palette.on_table_dim),
        )
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::end_total;

    fn ends(line: &Line) -> (u8, u8) {
        (
            line.end_value(End::Left).expect("open"),
            line.end_value(End::Right).expect("open"),
        )
    }

    #[test]
    fn each_example_shows_what_its_caption_says() {
        // Musical: minim at the left, quaver open again after the double quaver.
        let m = example(Variant::Musical);
        assert_eq!((m.len(), ends(&m)), (3, (1, 3)));
        // Block: 6-4 on the double six leaves 6 and 4 open.
        assert_eq!(ends(&example(Variant::Block)), (6, 4));
        // Draw: the ends show 5 and 3.
        assert_eq!(ends(&example(Variant::Draw)), (5, 3));
        // All Fives: 6-6 crosswise counts 12 and 4-4 counts 8: 20.
        assert_eq!(end_total(&example(Variant::AllFives), true), 20);
        // All Fives with drawing: 5-5 crosswise 10 and a 0: 10.
        assert_eq!(end_total(&example(Variant::AllFivesDraw), true), 10);
        // Shark: lengthwise 3-3 counts 3, the other end 2: 5.
        let s = example(Variant::Shark);
        assert_eq!((ends(&s), end_total(&s, false)), ((2, 3), 5));
        // Matador: 3 against 4 makes seven, 5 outward.
        let t = example(Variant::Matador);
        let joined = t.tiles()[1];
        assert_eq!((joined.left + t.tiles()[0].right, joined.right), (7, 5));
    }

    #[test]
    fn the_good_hand_has_every_number_and_the_bad_hand_four_doubles_and_fewer() {
        let numbers = |h: &[(u8, u8)]| {
            let mut seen = [false; 7];
            for &(a, b) in h {
                seen[a as usize] = true;
                seen[b as usize] = true;
            }
            seen.iter().filter(|&&s| s).count()
        };
        assert_eq!(numbers(&GOOD_HAND), 7);
        assert_eq!(BAD_HAND.iter().filter(|(a, b)| a == b).count(), 4);
        // 6, 5, 2, 4 and 1: no blank and no 3.
        assert_eq!(numbers(&BAD_HAND), 5);
    }
}
