//! A round of the quiz, as the screens need it: the questions in order, one answered at a
//! time (then its feedback, then the next), an optional time limit per question, the score,
//! streaks, time per answer, accuracy per note value, and team play.
//!
//! Pure: the caller measures time and passes it in milliseconds.

use std::ops::RangeInclusive;

use crate::music::NoteValue;

use super::{Answer, Graded, Item, Kind, Question, grade, grade_option};

/// How many questions a round may have.
pub const ROUND_LENGTHS: RangeInclusive<usize> = 5..=50;
/// The usual length of a round.
pub const DEFAULT_ROUND_LENGTH: usize = 10;
/// How many teams a team round has.
pub const TEAMS: RangeInclusive<usize> = 2..=4;
/// The time limits a round may set per question, in seconds.
pub const TIME_LIMITS: RangeInclusive<u32> = 5..=300;

/// How a round is played.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RoundSettings {
    /// Seconds allowed per question (within [`TIME_LIMITS`]), or `None` for no limit.
    pub time_limit: Option<u32>,
    /// The teams' names, in the order they answer (2–4, see [`TEAMS`]); empty for one pupil.
    pub teams: Vec<String>,
}

/// Why a round cannot be set up. The words are for developers and logs: the screens keep
/// their inputs within the ranges above.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RoundError {
    /// Fewer than 5 or more than 50 questions.
    #[error("a round has 5 to 50 questions, not {0}")]
    Length(usize),
    /// A time limit outside [`TIME_LIMITS`].
    #[error("a time limit is 5 to 300 seconds, not {0}")]
    TimeLimit(u32),
    /// One team, or more than four.
    #[error("team play needs 2 to 4 teams, not {0}")]
    Teams(usize),
    /// A team name that is empty (or only spaces) or the same as another team's.
    #[error("team {0} needs a name of its own")]
    TeamName(usize),
}

/// How one question went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Answered right within the time.
    Right,
    /// Answered wrong.
    Wrong,
    /// No answer within the time limit (or an answer after it, right or wrong). Counts as
    /// wrong.
    TimedOut,
}

impl Outcome {
    /// Whether the question counts as right.
    pub fn is_right(self) -> bool {
        self == Outcome::Right
    }
}

/// One question answered (or timed out).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Given {
    /// Index of the question in the round.
    pub question: usize,
    /// How it went.
    pub outcome: Outcome,
    /// What was answered, if anything was.
    pub answer: Option<Answer>,
    /// Time taken, in milliseconds (the time limit for a question that timed out).
    pub ms: u64,
    /// The team that answered (index into the teams), in team play.
    pub team: Option<usize>,
}

/// What to show after an answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Feedback {
    /// How it went.
    pub outcome: Outcome,
    /// What was answered, if anything was.
    pub given: Option<Answer>,
    /// The right answer.
    pub answer: Answer,
    /// Its label in the question's language (`"3/8"`, `"quaver"`).
    pub answer_label: String,
    /// Why it is right.
    pub explanation: String,
}

/// Right answers out of questions asked, for one note value (see [`Item`] for which note a
/// question is about).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoteAccuracy {
    /// The note value.
    pub note: NoteValue,
    /// Questions about it answered (or timed out).
    pub asked: usize,
    /// Of those, answered right.
    pub right: usize,
}

impl NoteAccuracy {
    /// `right / asked` from 0 to 1, or `None` when nothing was asked.
    pub fn ratio(&self) -> Option<f32> {
        (self.asked > 0).then(|| self.right as f32 / self.asked as f32)
    }
}

/// One team's line on the scoreboard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamScore {
    /// The team's name.
    pub name: String,
    /// Right answers.
    pub right: usize,
    /// Questions the team has had (answered or timed out).
    pub answered: usize,
    /// Right answers in a row, up to the team's last question.
    pub streak: usize,
    /// The longest run of right answers the team has had.
    pub best_streak: usize,
}

