//! Seeded question generation: an item (kind × note) becomes a question with its words, its
//! answer, four options drawn from pupils' typical mistakes, and its explanation.

use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt, SeedableRng};

use crate::i18n::{Arg, Localizer};
use crate::music::{Fraction, NoteValue, total};

use super::{Answer, Item, Kind, NoteNames, Question, fraction_text};

/// How many options a question offers (one right, three wrong).
pub const OPTIONS: usize = 4;

/// `count` questions of the given kinds from `seed`, in the language of `loc`.
///
/// The kinds come round evenly (each block of `kinds.len()` questions asks each kind once,
/// in a shuffled order) and, within a kind, every note of [`Kind::notes`] is asked once
/// before any is asked again. The same kinds, count, seed and language give the same
/// questions on every machine (Xoshiro256++). No kinds, or a count of 0, give no questions.
pub fn generate(kinds: &[Kind], count: usize, seed: u64, loc: &Localizer) -> Vec<Question> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let items = deal(kinds, count, &mut rng);
    let words = Words::new(loc);
    items
        .into_iter()
        .map(|item| make(item, &mut rng, &words, None))
        .collect()
}

/// One question for each of `items`, in order, from `seed` (for a round picked by
/// [`super::Leitner::pick`]). Deterministic like [`generate`].
pub fn generate_items(items: &[Item], seed: u64, loc: &Localizer) -> Vec<Question> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let words = Words::new(loc);
    items
        .iter()
        .map(|&item| make(item, &mut rng, &words, None))
        .collect()
}

/// As [`generate_items`], each item with the pupil's box for it (1–5, see
/// [`super::Leitner::box_of`]): a `tap` question's rhythm has as many tablets as the box's
/// number, at most four, so that a rhythm missed comes back as one tablet and grows as the
/// pupil gets it right. Other kinds take no notice of the box.
pub fn generate_items_boxed(items: &[(Item, u8)], seed: u64, loc: &Localizer) -> Vec<Question> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let words = Words::new(loc);
    items
        .iter()
        .map(|&(item, level)| make(item, &mut rng, &words, Some(level)))
        .collect()
}

/// One question about `item`, drawing its random choices from `rng`.
///
/// An item whose note is not one of its kind's [`Kind::notes`] (a `sum` or `bar` about the
/// semibreve) is asked about the nearest note that is: the crotchet for `sum`, the minim for
/// `bar`; the question's [`Question::item`] says which.
pub fn question<R: Rng + ?Sized>(item: Item, rng: &mut R, loc: &Localizer) -> Question {
    make(item, rng, &Words::new(loc), None)
}

/// The items of `count` questions: kinds in shuffled blocks, notes from a shuffled deck per
/// kind.
fn deal<R: Rng + ?Sized>(kinds: &[Kind], count: usize, rng: &mut R) -> Vec<Item> {
    let mut kinds_unique: Vec<Kind> = Vec::new();
    for &k in kinds {
        if !kinds_unique.contains(&k) {
            kinds_unique.push(k);
        }
    }
    if kinds_unique.is_empty() {
        return Vec::new();
    }
    let mut decks: Vec<Vec<NoteValue>> = vec![Vec::new(); kinds_unique.len()];
    let mut block: Vec<usize> = Vec::new();
    let mut items = Vec::with_capacity(count);
    while items.len() < count {
        if block.is_empty() {
            block = (0..kinds_unique.len()).collect();
            block.shuffle(rng);
        }
        let k = block.pop().unwrap_or(0);
        let kind = kinds_unique[k];
        let deck = &mut decks[k];
        if deck.is_empty() {
            let last = items
                .iter()
                .rev()
                .find(|i: &&Item| i.kind == kind)
                .map(|i| i.note);
            *deck = kind.notes().to_vec();
            deck.shuffle(rng);
            // The deck is dealt from its end: do not start the new deck with the note just
            // asked.
            let end = deck.len().saturating_sub(1);
            if end > 0 && deck.last().copied() == last {
                deck.swap(0, end);
            }
        }
        let note = deck.pop().unwrap_or(NoteValue::Crotchet);
        items.push(Item { kind, note });
    }
    items
}

