//! Grading: an option chosen by its index, or a typed answer (a number in any equivalent form,
//! or a note's name in the question's language).

use crate::music::Fraction;

use super::{Answer, Question};

/// The verdict on one answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Graded {
    /// The answer is right.
    Right,
    /// The answer was understood and is wrong; `given` is what was understood (a number in
    /// its one form, see [`Answer::number`], or a note).
    Wrong {
        /// The answer understood.
        given: Answer,
    },
    /// The input is not an answer of the kind asked (not a number where a number is asked,
    /// not a note's name in the question's language where a note is asked, an option index
    /// out of range). Nothing to mark: the pupil may try again.
    NotUnderstood,
}

impl Graded {
    /// Whether the answer is right.
    pub fn is_right(&self) -> bool {
        matches!(self, Graded::Right)
    }
}

/// Grades a typed answer to `q`.
///
/// Numbers ([`parse_number`]): any equivalent form is right (`2/8` for `1/4`, `1/1` or `1.0`
/// for `1`, `0.5` or `0,5` for `1/2`, `1 1/2` for `3/2`). Notes: the name in the question's
/// language, any case, spaces and hyphens loosely (see [`super::NoteNames::parse`]). Anything
/// else is [`Graded::NotUnderstood`]; no input makes this panic.
pub fn grade(q: &Question, input: &str) -> Graded {
    let given = if q.wants_note() {
        q.names.parse(input).map(Answer::Note)
    } else {
        parse_number(input).map(Answer::number)
    };
    judge(q, given)
}

/// Grades the option at `index` (0-based) of `q`'s options; an index past the last option is
/// [`Graded::NotUnderstood`].
pub fn grade_option(q: &Question, index: usize) -> Graded {
    judge(q, q.options.get(index).copied())
}

fn judge(q: &Question, given: Option<Answer>) -> Graded {
    match given {
        Some(a) if a.same(&q.answer) => Graded::Right,
        Some(given) => Graded::Wrong { given },
        None => Graded::NotUnderstood,
    }
}

/// Reads a non-negative number typed by a pupil, exactly:
/// - a whole number: `8`;
/// - a fraction `a/b` with `b > 0`, spaces allowed around the slash (`2 / 8`; the fraction
///   slash U+2044 and division slash U+2215 count as `/`);
/// - a mixed number `w a/b` (`1 1/2` = 3/2);
/// - a decimal with a point or a comma, up to 18 decimal places (`0.125`, `0,5`, `.5`).
///
/// Surrounding white space is ignored. Returns `None` for anything else: signs, letters,
/// empty input, a zero denominator, numbers beyond `u64`.
pub fn parse_number(input: &str) -> Option<Fraction> {
    let s = input.trim().replace(['\u{2044}', '\u{2215}'], "/");
    if s.is_empty() {
        return None;
    }
    if let Some((top, bottom)) = s.split_once('/') {
        let den = digits(bottom.trim())?;
        if den == 0 {
            return None;
        }
        let mut words = top.split_whitespace();
        let (whole, num) = match (words.next(), words.next(), words.next()) {
            (Some(n), None, None) => (0, digits(n)?),
            (Some(w), Some(n), None) => (digits(w)?, digits(n)?),
            _ => return None,
        };
        let top = whole.checked_mul(den)?.checked_add(num)?;
        return Some(Fraction::new(top, den));
    }
    if let Some((whole, decimals)) = s.split_once(['.', ',']) {
        if decimals.is_empty() || decimals.len() > 18 {
            return None;
        }
        let whole = if whole.is_empty() { 0 } else { digits(whole)? };
        let places = 10u64.pow(decimals.len() as u32);
        let top = whole.checked_mul(places)?.checked_add(digits(decimals)?)?;
        return Some(Fraction::new(top, places));
    }
    digits(&s).map(Fraction::from_integer)
}

/// ASCII digits only (no sign, no spaces), as a `u64`.
fn digits(s: &str) -> Option<u64> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(n: u64, d: u64) -> Option<Fraction> {
        Some(Fraction::new(n, d))
    }

    #[test]
    fn numbers_in_every_form() {
        assert_eq!(parse_number("8"), f(8, 1));
        assert_eq!(parse_number(" 2/8 "), f(1, 4));
        assert_eq!(parse_number("2 / 8"), f(1, 4));
        assert_eq!(parse_number("1/1"), f(1, 1));
        assert_eq!(parse_number("1 1/2"), f(3, 2));
        assert_eq!(parse_number("0.125"), f(1, 8));
        assert_eq!(parse_number("0,5"), f(1, 2));
        assert_eq!(parse_number(".5"), f(1, 2));
        assert_eq!(parse_number("3\u{2044}8"), f(3, 8));
        assert_eq!(parse_number("0"), f(0, 1));
    }

    #[test]
    fn garbage_is_not_a_number() {
        for s in [
            "",
            " ",
            "-1",
            "+1",
            "1/0",
            "1/",
            "/4",
            "a",
            "1/4/8",
            "1 2 3/4",
            "1.",
            "1..5",
            "99999999999999999999",
            "1/99999999999999999999",
            "0.1234567890123456789",
            "½",
            "４",
            "1e3",
            "0x10",
            "1 /",
        ] {
            assert_eq!(parse_number(s), None, "{s:?}");
        }
    }

    #[test]
    fn a_mixed_number_that_overflows_is_refused() {
        assert_eq!(parse_number("18446744073709551615 1/2"), None);
    }
}