/// A round: questions asked one after another. Each question is open until answered
/// ([`Round::answer`], [`Round::choose`], [`Round::time_out`]); its feedback is then shown
/// until [`Round::advance`] moves on. In team play the teams answer in turn: question `i` goes
/// to team `i mod teams`.
#[derive(Debug, Clone, PartialEq)]
pub struct Round {
    questions: Vec<Question>,
    time_limit: Option<u32>,
    teams: Vec<String>,
    given: Vec<Given>,
    position: usize,
    /// Questions were dropped by [`Round::stop`].
    cut_short: bool,
    /// The notes of each `tap` question answered, with whether each was tapped right
    /// ([`super::tap::Verdict::note_results`]), by question index.
    taps: Vec<(usize, Vec<(NoteValue, bool)>)>,
}

impl Round {
    /// A round of `questions` played as `settings` say; team names are trimmed.
    ///
    /// # Errors
    /// [`RoundError`] for a length outside [`ROUND_LENGTHS`], a time limit outside
    /// [`TIME_LIMITS`], a number of teams other than 0 or 2–4, or a team name that is empty or
    /// repeats another (ignoring case).
    pub fn new(questions: Vec<Question>, settings: RoundSettings) -> Result<Round, RoundError> {
        if !ROUND_LENGTHS.contains(&questions.len()) {
            return Err(RoundError::Length(questions.len()));
        }
        if let Some(t) = settings.time_limit.filter(|t| !TIME_LIMITS.contains(t)) {
            return Err(RoundError::TimeLimit(t));
        }
        let teams: Vec<String> = settings
            .teams
            .iter()
            .map(|t| t.trim().to_string())
            .collect();
        if !teams.is_empty() && !TEAMS.contains(&teams.len()) {
            return Err(RoundError::Teams(teams.len()));
        }
        for (i, t) in teams.iter().enumerate() {
            let repeated = teams[..i]
                .iter()
                .any(|u| u.to_lowercase() == t.to_lowercase());
            if t.is_empty() || repeated {
                return Err(RoundError::TeamName(i + 1));
            }
        }
        Ok(Round {
            questions,
            time_limit: settings.time_limit,
            teams,
            given: Vec::new(),
            position: 0,
            cut_short: false,
            taps: Vec::new(),
        })
    }

    /// Ends the round early, after the questions answered so far: the rest are dropped, so
    /// the round is over and its results (score, times, accuracy, scoreboard) are those of the
    /// answered questions. Returns how many remain (0: nothing was answered, the round is
    /// empty).
    pub fn stop(&mut self) -> usize {
        self.cut_short |= self.given.len() < self.questions.len();
        self.questions.truncate(self.given.len());
        self.position = self.questions.len();
        self.questions.len()
    }

    /// All the questions, in order.
    pub fn questions(&self) -> &[Question] {
        &self.questions
    }

    /// How many questions the round has.
    pub fn len(&self) -> usize {
        self.questions.len()
    }

    /// Always `false`: a round has at least 5 questions.
    pub fn is_empty(&self) -> bool {
        self.questions.is_empty()
    }

    /// Index of the question being shown (0-based); equals [`Round::len`] once the round is
    /// over.
    pub fn position(&self) -> usize {
        self.position
    }

    /// The question being shown (open, or answered with its feedback showing); `None` once
    /// the round is over.
    pub fn current(&self) -> Option<&Question> {
        self.questions.get(self.position)
    }

    /// Whether the question being shown has been answered (its feedback is showing).
    pub fn is_answered(&self) -> bool {
        self.given.len() > self.position
    }

    /// Whether every question has been answered and the last feedback left.
    pub fn is_over(&self) -> bool {
        self.position >= self.questions.len()
    }

    /// Seconds allowed per question, if limited.
    pub fn time_limit(&self) -> Option<u32> {
        self.time_limit
    }

    /// The teams' names (empty for one pupil).
    pub fn teams(&self) -> &[String] {
        &self.teams
    }

