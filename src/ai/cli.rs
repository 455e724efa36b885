//! The `simulate` and `suggest` sub-commands (issue 7).
//!
//! `musical-dominoes simulate --variant V --players N --seats expert,club[,…] --games G
//! --seed S [--options JSON] [--json]` plays G games between computer players and prints,
//! per level, wins, the win rate of decided games with a 95% (Wilson) interval, mean points
//! and think time per move. `musical-dominoes suggest --level L [--seed S] RECORD|-` prints
//! the move and reason for the seat to move in a record's unfinished last round.
//!
//! Exit codes: 0 success, 2 bad input (one line on standard error), 1 other failure.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use serde::Serialize;

use crate::engine::{Deal, Match, Options, Outcome, Record, Round, Rules, Seats, Variant};
use crate::i18n::Localizer;

use super::{Level, Reason, choose, hint, only_choice, reason_for};

const EXIT_BAD_INPUT: u8 = 2;
/// Most games one `simulate` run may play.
pub const MAX_GAMES: u64 = 100_000_000;

/// Arguments of `simulate`. Values are read as text and checked here, so that a bad one
/// gives one clear line.
#[derive(Debug, Clone, clap::Args)]
pub struct SimulateArgs {
    /// The variant: musical, block, draw, all-fives, all-fives-draw, shark, matador.
    #[arg(long)]
    pub variant: String,
    /// Number of seats (2–4, as the variant allows).
    #[arg(long, allow_hyphen_values = true)]
    pub players: String,
    /// The level of each seat, comma-separated (beginner, club, expert), one per player.
    #[arg(long)]
    pub seats: String,
    /// Number of games (one round each for musical, block and draw; whole matches else).
    #[arg(long, allow_hyphen_values = true)]
    pub games: String,
    /// The seed every deal and decision is drawn from.
    #[arg(long, allow_hyphen_values = true)]
    pub seed: String,
    /// Rule options as in a game record, e.g. '{"partnerships": true, "hand_size": 7}'.
    #[arg(long)]
    pub options: Option<String>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `suggest`.
#[derive(Debug, Clone, clap::Args)]
pub struct SuggestArgs {
    /// The level whose move to print: beginner, club or expert.
    #[arg(long)]
    pub level: String,
    /// The seed of the computer player's random choices (default 0).
    #[arg(long, allow_hyphen_values = true)]
    pub seed: Option<String>,
    /// The game record file, or `-` for standard input.
    pub record: PathBuf,
}

/// A simulation's settings, checked.
#[derive(Debug, Clone)]
pub struct Simulation {
    /// The rules of every game.
    pub rules: Rules,
    /// The level of each seat before rotation (game `g` gives seat `s` the level of
    /// `seats[(s + g) % players]`).
    pub seats: Vec<Level>,
    /// Number of games.
    pub games: u64,
    /// The seed.
    pub seed: u64,
}

fn bad(msg: impl std::fmt::Display) -> String {
    msg.to_string()
}

impl Simulation {
    /// Checks the arguments.
    ///
    /// # Errors
    /// One sentence naming the bad argument.
    pub fn from_args(args: &SimulateArgs) -> Result<Simulation, String> {
        let variant = Variant::from_name(args.variant.trim()).ok_or_else(|| {
            bad(format!(
                "unknown variant \"{}\" (expected musical, block, draw, all-fives, all-fives-draw, shark or matador)",
                args.variant
            ))
        })?;
        // A count too large for a number is too many players: the rules say how many.
        let players: usize = match args.players.trim().parse::<usize>() {
            Ok(n) => n,
            Err(e) if *e.kind() == std::num::IntErrorKind::PosOverflow => usize::MAX,
            Err(_) => {
                return Err(bad(format!(
                    "--players \"{}\" is not a whole number",
                    crate::out::echo(args.players.trim())
                )));
            }
        };
        let options: Options = match &args.options {
            None => Options::default(),
            Some(text) => Options::from_json(text).map_err(|e| {
                bad(format!(
                    "--options is not valid rule options: {}",
                    crate::engine::plain_serde_message(&e.to_string())
                ))
            })?,
        };
        let rules = Rules::new(variant, players, &options).map_err(|e| bad(e.to_string()))?;
        let seats = args
            .seats
            .split(',')
            .map(|s| {
                Level::from_name(s.trim()).ok_or_else(|| {
                    bad(format!(
                        "unknown level \"{}\" in --seats (expected beginner, club or expert)",
                        s.trim()
                    ))
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        if seats.len() != players {
            return Err(bad(format!(
                "--seats gives {} for {players} players (one level per seat)",
                count(seats.len(), "level", "levels")
            )));
        }
        if rules.partnerships && (seats[0] != seats[2] || seats[1] != seats[3]) {
            return Err(bad(
                "with partnerships, partners must play at the same level: in --seats the 1st and 3rd levels, and the 2nd and 4th, must match",
            ));
        }
        let games: u64 = args
            .games
            .trim()
            .parse()
            .map_err(|e: std::num::ParseIntError| {
                if *e.kind() == std::num::IntErrorKind::PosOverflow {
                    bad(format!("--games must be between 1 and {MAX_GAMES}"))
                } else {
                    bad(format!("--games \"{}\" is not a whole number", args.games))
                }
            })?;
        if games == 0 || games > MAX_GAMES {
            return Err(bad(format!("--games must be between 1 and {MAX_GAMES}")));
        }
        let seed = crate::quiz::cli::parse_seed(&args.seed).map_err(|e| bad(format!("--{e}")))?;
        Ok(Simulation {
            rules,
            seats,
            games,
            seed,
        })
    }

    /// Whether a game is one round (`musical`, `block`, `draw`) rather than a match.
    pub fn one_round(&self) -> bool {
        matches!(
            self.rules.variant,
            Variant::Musical | Variant::Block | Variant::Draw
        )
    }

    /// The level playing `seat` in game `game`.
    pub fn level(&self, game: u64, seat: usize) -> Level {
        let n = self.rules.players;
        self.seats[(seat + (game % n as u64) as usize) % n]
    }

    /// The distinct levels, weakest first.
    pub fn levels(&self) -> Vec<Level> {
        let mut l = self.seats.clone();
        l.sort();
        l.dedup();
        l
    }
}

/// Mixes the seed and a game number into one seed (SplitMix64's finaliser): `stream` 1 deals
/// game `game` of `simulate --seed seed`, stream 2 seeds its players' choices.
pub fn mix(seed: u64, game: u64, stream: u64) -> u64 {
    let mut z = seed
        .wrapping_add(game.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(stream.wrapping_mul(0xD1B5_4A32_D192_ED69));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Counts of one slice of games; merged by adding.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    /// Games played.
    pub games: u64,
    /// Games with no winner.
    pub ties: u64,
    /// Per level (index of [`Level::ALL`]): games won by a seat of that level.
    pub wins: [u64; 3],
    /// Per level: points summed over the seats of that level and games.
    pub points: [i64; 3],
    /// Per level: seat-games counted in `points`.
    pub seat_games: [u64; 3],
    /// Per level: think times of the decisions with a choice.
    pub think: [ThinkTimes; 3],
    /// Moves played in all.
    pub moves: u64,
}

impl Tally {
    fn merge(&mut self, other: Tally) {
        self.games += other.games;
        self.ties += other.ties;
        self.moves += other.moves;
        for i in 0..3 {
            self.wins[i] += other.wins[i];
            self.points[i] += other.points[i];
            self.seat_games[i] += other.seat_games[i];
        }
        for (a, b) in self.think.iter_mut().zip(other.think.iter()) {
            a.merge(b);
        }
    }
}

fn level_index(level: Level) -> usize {
    level as usize
}

/// Plays one round to its end with each seat's level; returns the finished round.
fn play_round(
    sim: &Simulation,
    game: u64,
    round: &mut Round,
    rng: &mut Xoshiro256PlusPlus,
    tally: &mut Tally,
) {
    while let Some(seat) = round.to_move() {
        let level = sim.level(game, seat);
        let view = round.view(seat);
        let mv = if level == Level::Beginner || view.legal_moves().len() <= 1 {
            choose(&view, level, rng)
        } else {
            let start = Instant::now();
            let mv = choose(&view, level, rng);
            let ns = u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX);
            tally.think[level_index(level)].add(ns);
            mv
        };
        tally.moves += 1;
        if round.play(mv).is_err() {
            break;
        }
    }
}

fn record_result(sim: &Simulation, game: u64, winners: Seats, points: [i64; 4], tally: &mut Tally) {
    tally.games += 1;
    if winners.is_empty() {
        tally.ties += 1;
    }
    let mut won = [false; 3];
    for (seat, &p) in points.iter().enumerate().take(sim.rules.players) {
        let li = level_index(sim.level(game, seat));
        tally.points[li] += p;
        tally.seat_games[li] += 1;
        if winners.contains(seat) {
            won[li] = true;
        }
    }
    for (w, &x) in tally.wins.iter_mut().zip(won.iter()) {
        *w += u64::from(x);
    }
}

/// Plays game `game` of `sim` and adds it to `tally`; a whole match is left unplayed, and not
/// added, once a stop is asked for ([`crate::platform::signals::asked`]) between two of its rounds.
pub fn play_game(sim: &Simulation, game: u64, tally: &mut Tally) {
    let mut deal_rng = Xoshiro256PlusPlus::seed_from_u64(mix(sim.seed, game, 1));
    let mut ai_rng = Xoshiro256PlusPlus::seed_from_u64(mix(sim.seed, game, 2));
    let rules = sim.rules;
    if sim.one_round() {
        let deal = Deal::random(&rules, &mut deal_rng);
        let first =
            (rules.variant == Variant::Musical).then(|| deal_rng.random_range(0..rules.players));
        let Ok(mut round) = Round::new(rules, &deal, first, [0; 4]) else {
            return;
        };
        play_round(sim, game, &mut round, &mut ai_rng, tally);
        let winners = round.outcome().map_or(Seats::NONE, |o: &Outcome| o.winners);
        record_result(sim, game, winners, round.points(), tally);
    } else {
        let mut m = Match::new(rules, mix(sim.seed, game, 1), None);
        // A match always ends: every round scores or moves the lead; a guard keeps it finite.
        for _ in 0..10_000 {
            // Ctrl-C: a match under way is left unplayed, so that a long match (a target of
            // a million points) does not keep the report waiting.
            if crate::platform::signals::asked() {
                return;
            }
            let mut round = m.round().clone();
            let before = round.history().len();
            play_round(sim, game, &mut round, &mut ai_rng, tally);
            for a in &round.history()[before..] {
                if m.play(a.mv).is_err() {
                    break;
                }
            }
            if m.is_over() || m.next_round().is_err() {
                break;
            }
        }
        let winners = m.winners().unwrap_or(Seats::NONE);
        record_result(sim, game, winners, m.scores(), tally);
    }
}

/// Plays every game of `sim`, on up to `threads` threads (each its own slice of games, each
/// game its own seeded RNGs, so the results do not depend on the number of threads).
pub fn run_simulation(sim: &Simulation, threads: usize) -> Tally {
    run_simulation_reporting(sim, threads, |_| {})
}

/// How many games a worker plays between two updates of the shared count of games played.
const PROGRESS_BATCH: u64 = 16;
/// How often [`run_simulation_reporting`] reports the games played.
const PROGRESS_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

/// [`run_simulation`], calling `progress` with the number of games played so far about once a
/// second while the games run (counted in batches of 16 games per thread). The result is the
/// same as [`run_simulation`]'s.
pub fn run_simulation_reporting(
    sim: &Simulation,
    threads: usize,
    mut progress: impl FnMut(u64),
) -> Tally {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::mpsc::{RecvTimeoutError, channel};
    let threads = threads.clamp(1, 64) as u64;
    let per = sim.games.div_ceil(threads);
    let played = AtomicU64::new(0);
    let mut total = Tally::default();
    std::thread::scope(|scope| {
        let (done, tallies) = channel();
        for t in 0..threads {
            let start = (t * per).min(sim.games);
            let end = ((t + 1) * per).min(sim.games);
            let played = &played;
            let done = done.clone();
            scope.spawn(move || {
                let mut tally = Tally::default();
                for g in start..end {
                    // Ctrl-C: the games played so far are reported.
                    if crate::platform::signals::asked() {
                        break;
                    }
                    play_game(sim, g, &mut tally);
                    if (g - start + 1).is_multiple_of(PROGRESS_BATCH) {
                        played.fetch_add(PROGRESS_BATCH, Ordering::Relaxed);
                    }
                }
                // The receiver outlives the workers.
                let _ = done.send(tally);
            });
        }
        drop(done);
        // Each worker's tally as it finishes; between them, the progress once a second.
        let mut next = Instant::now() + PROGRESS_EVERY;
        loop {
            match tallies.recv_timeout(next.saturating_duration_since(Instant::now())) {
                Ok(t) => total.merge(t),
                Err(RecvTimeoutError::Timeout) => {
                    progress(played.load(Ordering::Relaxed));
                    next = Instant::now() + PROGRESS_EVERY;
                }
                // Every worker has finished (or, impossibly, failed).
                Err(RecvTimeoutError::Disconnected) => break,
            }
        }
    });
    total
}

/// Think time of one level, in milliseconds.
#[derive(Debug, Clone, Copy, Serialize, PartialEq)]
pub struct ThinkMs {
    /// Mean.
    pub mean: f64,
    /// Median (to within 1%).
    pub p50: f64,
    /// Maximum.
    pub max: f64,
}

/// The report of `simulate --json`.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// Games played.
    pub games: u64,
    /// The levels taking part, weakest first.
    pub levels: Vec<Level>,
    /// Per level: games won by a seat (or partnership) of that level.
    pub wins: BTreeMap<Level, u64>,
    /// Games with no winner.
    pub ties: u64,
    /// Per level: wins over decided games (games − ties).
    pub win_rate: BTreeMap<Level, f64>,
    /// Per level: the 95% Wilson score interval of the win rate, `[low, high]`.
    pub ci95: BTreeMap<Level, [f64; 2]>,
    /// Per level: mean points per seat and game (round points, or match scores).
    pub mean_points: BTreeMap<Level, f64>,
    /// Per level: think time per decision with a choice (mean, median, max), in ms; zeros
    /// for Beginner, which is not timed.
    pub think_ms: BTreeMap<Level, ThinkMs>,
    /// Moves played.
    pub moves: u64,
    /// Wall-clock time of the whole run, in seconds.
    pub seconds: f64,
    /// Per level: how many seats play at it. Where a level has more than one seat, its wins
    /// are those of any of its seats, so its fair share of decided games is its seats over
    /// all seats (partners counting as one side), not one half; with one level only, every
    /// decided game is its win and the run measures speed, not strength.
    pub seats: BTreeMap<Level, usize>,
}

/// The 95% Wilson score interval of `k` successes in `n` trials.
pub fn wilson95(k: u64, n: u64) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let z = 1.959_963_984_540_054_f64;
    let n = n as f64;
    let p = k as f64 / n;
    let centre = p + z * z / (2.0 * n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let d = 1.0 + z * z / n;
    // All or none won: the bound on that side is exactly 1 or 0 (not 0.9999999999999999).
    let lo = if k == 0 { 0.0 } else { (centre - half) / d };
    let hi = if k as f64 == n {
        1.0
    } else {
        (centre + half) / d
    };
    [lo, hi]
}

/// Think times of one level in constant memory: their number, sum and maximum exactly, and
/// the median to within 1% (times under 100 ns exactly; above, buckets 1% wide).
#[derive(Debug, Clone, Default)]
pub struct ThinkTimes {
    count: u64,
    sum_ns: f64,
    max_ns: u64,
    buckets: Vec<u64>,
}

impl ThinkTimes {
    /// Times below this many nanoseconds have a bucket each.
    const EXACT_NS: u64 = 100;

    fn bucket(ns: u64) -> usize {
        if ns < Self::EXACT_NS {
            ns as usize
        } else {
            let steps = ((ns as f64) / Self::EXACT_NS as f64).ln() / 1.01f64.ln();
            Self::EXACT_NS as usize + steps as usize
        }
    }

    /// The middle of bucket `i`, in nanoseconds.
    fn middle(i: usize) -> f64 {
        if i < Self::EXACT_NS as usize {
            i as f64
        } else {
            let steps = (i - Self::EXACT_NS as usize) as f64 + 0.5;
            Self::EXACT_NS as f64 * 1.01f64.powf(steps)
        }
    }

    /// Adds one think time of `ns` nanoseconds.
    pub fn add(&mut self, ns: u64) {
        let b = Self::bucket(ns);
        if self.buckets.len() <= b {
            self.buckets.resize(b + 1, 0);
        }
        self.buckets[b] += 1;
        self.count += 1;
        self.sum_ns += ns as f64;
        self.max_ns = self.max_ns.max(ns);
    }

    fn merge(&mut self, other: &ThinkTimes) {
        if self.buckets.len() < other.buckets.len() {
            self.buckets.resize(other.buckets.len(), 0);
        }
        for (a, b) in self.buckets.iter_mut().zip(&other.buckets) {
            *a += b;
        }
        self.count += other.count;
        self.sum_ns += other.sum_ns;
        self.max_ns = self.max_ns.max(other.max_ns);
    }

    /// Mean, median and maximum in milliseconds (all 0 with no times).
    pub fn summary(&self) -> ThinkMs {
        if self.count == 0 {
            return ThinkMs {
                mean: 0.0,
                p50: 0.0,
                max: 0.0,
            };
        }
        let ms = |x: f64| x / 1e6;
        let half = self.count.div_ceil(2);
        let mut seen = 0;
        let mut p50 = 0.0;
        for (i, &n) in self.buckets.iter().enumerate() {
            seen += n;
            if seen >= half {
                p50 = Self::middle(i).min(self.max_ns as f64);
                break;
            }
        }
        ThinkMs {
            mean: ms(self.sum_ns / self.count as f64),
            p50: ms(p50),
            max: ms(self.max_ns as f64),
        }
    }
}

/// The report of a finished simulation.
pub fn report(sim: &Simulation, tally: Tally, seconds: f64) -> Report {
    let levels = sim.levels();
    let decided = tally.games - tally.ties;
    let mut r = Report {
        games: tally.games,
        levels: levels.clone(),
        wins: BTreeMap::new(),
        ties: tally.ties,
        win_rate: BTreeMap::new(),
        ci95: BTreeMap::new(),
        mean_points: BTreeMap::new(),
        think_ms: BTreeMap::new(),
        moves: tally.moves,
        seconds,
        seats: BTreeMap::new(),
    };
    for &l in &sim.seats {
        *r.seats.entry(l).or_insert(0) += 1;
    }
    for &l in &levels {
        let i = level_index(l);
        let w = tally.wins[i];
        r.wins.insert(l, w);
        r.win_rate.insert(
            l,
            if decided > 0 {
                w as f64 / decided as f64
            } else {
                0.0
            },
        );
        r.ci95.insert(l, wilson95(w, decided));
        let sg = tally.seat_games[i].max(1);
        r.mean_points.insert(l, tally.points[i] as f64 / sg as f64);
        r.think_ms.insert(l, tally.think[i].summary());
    }
    r
}

/// Runs `simulate`.
pub fn run_simulate(args: &SimulateArgs) -> ExitCode {
    let sim = match Simulation::from_args(args) {
        Ok(s) => s,
        Err(e) => {
            crate::errln!(
                "musical-dominoes simulate: {}",
                crate::out::visible(&e.to_string())
            );
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    // A target set in --options (other than the variant's own) has nothing to end when each
    // game is one round.
    let target = sim.rules.target;
    if sim.one_round() && target != sim.rules.variant.default_target() {
        crate::errln!(
            "musical-dominoes simulate: note: target {target} is not used: each game of {} is one round",
            sim.rules.variant
        );
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let start = Instant::now();
    // On a terminal, a long run says how far it has got (one line, rewritten in place).
    let on_terminal = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let mut shown = false;
    // The first Ctrl-C ends the run early with a report of the games played so far.
    crate::platform::signals::gracefully(true);
    let tally = run_simulation_reporting(&sim, threads, |played| {
        if on_terminal {
            let _ = std::io::Write::write_fmt(
                &mut std::io::stderr(),
                format_args!("\rsimulate: {played} of {} games played…", sim.games),
            );
            shown = true;
        }
    });
    crate::platform::signals::gracefully(false);
    if shown {
        let _ = std::io::Write::write_all(&mut std::io::stderr(), b"\r\x1b[2K");
    }
    let stopped = crate::platform::signals::asked();
    if stopped {
        crate::errln!(
            "musical-dominoes simulate: stopped after {} of {} games; the report is of those",
            tally.games,
            sim.games
        );
    }
    let seconds = start.elapsed().as_secs_f64();
    let rep = report(&sim, tally, seconds);
    if args.json {
        match serde_json::to_string(&rep) {
            Ok(s) => crate::outln!("{s}"),
            Err(e) => {
                crate::errln!("musical-dominoes simulate: cannot write the report: {e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        crate::outln!(
            "{} of {} ({} players), {}, {}, {:.3} s; win rates are of the {}",
            count(rep.games as usize, "game", "games"),
            sim.rules.variant,
            sim.rules.players,
            count(rep.ties as usize, "tie", "ties"),
            count(rep.moves as usize, "move", "moves"),
            rep.seconds,
            count(
                (rep.games - rep.ties) as usize,
                "decided game",
                "decided games"
            )
        );
        crate::outln!(
            "{:<9} {:>8} {:>8} {:>17} {:>12} {:>10} {:>10} {:>10}",
            "level",
            "wins",
            "win rate",
            "95% interval",
            "mean points",
            "think mean",
            "p50 ms",
            "max ms"
        );
        for l in &rep.levels {
            let ci = rep.ci95[l];
            let t = rep.think_ms[l];
            crate::outln!(
                "{:<9} {:>8} {:>7.1}% {:>7.1}%–{:>6.1}% {:>12.2} {:>10.3} {:>10.3} {:>10.3}",
                l.name(),
                rep.wins[l],
                100.0 * rep.win_rate[l],
                100.0 * ci[0],
                100.0 * ci[1],
                rep.mean_points[l],
                t.mean,
                t.p50,
                t.max
            );
        }
        if rep.levels.len() == 1 {
            crate::outln!(
                "Every seat plays at one level, so every winner is of that level: this run measures speed, not strength."
            );
        }
    }
    if stopped {
        // Stopped by Ctrl-C, as a shell reports it, though the report was written.
        ExitCode::from(130)
    } else {
        ExitCode::SUCCESS
    }
}

/// The answer of `suggest`: the move in record notation and the reason in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Suggestion {
    /// The move, as a record writes it (`"6-4 R"`).
    #[serde(rename = "move")]
    pub mv: String,
    /// One sentence from the seed's advice.
    pub reason: String,
}

/// The suggestion of `level` for the seat to move in `record_text`'s last round, seeing only
/// that seat's view, with the reason in `loc`'s language.
///
/// # Errors
/// One sentence: an invalid record (as `replay` words it) or a finished last round.
pub fn suggest(
    record_text: &str,
    level: Level,
    seed: u64,
    loc: &Localizer,
) -> Result<Suggestion, String> {
    let record = Record::from_json(record_text).map_err(|e| e.to_string())?;
    let game = record.replay().map_err(|e| e.to_string())?;
    let round = game.round();
    let Some(seat) = round.to_move() else {
        return Err(if game.is_over() {
            "the match is over: there is no move to suggest".to_string()
        } else {
            "the last round is finished and the match goes on: add the next round's deal to \
             ask for its first move"
                .to_string()
        });
    };
    let view = round.view(seat);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let (mv, reason) = if level == Level::Expert {
        let h = hint(&view, &mut rng);
        (h.mv, h.reason)
    } else {
        let mv = choose(&view, level, &mut rng);
        let reason = if only_choice(&view).is_some() {
            hint(&view, &mut rng).reason
        } else {
            // The Beginner follows no advice; the Club's moves are the advice weighed
            // together, so its fallback is that, not the Expert's trials.
            match (level, reason_for(&view, mv), mv.tile()) {
                (Level::Beginner, _, Some(tile)) => Reason::Chance { tile },
                (Level::Club, Reason::Search { tile }, _) => Reason::Advice { tile },
                (_, r, _) => r,
            }
        };
        (mv, reason)
    };
    Ok(Suggestion {
        mv: round.notation(mv),
        reason: reason.text(round.rules().face(), loc),
    })
}

/// Runs `suggest`.
pub fn run_suggest(args: &SuggestArgs) -> ExitCode {
    let Some(level) = Level::from_name(args.level.trim()) else {
        crate::errln!(
            "musical-dominoes suggest: unknown level \"{}\" (expected beginner, club or expert)",
            crate::out::echo(&args.level)
        );
        return ExitCode::from(EXIT_BAD_INPUT);
    };
    let seed = match args.seed.as_deref().map(crate::quiz::cli::parse_seed) {
        None => 0,
        Some(Ok(s)) => s,
        Some(Err(e)) => {
            crate::errln!("musical-dominoes suggest: {e}");
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    let text = match crate::storage::read_record_input(&args.record) {
        Ok(t) => t,
        Err(e) => {
            crate::errln!(
                "musical-dominoes suggest: {}",
                crate::out::visible(&e.to_string())
            );
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    match suggest(&text, level, seed, &Localizer::system()) {
        Ok(s) => match serde_json::to_string(&s) {
            Ok(json) => {
                crate::outln!("{json}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                crate::errln!("musical-dominoes suggest: cannot write the answer: {e}");
                ExitCode::FAILURE
            }
        },
        Err(e) => {
            crate::errln!(
                "musical-dominoes suggest: {}",
                crate::out::visible(&e.to_string())
            );
            ExitCode::from(EXIT_BAD_INPUT)
        }
    }
}

/// `n` with the singular or plural word: "1 level", "3 levels".
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_of_half_of_a_hundred() {
        // p = 0.5, n = 100, z = 1.96: centre (0.5 + 1.96²/200) / (1 + 1.96²/100) = 0.5;
        // half-width 1.96·√(0.0025 + 1.96²/40000) / 1.0384 = 1.96·0.05096/1.0384 ≈ 0.0962.
        let [lo, hi] = wilson95(50, 100);
        assert!((lo - 0.4038).abs() < 1e-3, "{lo}");
        assert!((hi - 0.5962).abs() < 1e-3, "{hi}");
        assert_eq!(wilson95(0, 0), [0.0, 1.0]);
    }

    #[test]
    fn think_times_give_the_exact_mean_and_max_and_the_median_within_one_percent() {
        let mut t = ThinkTimes::default();
        // 1, 2 and 3 ms and one of 50 µs: mean (1 + 2 + 3 + 0.05) / 4 = 1.5125 ms; the
        // median is the 2nd of 4 (the lower middle), 1 ms; the maximum 3 ms.
        for ns in [2_000_000, 50_000, 3_000_000, 1_000_000] {
            t.add(ns);
        }
        let mut other = ThinkTimes::default();
        other.add(40);
        let mut merged = ThinkTimes::default();
        merged.merge(&t);
        let s = merged.summary();
        assert!((s.mean - 1.5125).abs() < 1e-9, "{}", s.mean);
        assert!((s.p50 - 1.0).abs() <= 0.01, "{}", s.p50);
        assert_eq!(s.max, 3.0);
        // Times under 100 ns are kept exactly: 40 ns is 0.00004 ms.
        assert_eq!(other.summary().p50, 0.00004);
        assert_eq!(ThinkTimes::default().summary().max, 0.0);
    }

    #[test]
    fn seats_rotate_so_that_each_level_leads_in_turn() {
        let args = SimulateArgs {
            variant: "block".into(),
            players: "2".into(),
            seats: "expert,club".into(),
            games: "4".into(),
            seed: "1".into(),
            options: None,
            json: false,
        };
        let sim = Simulation::from_args(&args).unwrap();
        // Game 0: seat 0 expert, seat 1 club; game 1: swapped.
        assert_eq!(sim.level(0, 0), Level::Expert);
        assert_eq!(sim.level(0, 1), Level::Club);
        assert_eq!(sim.level(1, 0), Level::Club);
        assert_eq!(sim.level(1, 1), Level::Expert);
        assert_eq!(sim.levels(), vec![Level::Club, Level::Expert]);
    }
}
