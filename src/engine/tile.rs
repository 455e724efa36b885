//! Tiles (tablets) and sets of tiles (`RULES.md` section 1).

use std::fmt;

/// How a suit index is read and counted: pips (`0`–`6`) or Musical Dominoes notes, whose
/// count is the figure `2^k` (`RULES.md` section 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Face {
    /// Pip variants: a half counts its pips, tiles are written `6-4`.
    Pips,
    /// Musical Dominoes: a half counts its figure (1 to 64), tiles are written `4-8`.
    Notes,
}

impl Face {
    /// What one half of suit `suit` (0–6) counts: pips, or the figure `2^suit`.
    pub const fn half_count(self, suit: u8) -> u32 {
        match self {
            Face::Pips => suit as u32,
            Face::Notes => 1 << suit,
        }
    }

    /// The text of one half in notation: `"5"` for pips, `"32"` for notes.
    pub fn half_text(self, suit: u8) -> String {
        self.half_count(suit).to_string()
    }

    /// Parses one half written in this face's notation (ASCII digits, no leading zeros).
    pub fn parse_half(self, text: &str) -> Option<u8> {
        if text.is_empty()
            || !text.bytes().all(|b| b.is_ascii_digit())
            || (text.len() > 1 && text.starts_with('0'))
            || text.len() > 2
        {
            return None;
        }
        let n: u32 = text.parse().ok()?;
        (0..7u8).find(|&s| self.half_count(s) == n)
    }
}

const fn tile_halves() -> ([u8; 28], [u8; 28]) {
    let mut lo = [0u8; 28];
    let mut hi = [0u8; 28];
    let mut b = 0u8;
    let mut i = 0usize;
    while b < 7 {
        let mut a = 0u8;
        while a <= b {
            lo[i] = a;
            hi[i] = b;
            i += 1;
            a += 1;
        }
        b += 1;
    }
    (lo, hi)
}

const HALVES: ([u8; 28], [u8; 28]) = tile_halves();

/// One of the 28 tiles of a double-six set: an unordered pair `{a, b}` of suits `0..=6`.
///
/// Stored as its index 0–27 (`hi·(hi+1)/2 + lo`), so a [`TileSet`] is a 28-bit set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile(u8);

impl Tile {
    /// The tile `{a, b}` (either order), or `None` if a half is above 6.
    pub const fn new(a: u8, b: u8) -> Option<Tile> {
        if a > 6 || b > 6 {
            return None;
        }
        let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
        Some(Tile(hi * (hi + 1) / 2 + lo))
    }

    /// The tile of index `index` (0–27), or `None`.
    pub const fn from_index(index: u8) -> Option<Tile> {
        if index < 28 { Some(Tile(index)) } else { None }
    }

    /// Index 0–27.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The lower half.
    pub const fn low(self) -> u8 {
        HALVES.0[self.0 as usize]
    }

    /// The higher half.
    pub const fn high(self) -> u8 {
        HALVES.1[self.0 as usize]
    }

    /// Whether both halves are the same suit.
    pub const fn is_double(self) -> bool {
        self.low() == self.high()
    }

    /// Whether either half is `suit`.
    pub const fn has(self, suit: u8) -> bool {
        self.low() == suit || self.high() == suit
    }

    /// The half opposite to `half` (for a double, the same suit). `half` must be one of the
    /// tile's halves; otherwise the higher half is returned.
    pub const fn other(self, half: u8) -> u8 {
        if self.low() == half {
            self.high()
        } else {
            self.low()
        }
    }

    /// Pips `a + b`.
    pub const fn pips(self) -> u32 {
        self.low() as u32 + self.high() as u32
    }

    /// Count under `face`: pips `a + b`, or figures `2^a + 2^b` (`RULES.md` section 1).
    pub const fn count(self, face: Face) -> u32 {
        face.half_count(self.low()) + face.half_count(self.high())
    }

    /// The key of the tile order of `RULES.md` section 1 ("heaviest"): by count, then a double
    /// before a non-double, then the higher larger half. Greater key = heavier tile.
    pub const fn weight_key(self, face: Face) -> (u32, bool, u8) {
        (self.count(face), self.is_double(), self.high())
    }

    /// Every tile, in index order.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..28).map(Tile)
    }

    /// The tile written in `face` notation, lower half first (`"6-4"` → `4-6`; `"4-8"`).
    pub fn notation(self, face: Face) -> String {
        format!(
            "{}-{}",
            face.half_text(self.low()),
            face.half_text(self.high())
        )
    }

    /// Parses `"a-b"` in `face` notation, either order. Returns the tile and the half written
    /// first (which lies on the left when the tile opens the line).
    ///
    /// # Errors
    /// [`ParseTileError`] when the text is not two valid halves joined by `-`.
    pub fn parse(text: &str, face: Face) -> Result<(Tile, u8), ParseTileError> {
        let err = |half: Option<&str>| ParseTileError {
            text: text.to_string(),
            face,
            half: half.map(str::to_string),
        };
        let (a, b) = text.split_once('-').ok_or_else(|| err(None))?;
        let half = |h: &str| face.parse_half(h).ok_or_else(|| err(Some(h)));
        let (a, b) = (half(a)?, half(b)?);
        Ok((Tile::new(a, b).ok_or_else(|| err(None))?, a))
    }
}