    /// The team whose turn it is (index into [`Round::teams`]); `None` for one pupil or once
    /// the round is over.
    pub fn team_to_answer(&self) -> Option<usize> {
        self.team_of(self.position).filter(|_| !self.is_over())
    }

    fn team_of(&self, question: usize) -> Option<usize> {
        (!self.teams.is_empty()).then(|| question % self.teams.len())
    }

    /// Answers the open question with typed `input`, after `ms` milliseconds (see
    /// [`grade`]). An answer after the time limit is [`Outcome::TimedOut`].
    ///
    /// Returns the outcome, or `None` (nothing recorded) when the input is not understood or
    /// no question is open.
    pub fn answer(&mut self, input: &str, ms: u64) -> Option<Outcome> {
        let graded = grade(self.open()?, input);
        self.record(graded, ms)
    }

    /// Answers the open question with option `index` (0-based), after `ms` milliseconds.
    /// `None` (nothing recorded) for an index out of range or no open question.
    pub fn choose(&mut self, index: usize, ms: u64) -> Option<Outcome> {
        let graded = grade_option(self.open()?, index);
        self.record(graded, ms)
    }

    /// Answers the open `tap` question with the verdict on the pupil's tapping, after `ms`
    /// milliseconds: right when [`super::tap::Verdict::right`] (every note on time and held
    /// its length, no extra press), and each note's own result is kept for the accuracy per
    /// note and the pupil's boxes ([`Round::reviewed`]). A tap question has no time limit:
    /// the rhythm takes the time it takes. The answer recorded is the note the question is
    /// about. `None` (nothing recorded) when no question is open or it is not a tap question.
    pub fn tapped(&mut self, verdict: &super::tap::Verdict, ms: u64) -> Option<Outcome> {
        let q = self.open()?;
        if q.kind != Kind::Tap {
            return None;
        }
        let answer = q.answer;
        let outcome = if verdict.right() {
            Outcome::Right
        } else {
            Outcome::Wrong
        };
        self.taps.push((self.position, verdict.note_results()));
        self.push(outcome, Some(answer), ms);
        Some(outcome)
    }

    /// The notes of tap question `question` with whether each was tapped right, once
    /// answered; `None` for other questions.
    pub fn tap_results(&self, question: usize) -> Option<&[(NoteValue, bool)]> {
        self.taps
            .iter()
            .find(|(q, _)| *q == question)
            .map(|(_, r)| r.as_slice())
    }

    /// Marks the open question as not answered in time ([`Outcome::TimedOut`], taking the
    /// whole limit). `None` when no question is open, the round has no time limit, or the
    /// question is a `tap` question (which has none).
    pub fn time_out(&mut self) -> Option<Outcome> {
        let limit = self.time_limit?;
        if self.open()?.kind == Kind::Tap {
            return None;
        }
        self.push(Outcome::TimedOut, None, u64::from(limit) * 1000);
        Some(Outcome::TimedOut)
    }

    fn open(&self) -> Option<&Question> {
        self.current().filter(|_| !self.is_answered())
    }

    fn record(&mut self, graded: Graded, ms: u64) -> Option<Outcome> {
        let (outcome, answer) = match graded {
            Graded::Right => (Outcome::Right, self.current()?.answer),
            Graded::Wrong { given } => (Outcome::Wrong, given),
            Graded::NotUnderstood => return None,
        };
        let late = self
            .time_limit
            .is_some_and(|limit| ms > u64::from(limit) * 1000);
        let outcome = if late { Outcome::TimedOut } else { outcome };
        self.push(outcome, Some(answer), ms);
        Some(outcome)
    }

    fn push(&mut self, outcome: Outcome, answer: Option<Answer>, ms: u64) {
        self.given.push(Given {
            question: self.position,
            outcome,
            answer,
            ms,
            team: self.team_of(self.position),
        });
    }

