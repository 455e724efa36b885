//! Speed of the printed chart (issue 6): the A4 PDF under 300 ms and the 300-dpi A4 PNG under
//! 2 s, release build. Run with `cargo bench --bench chart`.

use criterion::{Criterion, criterion_group, criterion_main};
use musical_dominoes::chart::{ChartOptions, Format, render};

fn chart(c: &mut Criterion) {
    let opts = ChartOptions::default();
    let mut group = c.benchmark_group("chart");
    group.sample_size(10);
    group.bench_function("svg_a4", |b| b.iter(|| render(&opts, Format::Svg).unwrap()));
    group.bench_function("pdf_a4", |b| b.iter(|| render(&opts, Format::Pdf).unwrap()));
    group.bench_function("png_a4_300dpi", |b| {
        b.iter(|| render(&opts, Format::Png { dpi: 300 }).unwrap())
    });
    group.bench_function("png_a4_preview_72dpi", |b| {
        b.iter(|| render(&opts, Format::Png { dpi: 72 }).unwrap())
    });
    group.finish();
}

criterion_group!(benches, chart);
criterion_main!(benches);
