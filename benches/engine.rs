//! Engine throughput: random legal rounds of each variant (`cargo bench --bench engine`).
//!
//! Target (issue: rules engine): at least 1,000,000 random two-player Musical Dominoes rounds
//! per second on one core, release.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use musical_dominoes::engine::{Deal, Move, Round, Rules, Variant};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

/// Plays one random round to its end and returns the number of moves.
fn random_round(rules: &Rules, rng: &mut Xoshiro256PlusPlus) -> usize {
    let deal = Deal::random(rules, rng);
    let first =
        (rules.variant == Variant::Musical).then(|| (rng.next_u32() as usize) % rules.players);
    let Ok(mut round) = Round::new(*rules, &deal, first, [0; 4]) else {
        return 0;
    };
    let mut n = 0;
    while round.to_move().is_some() {
        let legal = round.legal_moves();
        let mv: Move = legal[(rng.next_u32() as usize) % legal.len()];
        if round.play(mv).is_err() {
            break;
        }
        n += 1;
    }
    n
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_round");
    group.throughput(Throughput::Elements(1));
    let mut cases: Vec<(String, Rules)> = Variant::ALL
        .iter()
        .map(|&v| (format!("{v}-2p"), Rules::standard(v, 2).unwrap()))
        .collect();
    cases.push((
        "block-4p-partnership".into(),
        Rules::new(
            Variant::Block,
            4,
            &musical_dominoes::engine::Options {
                partnerships: Some(true),
                hand_size: Some(7),
                ..Default::default()
            },
        )
        .unwrap(),
    ));
    cases.push((
        "musical-4p".into(),
        Rules::standard(Variant::Musical, 4).unwrap(),
    ));
    for (name, rules) in cases {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
        group.bench_function(name, |b| {
            b.iter(|| black_box(random_round(&rules, &mut rng)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