    /// The feedback for the question being shown, once it is answered.
    pub fn feedback(&self) -> Option<Feedback> {
        let given = self.given.get(self.position)?;
        let q = self.current()?;
        Some(Feedback {
            outcome: given.outcome,
            given: given.answer,
            answer: q.answer,
            answer_label: q.label(&q.answer),
            explanation: q.explanation.clone(),
        })
    }

    /// Leaves the feedback for the next question. Returns whether a question is now open;
    /// does nothing while the question shown is still open.
    pub fn advance(&mut self) -> bool {
        if self.is_answered() {
            self.position += 1;
        }
        !self.is_over()
    }

    /// Every answer so far, in order (one per question answered).
    pub fn given(&self) -> &[Given] {
        &self.given
    }

    /// Right answers so far.
    pub fn score(&self) -> usize {
        self.given.iter().filter(|g| g.outcome.is_right()).count()
    }

    /// Right answers in a row up to the last answer (any team's).
    pub fn streak(&self) -> usize {
        run_now(self.given.iter())
    }

    /// The longest run of right answers in the round so far.
    pub fn best_streak(&self) -> usize {
        run_best(self.given.iter())
    }

    /// Time taken per answer, in milliseconds, in order.
    pub fn times_ms(&self) -> Vec<u64> {
        self.given.iter().map(|g| g.ms).collect()
    }

    /// Mean time per answer in milliseconds (rounded down), or `None` before any answer.
    pub fn mean_time_ms(&self) -> Option<u64> {
        let n = self.given.len() as u64;
        (n > 0).then(|| self.given.iter().map(|g| g.ms).sum::<u64>() / n)
    }

    /// Accuracy per note value, semibreve first, all seven notes (for a bar chart). A
    /// question counts once for every note it involves: its own note and the notes it
    /// shows ([`Question::notes`]: both notes of an equivalence, each note of a sum, the
    /// halves of counted tablets, the notes already in a bar). A tap question counts once
    /// for each note value in its rhythm, right where every note of that value was tapped
    /// right.
    pub fn accuracy(&self) -> [NoteAccuracy; 7] {
        let mut out = NoteValue::ALL.map(|note| NoteAccuracy {
            note,
            asked: 0,
            right: 0,
        });
        for g in &self.given {
            if let Some(results) = self.tap_results(g.question) {
                for (note, right) in per_note(results) {
                    let slot = &mut out[usize::from(note.suit())];
                    slot.asked += 1;
                    slot.right += usize::from(right);
                }
                continue;
            }
            let q = &self.questions[g.question];
            let mut involved = 1u8 << q.item.note.suit();
            for n in &q.notes {
                involved |= 1 << n.suit();
            }
            for (suit, slot) in out.iter_mut().enumerate() {
                if involved & (1 << suit) != 0 {
                    slot.asked += 1;
                    if g.outcome.is_right() {
                        slot.right += 1;
                    }
                }
            }
        }
        out
    }

    /// The scoreboard: one line per team, in the teams' order (empty for one pupil).
    pub fn scoreboard(&self) -> Vec<TeamScore> {
        self.teams
            .iter()
            .enumerate()
            .map(|(t, name)| {
                let own = || self.given.iter().filter(move |g| g.team == Some(t));
                TeamScore {
                    name: name.clone(),
                    right: own().filter(|g| g.outcome.is_right()).count(),
                    answered: own().count(),
                    streak: run_now(own()),
                    best_streak: run_best(own()),
                }
            })
            .collect()
    }

    /// Whether the teams had their turns as the round meant them: always for a round
    /// played to its end (its length shares the questions out, see the set-up); a round
    /// [stopped](Round::stop) early only if every team had answered as many questions.
    pub fn turns_even(&self) -> bool {
        let board = self.scoreboard();
        !self.cut_short || board.windows(2).all(|w| w[0].answered == w[1].answered)
    }

