//! Think time of the computer players (`cargo bench --bench ai`).
//!
//! Target (issue 7): the Expert thinks at most 150 ms per move (median) and 500 ms (max) on
//! the 2-core build machine, release. Positions: the first decision with a choice in a random
//! two-player round of each variant the targets name.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use musical_dominoes::ai::{self, Level};
use musical_dominoes::engine::{Deal, Round, Rules, Variant};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// A round of `variant` at its first decision with more than one legal move.
fn position(variant: Variant, seed: u64) -> Round {
    let rules = Rules::standard(variant, 2).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let deal = Deal::random(&rules, &mut rng);
    let first = (variant == Variant::Musical).then_some(0);
    let mut round = Round::new(rules, &deal, first, [0; 4]).unwrap();
    while round.to_move().is_some() && round.legal_moves().len() < 2 {
        let legal = round.legal_moves();
        let mv = legal[rng.random_range(0..legal.len())];
        round.play(mv).unwrap();
    }
    round
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("expert_move");
    group.sample_size(20);
    for v in [
        Variant::Musical,
        Variant::Block,
        Variant::AllFives,
        Variant::Shark,
    ] {
        let round = position(v, 11);
        let seat = round.to_move().unwrap();
        group.bench_function(v.name(), |b| {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
            b.iter(|| {
                let view = round.view(seat);
                black_box(ai::choose(&view, Level::Expert, &mut rng))
            })
        });
    }
    group.finish();
    let mut group = c.benchmark_group("club_move");
    for v in [
        Variant::Musical,
        Variant::Block,
        Variant::AllFives,
        Variant::Shark,
    ] {
        let round = position(v, 11);
        let seat = round.to_move().unwrap();
        group.bench_function(v.name(), |b| {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
            b.iter(|| {
                let view = round.view(seat);
                black_box(ai::choose(&view, Level::Club, &mut rng))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
