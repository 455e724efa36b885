// The web edition's figures for docs/benchmarks.md (issue 30), run by `web/test/run --bench`
// after the eight checks: the download, the load to the first drawn frame, the frame after a
// move at 1280 x 800, the Expert's move and the longest task (the longest input can wait).
//
// Environment: BENCH_LEVEL (the opponent, default expert), BENCH_PAUSE (its pause in ms,
// default 0), BENCH_PROFILE=FILE (a CPU profile of the moves, Chrome's .cpuprofile JSON;
// for names in it, serve a site whose wasm kept its name section: run wasm-bindgen as
// web/build does, without --remove-name-section, and pass that folder to --site).

import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};
const round1 = (x) => (x === null || x === undefined ? null : Math.round(x * 10) / 10);
const stats = (xs) => ({ n: xs.length, median: round1(median(xs)), max: round1(xs.length ? Math.max(...xs) : null) });

/** The first button filled with the colour `test` passes in the rectangle: the middle of the
 * first row there with a run of 80 such pixels. */
function button(img, test, [x0, y0, x1, y1]) {
  for (let y = y0; y < y1; y++) {
    let run = 0;
    for (let x = x0; x < x1; x++) {
      run = test(img.at(x, y)) ? run + 1 : 0;
      if (run === 80) {
        let end = x;
        while (end + 1 < x1 && test(img.at(end + 1, y))) end++;
        return { x: (x - 79 + end) >> 1, y: y + 15 };
      }
    }
  }
  return null;
}