    /// The teams with the most right answers (several on a tie; empty for one pupil, when
    /// no team has a right answer: nobody wins a round without one, and when the teams have
    /// not had as many turns: see [`Round::turns_even`]).
    pub fn leaders(&self) -> Vec<usize> {
        let board = self.scoreboard();
        let best = board.iter().map(|t| t.right).max().unwrap_or(0);
        if best == 0 || !self.turns_even() {
            return Vec::new();
        }
        (0..board.len())
            .filter(|&t| board[t].right == best)
            .collect()
    }

    /// What each answered question was about and whether it was right, in order: what
    /// [`super::Leitner::review`] takes. A tap question gives one entry per note value of
    /// its rhythm (in the order the rhythm first has it), right where every note of that
    /// value was tapped right, so that the boxes keep the pupil's progress per note value;
    /// every other question, one entry. Answers only ever add entries at the end.
    pub fn reviewed(&self) -> Vec<(Item, bool)> {
        let mut out = Vec::with_capacity(self.given.len());
        for g in &self.given {
            match self.tap_results(g.question) {
                Some(results) => out.extend(per_note(results).into_iter().map(|(note, right)| {
                    (
                        Item {
                            kind: Kind::Tap,
                            note,
                        },
                        right,
                    )
                })),
                None => out.push((self.questions[g.question].item, g.outcome.is_right())),
            }
        }
        out
    }
}

/// Each note value of a tapped rhythm once, in the order the rhythm first has it, right where
/// every note of that value was right.
fn per_note(results: &[(NoteValue, bool)]) -> Vec<(NoteValue, bool)> {
    let mut out: Vec<(NoteValue, bool)> = Vec::new();
    for &(note, right) in results {
        match out.iter_mut().find(|(n, _)| *n == note) {
            Some((_, r)) => *r &= right,
            None => out.push((note, right)),
        }
    }
    out
}

fn run_now<'a>(given: impl DoubleEndedIterator<Item = &'a Given>) -> usize {
    given.rev().take_while(|g| g.outcome.is_right()).count()
}