/// The localized words the questions are built from.
struct Words<'a> {
    loc: &'a Localizer,
    names: NoteNames,
}

impl<'a> Words<'a> {
    fn new(loc: &'a Localizer) -> Words<'a> {
        Words {
            loc,
            names: NoteNames::new(loc),
        }
    }

    /// The note with its indefinite article: "a crotchet", "an eighth note", "une noire".
    fn one(&self, n: NoteValue) -> String {
        self.loc.t(&format!("quiz-one-{}", n.key()))
    }

    /// The note's plural: "crotchets".
    fn many(&self, n: NoteValue) -> String {
        self.loc.t(&format!("quiz-many-{}", n.key()))
    }

    fn name(&self, n: NoteValue) -> String {
        self.names.name(n).to_string()
    }

    fn t(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.loc.t_args(id, args)
    }

    /// "Each quaver is 1/8 of a semibreve: 8 quavers make a semibreve." (the semibreve has
    /// its own sentence).
    fn explain_note(&self, n: NoteValue) -> String {
        if n == NoteValue::Semibreve {
            return self.loc.t("quiz-explain-semibreve");
        }
        self.t(
            "quiz-explain-note",
            &[
                ("note", self.name(n).into()),
                ("fraction", fraction_text(n.fraction()).into()),
                ("figure", n.figure().into()),
                ("many", self.many(n).into()),
            ],
        )
    }
}

/// `level`: the pupil's box for the item, if known (see [`generate_items_boxed`]).
fn make<R: Rng + ?Sized>(item: Item, rng: &mut R, w: &Words<'_>, level: Option<u8>) -> Question {
    let item = valid(item);
    let n = item.note;
    let (prompt, notes, answer, options, explanation) = match item.kind {
        Kind::Figure => {
            let answer = Answer::Integer(u64::from(n.figure()));
            let prompt = w.t("quiz-prompt-figure", &[("many", w.many(n).into())]);
            let options = figure_options(n, rng);
            (prompt, vec![n], answer, options, w.explain_note(n))
        }
        Kind::Fraction => {
            let answer = Answer::number(n.fraction());
            let prompt = w.t("quiz-prompt-fraction", &[("one", w.one(n).into())]);
            let options = fraction_options(n, rng);
            (prompt, vec![n], answer, options, w.explain_note(n))
        }
        Kind::Equivalence => equivalence(n, rng, w),
        Kind::Name | Kind::Glyph | Kind::Listening => {
            let prompt = match item.kind {
                Kind::Name => w.loc.t("quiz-prompt-name"),
                Kind::Glyph => w.t("quiz-prompt-glyph", &[("one", w.one(n).into())]),
                _ => w.loc.t("quiz-prompt-listening"),
            };
            let options = note_options(n, rng);
            // A question about the glyph says how to know it: its head, stem and flags.
            let explanation = match item.kind {
                Kind::Name | Kind::Glyph => format!(
                    "{} {}",
                    w.loc.t(&format!("quiz-shape-{}", n.key())),
                    w.explain_note(n)
                ),
                _ => w.explain_note(n),
            };
            (prompt, vec![n], Answer::Note(n), options, explanation)
        }
        Kind::Sum => sum(n, rng, w),
        Kind::Count => count(n, rng, w),
        Kind::Bar => bar(n, rng, w),
        Kind::Tap => tap(n, rng, w, level),
    };
    Question {
        kind: item.kind,
        prompt,
        notes,
        answer,
        options,
        explanation,
        item,
        names: w.names.clone(),
    }
}

/// The item itself, or the nearest valid one (see [`question`]).
fn valid(item: Item) -> Item {
    if item.is_valid() {
        return item;
    }
    let notes = item.kind.notes();
    let note = notes
        .iter()
        .copied()
        .min_by_key(|n| n.suit().abs_diff(item.note.suit()))
        .unwrap_or(NoteValue::Crotchet);
    Item {
        kind: item.kind,
        note,
    }
}

type Made = (String, Vec<NoteValue>, Answer, Vec<Answer>, String);

fn frac(n: u64, d: u64) -> Fraction {
    Fraction::new(n, d)
}

fn int(n: u64) -> Answer {
    Answer::Integer(n)
}

fn num(f: Fraction) -> Answer {
    Answer::number(f)
}

/// The answer and three wrong options: first the `mistakes` in the order given (skipping any
/// that repeat an option or are not positive), then `top_up` until there are four, then,
/// should `top_up` keep repeating itself, the answer doubled again and again (numbers) or the
/// other notes in order. Shuffled.
fn options<R: Rng + ?Sized>(
    answer: Answer,
    mistakes: &[Answer],
    rng: &mut R,
    mut top_up: impl FnMut(&mut R) -> Answer,
) -> Vec<Answer> {
    let mut out = vec![answer];
    let fits = |a: &Answer, out: &[Answer]| {
        !out.iter().any(|o| o.same(a)) && a.value().is_none_or(|v| v > Fraction::from_integer(0))
    };
    for m in mistakes {
        if out.len() == OPTIONS {
            break;
        }
        if fits(m, &out) {
            out.push(*m);
        }
    }
    for _ in 0..64 {
        if out.len() == OPTIONS {
            break;
        }
        let a = top_up(rng);
        if fits(&a, &out) {
            out.push(a);
        }
    }
    let mut spare: Vec<Answer> = match answer {
        Answer::Note(_) => NoteValue::ALL.iter().map(|&n| Answer::Note(n)).collect(),
        _ => {
            let v = answer.value().unwrap_or(Fraction::from_integer(1));
            (1..=6u32)
                .map(|i| num(v * Fraction::from_integer(1 << i)))
                .collect()
        }
    };
    for a in spare.drain(..) {
        if out.len() == OPTIONS {
            break;
        }
        if fits(&a, &out) {
            out.push(a);
        }
    }
    out.shuffle(rng);
    out
}

/// Figure `f` of note `n`: the reciprocal `1/f` (a figure taken for a fraction), the
/// neighbouring notes' figures `f/2` and `2f` (off by a factor of two), and `4f` (off by two
/// notes). Every option is a power of two, as every figure is, so none gives itself away.
fn figure_options<R: Rng + ?Sized>(n: NoteValue, rng: &mut R) -> Vec<Answer> {
    let f = u64::from(n.figure());
    let mut mistakes = vec![num(frac(1, f)), num(frac(f, 2)), int(2 * f), int(4 * f)];
    mistakes.shuffle(rng);
    options(int(f), &mistakes, rng, |r| {
        int(POWERS[r.random_range(0..POWERS.len())])
    })
}

/// Part `1/f`: the figure `f` itself ("4 for 1/4"), the neighbours `1/(2f)` and `2/f`, and
/// `1/(4f)` (off by two notes). Powers of two only, as for [`figure_options`].
fn fraction_options<R: Rng + ?Sized>(n: NoteValue, rng: &mut R) -> Vec<Answer> {
    let f = u64::from(n.figure());
    let mut mistakes = vec![
        int(f),
        num(frac(1, 2 * f)),
        num(frac(2, f)),
        num(frac(1, 4 * f)),
    ];
    mistakes.shuffle(rng);
    options(num(n.fraction()), &mistakes, rng, |r| {
        num(frac(1, POWERS[r.random_range(0..POWERS.len())]))
    })
}

/// The figures of the notes and their neighbours, for topping up the options of
/// [`figure_options`] and [`fraction_options`].
const POWERS: [u64; 9] = [1, 2, 4, 8, 16, 32, 64, 128, 256];

/// Options for a note answer: the two neighbouring notes first (the glyphs pupils confuse
/// most), then the notes two away, then any.
fn note_options<R: Rng + ?Sized>(n: NoteValue, rng: &mut R) -> Vec<Answer> {
    let near = |d: i8| {
        let suit = n.suit() as i8 + d;
        u8::try_from(suit)
            .ok()
            .and_then(NoteValue::from_suit)
            .map(Answer::Note)
    };
    let mut first: Vec<Answer> = [-1, 1].into_iter().filter_map(near).collect();
    first.shuffle(rng);
    let mut second: Vec<Answer> = [-2, 2].into_iter().filter_map(near).collect();
    second.shuffle(rng);
    first.extend(second);
    options(Answer::Note(n), &first, rng, |r| {
        Answer::Note(NoteValue::ALL[r.random_range(0..NoteValue::ALL.len())])
    })
}

/// How many `b` make one `a`, for `b` = `n` (never the semibreve: see [`Kind::notes`]) and a
/// random other note `a` shorter than a semibreve (how many make a semibreve is the `figure`
/// kind's question, word for word). When
/// `b` is the longer note the answer is a part, and the question is put as one: what part of
/// `b` is `a`.
///
/// Mistakes: the reciprocal (the question read the other way), twice and half the answer,
/// and `b`'s figure alone (how many make a semibreve, not an `a`).
fn equivalence<R: Rng + ?Sized>(b: NoteValue, rng: &mut R, w: &Words<'_>) -> Made {
    let others: Vec<NoteValue> = NoteValue::ALL
        .into_iter()
        .filter(|&o| o != b && o != NoteValue::Semibreve)
        .collect();
    let a = others[rng.random_range(0..others.len())];
    let r = a.how_many(b);
    let answer = num(r);
    let mut mistakes = vec![
        num(r.recip()),
        num(r * Fraction::from_integer(2)),
        num(r / Fraction::from_integer(2)),
        int(u64::from(b.figure())),
    ];
    mistakes.shuffle(rng);
    let opts = options(answer, &mistakes, rng, |r| {
        let j: i32 = r.random_range(-6..=6);
        if j >= 0 {
            num(Fraction::from_integer(1 << j))
        } else {
            num(frac(1, 1 << (-j)))
        }
    });
    // "How many" asks for a whole number; the other way round the answer is a part, and the
    // question says so: "What part of a quaver is a demisemiquaver?" rather than "How many
    // quavers make a demisemiquaver?" (the same answer, 1/4).
    let prompt = if r.is_integer() {
        w.t(
            "quiz-prompt-equivalence",
            &[("many", w.many(b).into()), ("one", w.one(a).into())],
        )
    } else {
        w.t(
            "quiz-prompt-part-of",
            &[
                ("of", w.loc.t(&format!("quiz-of-{}", b.key())).into()),
                ("one", w.one(a).into()),
            ],
        )
    };
    // Said by counting, not dividing: "2 quavers make a crotchet, because a crotchet is 1/4
    // of a semibreve and each quaver is 1/8."; the other way round, "4 semiquavers make a
    // crotchet, so each semiquaver is 1/4 of it: …".
    let (id, count, counted, whole) = if r.is_integer() {
        ("quiz-explain-how-many", *r.numer(), b, a)
    } else {
        ("quiz-explain-part-of", *r.recip().numer(), a, b)
    };
    let explanation = w.t(
        id,
        &[
            ("count", Arg::from(u32::try_from(count).unwrap_or(u32::MAX))),
            ("many", w.many(counted).into()),
            ("one", w.one(whole).into()),
            ("a", w.name(a).into()),
            ("b", w.name(b).into()),
            ("fa", fraction_text(a.fraction()).into()),
            ("fb", fraction_text(b.fraction()).into()),
            ("answer", fraction_text(r).into()),
        ],
    );
    (prompt, vec![a, b], answer, opts, explanation)
}

/// Two or three different notes, `n` the shortest, the others from the minim down to the
/// note before `n`; longest first.
///
/// Mistakes: adding tops and bottoms (`k / Σ figures`: 1/4 + 1/8 → 2/12 = 1/6), adding the
/// figures (`12`) or their reciprocal (`1/12`), the count over the largest figure (`2/8`),
/// twice and half the sum.
fn sum<R: Rng + ?Sized>(n: NoteValue, rng: &mut R, w: &Words<'_>) -> Made {
    let mut longer: Vec<NoteValue> = NoteValue::ALL[1..usize::from(n.suit())].to_vec();
    longer.shuffle(rng);
    let extra = if longer.len() >= 2 && rng.random_bool(0.5) {
        2
    } else {
        1
    };
    let mut notes: Vec<NoteValue> = longer.into_iter().take(extra).collect();
    notes.push(n);
    notes.sort_unstable();
    let s = total(&notes);
    let k = notes.len() as u64;
    let figures: u64 = notes.iter().map(|x| u64::from(x.figure())).sum();
    let largest = u64::from(n.figure());
    let mut mistakes = vec![
        num(frac(k, figures)),
        int(figures),
        num(frac(1, figures)),
        num(frac(k, largest)),
        num(s * Fraction::from_integer(2)),
        num(s / Fraction::from_integer(2)),
    ];
    mistakes.shuffle(rng);
    let (sn, sd) = (*s.numer(), *s.denom());
    let opts = options(num(s), &mistakes, rng, |r| {
        let j: u64 = r.random_range(1..=3);
        let top = if r.random_bool(0.5) {
            sn + j
        } else {
            sn.saturating_sub(j)
        };
        num(frac(top, sd))
    });
    let one: Vec<String> = notes.iter().map(|&x| w.one(x)).collect();
    let list = if one.len() == 2 {
        w.t(
            "quiz-list-two",
            &[
                ("first", one[0].clone().into()),
                ("second", one[1].clone().into()),
            ],
        )
    } else {
        w.t(
            "quiz-list-three",
            &[
                ("first", one[0].clone().into()),
                ("second", one[1].clone().into()),
                ("third", one[2].clone().into()),
            ],
        )
    };
    let prompt = w.t("quiz-prompt-sum", &[("notes", list.into())]);
    let parts: Vec<String> = notes.iter().map(|x| fraction_text(x.fraction())).collect();
    let common: Vec<String> = notes
        .iter()
        .map(|x| format!("{}/{largest}", largest / u64::from(x.figure())))
        .collect();
    let working = format!("{} = {}", parts.join(" + "), common.join(" + "));
    let explanation = w.t(
        "quiz-explain-sum",
        &[("sum", working.into()), ("answer", fraction_text(s).into())],
    );
    (prompt, notes, num(s), opts, explanation)
}

/// One to four different tablets of a double-six set whose halves are `n` or longer, at
/// least one half `n`. Each tablet counts the sum of its two figures, the hand the sum of its
/// tablets (`RULES.md` section 1).
///
/// Mistakes: a double counted once, only the larger figure of each tablet, the pips of a pip
/// set (suit numbers added), and one tablet left out.
fn count<R: Rng + ?Sized>(n: NoteValue, rng: &mut R, w: &Words<'_>) -> Made {
    let top = n.suit();
    let mut with_n: Vec<(u8, u8)> = (0..=top).map(|a| (a, top)).collect();
    with_n.shuffle(rng);
    let first = with_n[0];
    let mut rest: Vec<(u8, u8)> = (0..=top)
        .flat_map(|b| (0..=b).map(move |a| (a, b)))
        .filter(|&t| t != first)
        .collect();
    rest.shuffle(rng);
    let how_many = rng.random_range(1..=4usize.min(rest.len() + 1));
    let mut tiles = vec![first];
    tiles.extend(rest.into_iter().take(how_many - 1));
    tiles.shuffle(rng);
    let fig = |s: u8| 1u64 << s;
    let tile_count = |&(a, b): &(u8, u8)| fig(a) + fig(b);
    let c: u64 = tiles.iter().map(tile_count).sum();
    let mut mistakes = Vec::new();
    mistakes.push(int(tiles
        .iter()
        .map(|&(a, b)| if a == b { fig(a) } else { fig(a) + fig(b) })
        .sum()));
    mistakes.push(int(tiles.iter().map(|&(_, b)| fig(b)).sum()));
    mistakes.push(int(tiles.iter().map(|&(a, b)| u64::from(a + b)).sum()));
    if let Some(last) = tiles.last().filter(|_| tiles.len() > 1) {
        mistakes.push(int(c - tile_count(last)));
    }
    mistakes.shuffle(rng);
    // Near misses, no further off than the count itself: a tablet counting 2 is not offered
    // 34.
    let widest = 63 - c.max(2).leading_zeros();
    let opts = options(int(c), &mistakes, rng, |r| {
        let d = 1u64 << r.random_range(0..=widest);
        if r.random_bool(0.5) {
            int(c + d)
        } else {
            int(c.saturating_sub(d))
        }
    });
    let notes: Vec<NoteValue> = tiles
        .iter()
        .flat_map(|&(a, b)| [a, b])
        .filter_map(NoteValue::from_suit)
        .collect();
    let sums: Vec<String> = tiles
        .iter()
        .map(|&(a, b)| {
            if tiles.len() == 1 {
                format!("{} + {}", fig(a), fig(b))
            } else {
                // Kept on one line: a bracket broken at its "+" reads as two sums.
                format!("({}\u{a0}+\u{a0}{})", fig(a), fig(b))
            }
        })
        .collect();
    let explanation = w.t(
        "quiz-explain-count",
        &[
            ("sum", sums.join(" + ").into()),
            ("answer", c.to_string().into()),
        ],
    );
    (
        w.t("quiz-prompt-count", &[("tablets", tiles.len().into())]),
        notes,
        int(c),
        opts,
        explanation,
    )
}

/// A bar of 4/4 (one semibreve) with note `n` missing: the rest, `1 − n`, filled from the
/// longest note that fits or the next shorter one at random, then written longest first, so
/// that every note starts on a beat of its own length, as in a real bar (each start is a sum
/// of longer notes, so a multiple of its own).
fn bar<R: Rng + ?Sized>(n: NoteValue, rng: &mut R, w: &Words<'_>) -> Made {
    let one = Fraction::from_integer(1);
    let mut left = one - n.fraction();
    let mut notes = Vec::new();
    while left > Fraction::from_integer(0) {
        let fitting: Vec<NoteValue> = NoteValue::ALL
            .into_iter()
            .filter(|x| x.fraction() <= left)
            .take(2)
            .collect();
        let pick = fitting[rng.random_range(0..fitting.len())];
        notes.push(pick);
        left -= pick.fraction();
    }
    notes.sort_by_key(|n| n.suit());
    let have = total(&notes);
    let explanation = w.t(
        "quiz-explain-bar",
        &[
            ("have", fraction_text(have).into()),
            ("missing", fraction_text(one - have).into()),
            ("one", w.one(n).into()),
        ],
    );
    let opts = note_options(n, rng);
    (
        w.loc.t("quiz-prompt-bar"),
        notes,
        Answer::Note(n),
        opts,
        explanation,
    )
}

/// The longest rhythm a `tap` question asks, in semibreves: two bars of 4/4.
pub const TAP_LONGEST: u64 = 2;

/// A rhythm to tap: tablets of a double-six set laid in a row as on the line of play (each
/// tablet's second half the next one's first), the first holding `n`, every half `n` or up to
/// two notes longer, so that `n` is the shortest note and the tempo is slowed for it alone
/// ([`super::tap::tempo_for`]). As many tablets as `level` says (the pupil's box, at most
/// four), or one to four at random without one; fewer where no other tablet joins or the
/// next would take the rhythm past [`TAP_LONGEST`] semibreves. No tablet twice.
fn tap<R: Rng + ?Sized>(n: NoteValue, rng: &mut R, w: &Words<'_>, level: Option<u8>) -> Made {
    let wanted = match level {
        Some(b) => usize::from(b.clamp(1, 4)),
        None => rng.random_range(1..=4usize),
    };
    let top = n.suit();
    let allowed: Vec<u8> = (top.saturating_sub(2)..=top).collect();
    let pick = |rng: &mut R| allowed[rng.random_range(0..allowed.len())];
    let other = pick(rng);
    let first = if rng.random_bool(0.5) {
        (top, other)
    } else {
        (other, top)
    };
    let key = |(a, b): (u8, u8)| (a.min(b), a.max(b));
    let fig = |s: u8| Fraction::new(1, 1u64 << s);
    let mut tiles = vec![first];
    let mut length = fig(first.0) + fig(first.1);
    while tiles.len() < wanted {
        let end = tiles.last().map_or(top, |t| t.1);
        let mut next: Vec<u8> = allowed
            .iter()
            .copied()
            .filter(|&y| !tiles.iter().any(|&t| key(t) == key((end, y))))
            .filter(|&y| length + fig(end) + fig(y) <= Fraction::from_integer(TAP_LONGEST))
            .collect();
        if next.is_empty() {
            break;
        }
        next.shuffle(rng);
        let y = next[0];
        length += fig(end) + fig(y);
        tiles.push((end, y));
    }
    let notes: Vec<NoteValue> = tiles
        .iter()
        .flat_map(|&(a, b)| [a, b])
        .filter_map(NoteValue::from_suit)
        .collect();
    // Each note's length once, in the order the rhythm first has it.
    let mut seen: Vec<NoteValue> = Vec::new();
    for &x in &notes {
        if !seen.contains(&x) {
            seen.push(x);
        }
    }
    let lengths: Vec<String> = seen
        .iter()
        .map(|x| w.loc.t(&format!("quiz-tap-length-{}", x.key())))
        .collect();
    let explanation = w.t(
        "quiz-explain-tap",
        &[("lengths", lengths.join(", ").into())],
    );
    let opts = note_options(n, rng);
    (
        w.loc
            .t_args("quiz-prompt-tap", &[("tablets", tiles.len().into())]),
        notes,
        Answer::Note(n),
        opts,
        explanation,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en() -> Localizer {
        Localizer::new("en-GB")
    }

    #[test]
    fn kinds_come_round_evenly_and_notes_before_repeats() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let kinds = [Kind::Figure, Kind::Sum, Kind::Bar];
        let items = deal(&kinds, 30, &mut rng);
        for block in items.chunks(3) {
            let mut k: Vec<Kind> = block.iter().map(|i| i.kind).collect();
            k.sort();
            assert_eq!(k, vec![Kind::Figure, Kind::Sum, Kind::Bar]);
        }
        // The first five sums are the five sum notes, each once.
        let mut sums: Vec<NoteValue> = items
            .iter()
            .filter(|i| i.kind == Kind::Sum)
            .take(5)
            .map(|i| i.note)
            .collect();
        sums.sort();
        assert_eq!(sums, Kind::Sum.notes());
    }

    #[test]
    fn an_invalid_item_is_asked_about_the_nearest_valid_note() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
        let q = question(
            Item {
                kind: Kind::Sum,
                note: NoteValue::Semibreve,
            },
            &mut rng,
            &en(),
        );
        assert_eq!(q.item.note, NoteValue::Crotchet);
        let q = question(
            Item {
                kind: Kind::Bar,
                note: NoteValue::Semibreve,
            },
            &mut rng,
            &en(),
        );
        assert_eq!(q.item.note, NoteValue::Minim);
    }