/// A tile that could not be read: its text, the notation expected and, for two halves joined
/// by `-`, the first half that is not one of that notation's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseTileError {
    /// The text as given.
    pub text: String,
    /// The notation that was expected.
    pub face: Face,
    /// The half as written that is no half (`"3"` in `"3-8"` for figures), if the text is
    /// two halves joined by `-`.
    pub half: Option<String>,
}

impl ParseTileError {
    /// Why the text is no tile, without the text: the half that is not a figure (or not a
    /// number of pips) and what the halves are, else the form a tile takes.
    pub fn reason(&self) -> String {
        match (&self.half, self.face) {
            (Some(h), Face::Notes) => format!(
                "{} is not a figure (the figures are 1, 2, 4, 8, 16, 32 and 64)",
                crate::out::echo(h)
            ),
            (Some(h), Face::Pips) => format!(
                "{} is not a number of pips (pips are 0 to 6)",
                crate::out::echo(h)
            ),
            (None, Face::Notes) => {
                "expected figures like \"4-8\", each 1, 2, 4, 8, 16, 32 or 64".to_string()
            }
            (None, Face::Pips) => "expected pips like \"6-4\", each 0 to 6".to_string(),
        }
    }
}

impl fmt::Display for ParseTileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.half.is_some() {
            return write!(
                f,
                "unknown tile \"{}\": {}",
                crate::out::echo(&self.text),
                self.reason()
            );
        }
        match self.face {
            Face::Pips => write!(
                f,
                "unknown tile \"{}\" (expected pips like \"6-4\", each 0 to 6)",
                crate::out::echo(&self.text)
            ),
            Face::Notes => write!(
                f,
                "unknown tile \"{}\" (expected figures like \"4-8\", each 1, 2, 4, 8, 16, 32 or 64)",
                crate::out::echo(&self.text)
            ),
        }
    }
}

impl std::error::Error for ParseTileError {}

/// A set of tiles as a 28-bit mask (bit `i` = the tile of index `i`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TileSet(u32);

const fn suit_masks() -> [u32; 7] {
    let mut masks = [0u32; 7];
    let mut i = 0;
    while i < 28 {
        masks[HALVES.0[i] as usize] |= 1 << i;
        masks[HALVES.1[i] as usize] |= 1 << i;
        i += 1;
    }
    masks
}

const SUIT_MASKS: [u32; 7] = suit_masks();
const DOUBLES_MASK: u32 = {
    let mut m = 0u32;
    let mut s = 0u8;
    while s < 7 {
        m |= 1 << (s as u32 * (s as u32 + 1) / 2 + s as u32);
        s += 1;
    }
    m
};

impl TileSet {
    /// The empty set.
    pub const EMPTY: TileSet = TileSet(0);
    /// All 28 tiles.
    pub const FULL: TileSet = TileSet((1 << 28) - 1);
    /// The seven doubles.
    pub const DOUBLES: TileSet = TileSet(DOUBLES_MASK);

    /// The set from its raw 28-bit mask (higher bits are dropped).
    pub const fn from_bits(bits: u32) -> TileSet {
        TileSet(bits & ((1 << 28) - 1))
    }

    /// The raw mask.
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// The seven tiles that carry `suit` (0–6).
    pub const fn of_suit(suit: u8) -> TileSet {
        TileSet(SUIT_MASKS[suit as usize])
    }

    /// Whether `tile` is in the set.
    pub const fn contains(self, tile: Tile) -> bool {
        self.0 & (1 << tile.0) != 0
    }

    /// Adds `tile`; returns whether it was absent.
    pub fn insert(&mut self, tile: Tile) -> bool {
        let absent = !self.contains(tile);
        self.0 |= 1 << tile.0;
        absent
    }

    /// Removes `tile`; returns whether it was present.
    pub fn remove(&mut self, tile: Tile) -> bool {
        let present = self.contains(tile);
        self.0 &= !(1 << tile.0);
        present
    }

    /// Number of tiles.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Tiles in both sets.
    pub const fn and(self, other: TileSet) -> TileSet {
        TileSet(self.0 & other.0)
    }

    /// Tiles in either set.
    pub const fn or(self, other: TileSet) -> TileSet {
        TileSet(self.0 | other.0)
    }

