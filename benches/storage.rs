//! Speed of reading a damaged settings or progress file at start: salvaging the good values of
//! a large file with one bad value must take a moment, not the half minute (settings, 20,000
//! keys) or the hours (progress near the 10 MB cap) that trying each value beside everything
//! kept before it took. Run with `cargo bench --bench storage`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use musical_dominoes::music::NoteValue;
use musical_dominoes::quiz::{Item, Kind};
use musical_dominoes::storage::progress::ProgressFile;
use musical_dominoes::storage::salvage;
use musical_dominoes::ui::persist::SettingsFile;

fn storage(c: &mut Criterion) {
    let mut group = c.benchmark_group("salvage");
    group.sample_size(10);
    // Settings with 20,000 keys the app does not know and one bad value.
    let mut settings =
        serde_json::json!({"version": 1, "ui": {"look": "dark", "size_percent": "big"}});
    for i in 0..20_000 {
        settings[format!("k{i}")] = serde_json::json!(i);
    }
    group.bench_function("settings, 20,000 keys, one bad", |b| {
        b.iter(|| black_box(salvage::<SettingsFile>(&settings)))
    });
    // Progress of 10,000 pupils (1.3 MB) and one pupil that is not progress at all.
    let mut progress = ProgressFile::default();
    let item = Item {
        kind: Kind::Figure,
        note: NoteValue::Quaver,
    };
    for i in 0..10_000 {
        if let Some(p) = progress.pupil_mut(&format!("Pupil {i}")) {
            p.review(&[(item, true)]);
        }
    }
    let mut progress = serde_json::to_value(&progress).expect("serialises");
    progress["pupils"]["Bad"] = serde_json::json!("bad");
    group.bench_function("progress, 10,000 pupils, one bad", |b| {
        b.iter(|| black_box(salvage::<ProgressFile>(&progress)))
    });
    group.finish();
}

criterion_group!(benches, storage);
criterion_main!(benches);