export async function bench({ browser, recorder, watch, W, H, URL_, SITE, say, helpers }) {
  const { open, shot, startGame, playTablet, movesSaved, settle, playable, bounds, cream } = helpers;
  const figures = {};

  // ---- the download and the cold loads: a new profile each time, so nothing is kept ----
  const loads = [];
  let files = new Map();
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
    await context.addInitScript(recorder);
    const page = await context.newPage();
    watch(page);
    const seen = new Map();
    page.on("requestfinished", async (req) => {
      const res = await req.response();
      if (res) seen.set(new URL(req.url()).pathname, (await res.body().catch(() => Buffer.alloc(0))).length);
    });
    await open(page);
    // The service worker fetches the rest of the app's files once installed.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForTimeout(500);
    loads.push(await page.evaluate(() => window.__md.firstFrame));
    if (i === 0) files = seen;
    await context.close();
  }
  const site = SITE;
  let raw = 0;
  let gz = 0;
  const each = {};
  // Everything the page loads: the page's own requests and the files the service worker
  // keeps, which it fetches once installed (the whole folder).
  for (const name of fs.readdirSync(site).sort()) {
    const file = path.join(site, name);
    if (!fs.statSync(file).isFile()) continue;
    const bytes = fs.readFileSync(file);
    const z = zlib.gzipSync(bytes, { level: 9 }).length;
    each[name] = { bytes: bytes.length, gzip9: z, by_page: files.has("/" + name) || (name === "index.html" && files.has("/")) };
    raw += bytes.length;
    gz += z;
  }
  figures.download = { files: each, bytes: raw, gzip9: gz };
  figures.first_frame_ms = { cold: loads.map(Math.round), median: Math.round(median(loads)) };
  say(`bench: download ${raw} bytes, ${gz} gzip -9; first frame ${JSON.stringify(figures.first_frame_ms)}`);

  // ---- moves against the Expert, with no pause: the Expert's move, frames, long tasks ----
  const context = await browser.newContext({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
  await context.addInitScript(recorder);
  const page = await context.newPage();
  watch(page);
  await open(page);
  // A warm load: the service worker's files and the browser's compiled WebAssembly.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await open(page, "reload");
  figures.first_frame_ms.warm = Math.round(await page.evaluate(() => window.__md.firstFrame));
  // The New game screen keeps its choices in the settings: the second seat the Expert, and
  // the computer's pause 0, so that its move is its thinking alone.
  const level = process.env.BENCH_LEVEL || "expert";
  const pause = Number(process.env.BENCH_PAUSE || 0);
  figures.opponent = { level, pause_ms: pause };
  await page.evaluate(([level, pause]) => {
    const settings = {
      version: 1,
      language: null,
      ui: { computer_pause_ms: pause },
      new_game: {
        game: "musical",
        players: 2,
        seats: [
          { name: "Ada", player: "human" },
          { name: "Ben", player: { computer: level } },
          { name: "Cleo", player: { computer: "club" } },
          { name: "Dan", player: { computer: "club" } },
        ],
        target: "3",
      },
    };
    localStorage.setItem("musical-dominoes:/musical-dominoes/config/settings.json", JSON.stringify(settings));
  }, [level, pause]);
  await open(page, "reload");
  await page.evaluate(() => {
    window.__md.longtasks = [];
  });

  const frames = [];
  const expert = [];
  const detail = [];
  const mark = (label) => page.evaluate((l) => (window.__md.marks = window.__md.marks || []).push([l, performance.now()]), label);
  await mark("start");
  let { tablets } = await startGame(page, "bench");
  let cdp = null;
  if (process.env.BENCH_PROFILE) {
    cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  }
  await page.evaluate(() => {
    window.__md.saves = window.__md.saves.filter((x) => x.moves <= 1);
  });
  let stuck = 0;
  let rounds = 1;
  for (let turn = 0; turn < 120 && expert.length < 30 && stuck < 3 && rounds <= 10; turn++) {
    let after;
    let before;
    if (tablets.length) {
      await mark(`turn ${turn}: a tablet`);
      const played = await playTablet(page, tablets);
      if (played.frame !== null) frames.push(played.frame);
      after = played.after;
      before = played.before;
      detail.push(await page.evaluate((n) => {
        const md = window.__md;
        const up = md.ups.at(-1);
        const mine = md.saves.findLast((x) => x.moves === n);
        return {
          saved: mine ? Math.round(mine.at - up) : null,
          frames: md.frames.filter((f) => f > up && f < up + 1000).map((f) => Math.round(f - up)),
          raf: md.raf.filter(([t, d]) => t > up && t < up + 1000 && d > 2).map(([t, d]) => [Math.round(t - up), Math.round(d)]),
          tasks: md.longtasks.filter((t) => t.start + t.duration > up && t.start < up + 1000).map((t) => [Math.round(t.start - up), Math.round(t.duration)]),
        };
      }, after));
    } else {
      const img = await shot(page, "bench-no-tablet");
      // The round's end: its notice's first button (Next round) is cream, low in the notice.
      const next = button(img, cream, [130, 440, 1150, 600]);
      if (next) {
        await mark(`turn ${turn}: next round`);
        await page.mouse.click(next.x, next.y);
        await page.evaluate(() => {
          window.__md.saves = [];
        });
        await settle(page, 600);
        rounds++;
      } else {
        // Nothing fits: Rest (Space).
        await mark(`turn ${turn}: rest`);
        const was = await movesSaved(page);
        await page.keyboard.press("Space");
        await page.waitForTimeout(300);
        if ((await movesSaved(page)) === was) stuck++;
        else stuck = 0;
      }
    }
    if (after !== undefined && before !== undefined) {
      // The computer's answer: from the release of the click on the tablet to the save of the
      // match with the computer's move in it (with no pause, its thinking and the save).
      const d = await page
        .waitForFunction(
          (n) => {
            const md = window.__md;
            const up = md.ups.at(-1);
            const its = md.saves.find((x) => x.at > up && x.moves >= n + 2);
            return its ? its.at - up : null;
          },
          before,
          { timeout: 5000 },
        )
        .then((h) => h.jsonValue())
        .catch(() => null);
      if (d !== null) {
        expert.push(d);
        if (detail.length) detail.at(-1).answer = Math.round(d);
      }
    }
    await settle(page, 300);
    const img = await shot(page, "bench-turn");
    tablets = playable(img);
  }
  const lt = await page.evaluate(() => window.__md.longtasks);
  figures.longtask_list = await page.evaluate(() =>
    window.__md.longtasks.map((t) => {
      const m = (window.__md.marks || []).filter((x) => x[1] <= t.start).at(-1);
      // The animation frame inside the task, if any: the app drawing a frame.
      const f = window.__md.raf.filter(([s, d]) => s >= t.start - 1 && s + d <= t.start + t.duration + 1);
      const drawing = f.length ? Math.round(Math.max(...f.map(([, d]) => d))) : 0;
      return [Math.round(t.duration), m ? `${m[0]} +${Math.round(t.start - m[1])} ms` : "before", drawing];
    }),
  );
  figures.frame_after_move_ms = stats(frames);
  if (cdp) {
    const { profile } = await cdp.send("Profiler.stop");
    fs.writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
  }
  figures.answer_ms = stats(expert);
  figures.rounds = rounds;
  figures.moves = detail;
  figures.longtasks = { n: lt.length, longest_ms: lt.length ? Math.round(Math.max(...lt.map((x) => x.duration))) : 0, over_100ms: lt.filter((x) => x.duration > 100).length };
  await context.close();
  return figures;
}