    /// Tiles of `self` not in `other`.
    pub const fn minus(self, other: TileSet) -> TileSet {
        TileSet(self.0 & !other.0)
    }

    /// Sum of the tiles' counts under `face`.
    pub fn count(self, face: Face) -> u32 {
        self.iter().map(|t| t.count(face)).sum()
    }

    /// The heaviest tile by the order of `RULES.md` section 1, or `None` if empty.
    pub fn heaviest(self, face: Face) -> Option<Tile> {
        self.iter().max_by_key(|t| t.weight_key(face))
    }

    /// The tiles in index order.
    pub fn iter(self) -> TileSetIter {
        TileSetIter(self.0)
    }
}

impl FromIterator<Tile> for TileSet {
    fn from_iter<I: IntoIterator<Item = Tile>>(iter: I) -> Self {
        let mut set = TileSet::EMPTY;
        for t in iter {
            set.insert(t);
        }
        set
    }
}

impl IntoIterator for TileSet {
    type Item = Tile;
    type IntoIter = TileSetIter;
    fn into_iter(self) -> TileSetIter {
        self.iter()
    }
}

/// Iterator over a [`TileSet`] in index order.
#[derive(Debug, Clone)]
pub struct TileSetIter(u32);

impl Iterator for TileSetIter {
    type Item = Tile;
    fn next(&mut self) -> Option<Tile> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Tile(i as u8))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for TileSetIter {}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(a: u8, b: u8) -> Tile {
        Tile::new(a, b).unwrap()
    }

    #[test]
    fn the_set_has_28_distinct_tiles_and_7_doubles() {
        let all: TileSet = Tile::all().collect();
        assert_eq!(all, TileSet::FULL);
        assert_eq!(all.len(), 28);
        assert_eq!(TileSet::DOUBLES.len(), 7);
        assert!(TileSet::DOUBLES.iter().all(Tile::is_double));
        for s in 0..7 {
            assert_eq!(TileSet::of_suit(s).len(), 7);
        }
        assert_eq!(t(6, 4), t(4, 6));
        assert_eq!(t(4, 6).low(), 4);
        assert_eq!(t(4, 6).high(), 6);
        assert_eq!(Tile::new(7, 1), None);
    }

    #[test]
    fn counts_are_pips_or_figures() {
        assert_eq!(t(6, 4).count(Face::Pips), 10);
        // Double semidemisemiquaver counts 128.
        assert_eq!(t(6, 6).count(Face::Notes), 128);
        // Crotchet-quaver counts 4 + 8.
        assert_eq!(t(2, 3).count(Face::Notes), 12);
        assert_eq!(t(0, 0).count(Face::Notes), 2);
    }

    #[test]
    fn tile_order_matches_the_rules_example() {
        // 6-6 > 6-5 > 5-5 > 6-4 > 6-3 > 5-4
        let order = [t(6, 6), t(6, 5), t(5, 5), t(6, 4), t(6, 3), t(5, 4)];
        for w in order.windows(2) {
            assert!(w[0].weight_key(Face::Pips) > w[1].weight_key(Face::Pips));
        }
        let set: TileSet = [t(5, 4), t(6, 3), t(5, 5), t(6, 4)].into_iter().collect();
        assert_eq!(set.heaviest(Face::Pips), Some(t(5, 5)));
    }

    #[test]
    fn notation_round_trips_in_both_faces() {
        assert_eq!(t(6, 4).notation(Face::Pips), "4-6");
        assert_eq!(t(2, 3).notation(Face::Notes), "4-8");
        assert_eq!(t(6, 6).notation(Face::Notes), "64-64");
        assert_eq!(Tile::parse("6-4", Face::Pips).unwrap(), (t(4, 6), 6));
        assert_eq!(Tile::parse("8-4", Face::Notes).unwrap(), (t(2, 3), 3));
        assert!(Tile::parse("3-5", Face::Notes).is_err());
        assert!(Tile::parse("7-1", Face::Pips).is_err());
        assert!(Tile::parse("04-1", Face::Pips).is_err());
        assert!(Tile::parse("4", Face::Pips).is_err());
        assert!(Tile::parse("-", Face::Pips).is_err());
        assert!(Tile::parse("064-1", Face::Notes).is_err());
        // A half that is not a figure is named, with the figures.
        let e = Tile::parse("3-8", Face::Notes).unwrap_err();
        assert_eq!(e.half.as_deref(), Some("3"));
        assert_eq!(
            e.to_string(),
            "unknown tile \"3-8\": 3 is not a figure (the figures are 1, 2, 4, 8, 16, 32 and 64)"
        );
        assert_eq!(
            Tile::parse("5-7", Face::Pips).unwrap_err().to_string(),
            "unknown tile \"5-7\": 7 is not a number of pips (pips are 0 to 6)"
        );
    }
}