    #[test]
    fn a_crotchet_figure_question_reads_and_explains_itself() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(9);
        let item = Item {
            kind: Kind::Figure,
            note: NoteValue::Crotchet,
        };
        let q = question(item, &mut rng, &en());
        assert_eq!(q.prompt, "How many crotchets make a semibreve?");
        assert_eq!(q.answer, Answer::Integer(4));
        assert_eq!(
            q.explanation,
            "Each crotchet is 1/4 of a semibreve: 4 crotchets make a semibreve."
        );
        // Mistakes for a crotchet: 1/4, 2, 8 and 3 (its place): three of them are taken.
        for o in &q.options {
            assert!(
                [
                    Answer::Integer(4),
                    Answer::Fraction(frac(1, 4)),
                    Answer::Integer(2),
                    Answer::Integer(8),
                    Answer::Integer(3)
                ]
                .contains(o),
                "{o:?}"
            );
        }
    }

    #[test]
    fn a_sum_names_its_notes_and_works_in_a_common_denominator() {
        // A crotchet's sum can only add the minim: 1/2 + 1/4 = 3/4.
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
        let item = Item {
            kind: Kind::Sum,
            note: NoteValue::Crotchet,
        };
        let q = question(item, &mut rng, &en());
        assert_eq!(q.notes, vec![NoteValue::Minim, NoteValue::Crotchet]);
        assert_eq!(
            q.prompt,
            "What part of a semibreve are a minim and a crotchet together?"
        );
        assert_eq!(q.answer, Answer::Fraction(frac(3, 4)));
        assert_eq!(
            q.explanation,
            "Add the parts of a semibreve: 1/2 + 1/4 = 2/4 + 1/4 = 3/4."
        );
    }

    #[test]
    fn a_tap_rhythm_is_a_row_of_tablets_as_long_as_the_box_says() {
        let item = |note| Item {
            kind: Kind::Tap,
            note,
        };
        // Quavers with crotchets and minims: two tablets joined, the first holding a quaver.
        // Box 2 asks two tablets, and two always fit: the first is at most minim-quaver
        // (5/8), the second at most minim-minim (1), under two semibreves, and of the three
        // halves that may join, at most one makes the first tablet again.
        let qs = generate_items_boxed(&[(item(NoteValue::Quaver), 2); 20], 4, &en());
        for q in &qs {
            let t = q.tablets();
            assert_eq!(t.len(), 2, "{:?}", q.notes);
            assert_eq!(t[0].1, t[1].0, "joined as on the line: {:?}", q.notes);
            assert!(t[0].0 == NoteValue::Quaver || t[0].1 == NoteValue::Quaver);
            assert!(
                q.notes
                    .iter()
                    .all(|&x| { (NoteValue::Minim..=NoteValue::Quaver).contains(&x) })
            );
            assert_eq!(q.answer, Answer::Note(NoteValue::Quaver));
            assert_eq!(
                q.prompt,
                "Tap these tablets: press and hold for each note, as long as it lasts."
            );
        }
        // A semibreve's only tablet is the double semibreve, two bars already: one tablet,
        // whatever the box asks.
        let q = &generate_items_boxed(&[(item(NoteValue::Semibreve), 4)], 1, &en())[0];
        assert_eq!(q.notes, vec![NoteValue::Semibreve, NoteValue::Semibreve]);
        assert_eq!(
            q.prompt,
            "Tap this tablet: press and hold for each note, as long as it lasts."
        );
        assert_eq!(
            q.explanation,
            "Hold each note its length: a semibreve for 4 beats."
        );
    }

    #[test]
    fn a_semibreve_count_is_the_double_semibreve() {
        // Only one tablet has no half shorter than a semibreve: 1-1, counting 2.
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(2);
        let item = Item {
            kind: Kind::Count,
            note: NoteValue::Semibreve,
        };
        let q = question(item, &mut rng, &en());
        assert_eq!(q.notes, vec![NoteValue::Semibreve, NoteValue::Semibreve]);
        assert_eq!(q.answer, Answer::Integer(2));
        assert_eq!(
            q.explanation,
            "Each tablet counts the sum of its two figures, and the hand the sum of its tablets: 1 + 1 = 2."
        );
    }
}