fn run_best<'a>(given: impl Iterator<Item = &'a Given>) -> usize {
    let (mut run, mut best) = (0, 0);
    for g in given {
        run = if g.outcome.is_right() { run + 1 } else { 0 };
        best = best.max(run);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;
    use crate::quiz::{Kind, generate_items};

    /// Five questions about known items: figure of the crotchet (4), fraction of the quaver
    /// (1/8), name of the minim, figure of the quaver (8), fraction of the crotchet (1/4).
    fn five() -> Vec<Question> {
        let items = [
            (Kind::Figure, NoteValue::Crotchet),
            (Kind::Fraction, NoteValue::Quaver),
            (Kind::Name, NoteValue::Minim),
            (Kind::Figure, NoteValue::Quaver),
            (Kind::Fraction, NoteValue::Crotchet),
        ]
        .map(|(kind, note)| Item { kind, note });
        generate_items(&items, 1, &Localizer::new("en-GB"))
    }

    fn solo() -> Round {
        Round::new(five(), RoundSettings::default()).unwrap()
    }

    #[test]
    fn settings_out_of_range_are_refused() {
        let mut four = five();
        four.pop();
        assert_eq!(
            Round::new(four, RoundSettings::default()),
            Err(RoundError::Length(4))
        );
        let limit = |t| RoundSettings {
            time_limit: Some(t),
            teams: vec![],
        };
        assert_eq!(Round::new(five(), limit(4)), Err(RoundError::TimeLimit(4)));
        assert!(Round::new(five(), limit(5)).is_ok());
        let teams = |names: &[&str]| RoundSettings {
            time_limit: None,
            teams: names.iter().map(|s| s.to_string()).collect(),
        };
        assert_eq!(Round::new(five(), teams(&["A"])), Err(RoundError::Teams(1)));
        assert_eq!(
            Round::new(five(), teams(&["A", "B", "C", "D", "E"])),
            Err(RoundError::Teams(5))
        );
        assert_eq!(
            Round::new(five(), teams(&["Reds", " reds "])),
            Err(RoundError::TeamName(2))
        );
        assert_eq!(
            Round::new(five(), teams(&["  ", "Blues"])),
            Err(RoundError::TeamName(1))
        );
    }

    #[test]
    fn a_round_is_answered_shown_and_left_question_by_question() {
        let mut r = solo();
        assert!(!r.is_answered());
        assert_eq!(r.feedback(), None);
        // Moving on before answering does nothing.
        assert!(r.advance());
        assert_eq!(r.position(), 0);
        // Not understood: nothing recorded, the question stays open.
        assert_eq!(r.answer("four", 900), None);
        assert_eq!(r.answer("4", 1500), Some(Outcome::Right));
        // A second answer to the same question is not taken.
        assert_eq!(r.answer("8", 100), None);
        let fb = r.feedback().unwrap();
        assert_eq!(fb.outcome, Outcome::Right);
        assert_eq!(fb.answer_label, "4");
        assert!(r.advance());
        assert_eq!(r.answer("2/16", 2500), Some(Outcome::Right));
        assert!(r.advance());
        assert_eq!(r.answer("crotchet", 1000), Some(Outcome::Wrong));
        assert_eq!(
            r.feedback().unwrap().given,
            Some(Answer::Note(NoteValue::Crotchet))
        );
        assert!(r.advance());
        let right = r.current().unwrap().right_option();
        assert_eq!(r.choose(right, 3000), Some(Outcome::Right));
        assert!(r.advance());
        assert_eq!(r.choose(7, 10), None);
        assert_eq!(r.answer("1/4", 2000), Some(Outcome::Right));
        assert!(!r.advance());
        assert!(r.is_over());
        assert_eq!(r.current(), None);
        // Right, right, wrong, right, right.
        assert_eq!(r.score(), 4);
        assert_eq!(r.streak(), 2);
        assert_eq!(r.best_streak(), 2);
        assert_eq!(r.times_ms(), vec![1500, 2500, 1000, 3000, 2000]);
        assert_eq!(r.mean_time_ms(), Some(2000));
        let acc = r.accuracy();
        // Crotchet: figure and fraction, both right; quaver: both right; minim: one wrong.
        assert_eq!((acc[2].asked, acc[2].right), (2, 2));
        assert_eq!((acc[3].asked, acc[3].right), (2, 2));
        assert_eq!((acc[1].asked, acc[1].right), (1, 0));
        assert_eq!(acc[1].ratio(), Some(0.0));
        assert_eq!(acc[0].ratio(), None);
        assert_eq!(
            r.reviewed()[2],
            (
                Item {
                    kind: Kind::Name,
                    note: NoteValue::Minim
                },
                false
            )
        );
    }

    #[test]
    fn a_round_stopped_early_keeps_only_what_was_answered() {
        let mut r = solo();
        // Crotchet's figure right, quaver's fraction wrong; the minim's name shown, unanswered.
        assert_eq!(r.answer("4", 1000), Some(Outcome::Right));
        assert!(r.advance());
        assert_eq!(r.answer("1/4", 3000), Some(Outcome::Wrong));
        assert!(r.advance());
        assert_eq!(r.stop(), 2);
        assert!(r.is_over());
        assert_eq!((r.len(), r.score()), (2, 1));
        assert_eq!(r.mean_time_ms(), Some(2000));
        assert_eq!(r.reviewed().len(), 2);
        // Teams stopped after three questions: Red and Blue have answered, Green not yet.
        let three = |names: &[&str]| RoundSettings {
            time_limit: None,
            teams: names.iter().map(|s| s.to_string()).collect(),
        };
        let mut t = Round::new(five(), three(&["Red", "Blue", "Green"])).unwrap();
        assert_eq!(t.answer("4", 1000), Some(Outcome::Right));
        assert!(t.advance());
        assert_eq!(t.answer("1/4", 1000), Some(Outcome::Wrong));
        assert!(t.advance());
        assert_eq!(t.stop(), 2);
        // Red leads, but Green never had a turn: no winner.
        assert!(!t.turns_even());
        assert_eq!(t.leaders(), Vec::<usize>::new());
        // Nothing answered: nothing left.
        let mut r = solo();
        assert_eq!(r.stop(), 0);
        assert!(r.is_over() && r.is_empty());
    }

    #[test]
    fn the_time_limit_turns_late_answers_and_time_outs_into_misses() {
        let mut r = Round::new(
            five(),
            RoundSettings {
                time_limit: Some(10),
                teams: vec![],
            },
        )
        .unwrap();
        // Exactly 10 s is in time; 10.001 s is late even when right.
        assert_eq!(r.answer("4", 10_000), Some(Outcome::Right));
        r.advance();
        assert_eq!(r.answer("1/8", 10_001), Some(Outcome::TimedOut));
        r.advance();
        assert_eq!(r.time_out(), Some(Outcome::TimedOut));
        assert_eq!(r.time_out(), None);
        assert_eq!(r.given()[2].ms, 10_000);
        assert_eq!(r.given()[2].answer, None);
        assert_eq!(r.score(), 1);
        assert_eq!(solo().time_out(), None);
    }

    /// The five questions for two teams, Reds first.
    fn reds_and_blues() -> Round {
        Round::new(
            five(),
            RoundSettings {
                time_limit: None,
                teams: vec!["Reds".into(), "Blues".into()],
            },
        )
        .unwrap()
    }

    #[test]
    fn teams_answer_in_turn_and_keep_their_own_score() {
        let mut r = reds_and_blues();
        // Reds: q1 right, q3 wrong, q5 right. Blues: q2 right, q4 right.
        let answers = ["4", "1/8", "quaver", "8", "1/4"];
        for (i, a) in answers.iter().enumerate() {
            assert_eq!(r.team_to_answer(), Some(i % 2));
            r.answer(a, 1000);
            r.advance();
        }
        assert_eq!(r.team_to_answer(), None);
        let board = r.scoreboard();
        assert_eq!(
            board[0],
            TeamScore {
                name: "Reds".into(),
                right: 2,
                answered: 3,
                streak: 1,
                best_streak: 1
            }
        );
        assert_eq!(
            board[1],
            TeamScore {
                name: "Blues".into(),
                right: 2,
                answered: 2,
                streak: 2,
                best_streak: 2
            }
        );
        assert_eq!(r.leaders(), vec![0, 1]);
    }

    #[test]
    fn a_sum_counts_for_every_note_in_it() {
        // A sum adds two or three different notes, the quaver the shortest: the chart by
        // note counts the question for each of them, and for no other note.
        // Five questions make the shortest round; only the first is answered.
        let items = [Item {
            kind: Kind::Sum,
            note: NoteValue::Quaver,
        }; 5];
        let questions = generate_items(&items, 3, &Localizer::new("en-GB"));
        let shown = questions[0].notes.clone();
        assert!(shown.len() >= 2 && shown.contains(&NoteValue::Quaver));
        let mut r = Round::new(questions, RoundSettings::default()).unwrap();
        let right = r.current().unwrap().right_option();
        assert_eq!(r.choose(right, 1000), Some(Outcome::Right));
        for acc in r.accuracy() {
            let expect = u32::from(shown.contains(&acc.note));
            assert_eq!(
                (acc.asked as u32, acc.right as u32),
                (expect, expect),
                "{:?}",
                acc.note
            );
        }
    }

    #[test]
    fn no_team_wins_a_round_without_a_right_answer() {
        let mut r = reds_and_blues();
        // Every answer wrong: both teams 0 right, a tie at nothing.
        for a in ["5", "1/7", "crotchet", "3", "1/3"] {
            assert_eq!(r.answer(a, 1000), Some(Outcome::Wrong));
            r.advance();
        }
        assert!(r.scoreboard().iter().all(|t| t.right == 0));
        assert_eq!(r.leaders(), Vec::<usize>::new());
    }
}
