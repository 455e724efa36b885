// The browser test of the web edition (issue 30), run by web/test/run against the built site
// served on 127.0.0.1: Debian's Chromium, headless, driven by playwright-core. The app draws
// the whole page on one canvas, so the test clicks by position at a fixed 1280 x 800 viewport
// and reads the screen from screenshots (PNG, decoded here); what the app keeps it reads from
// the page's localStorage; the sound from the page's AudioContext, recorded by a script that
// runs before the app.
//
//   node web/test/browser.mjs --url URL --out DIR [--site DIR] [--bench]
//
// Every step's screenshot goes to DIR (NN-name.png), the page's console to DIR/console.log,
// the timings to DIR/timings.json (and with --bench DIR/bench.json). Exit 0 when every check
// passes; 1 with the failing check's message.

import { chromium } from "playwright-core";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const URL_ = arg("--url", "http://127.0.0.1:8000/");
const OUT = arg("--out", "target/web-test");
const SITE = arg("--site", "target/site");
const BENCH = args.includes("--bench");
const W = 1280;
const H = 800;
/** How many checks there are (a failed check ends the run). */
const CHECKS = 8;
const SETTINGS_KEY = "musical-dominoes:/musical-dominoes/config/settings.json";
const GAME_KEY = "musical-dominoes:/musical-dominoes/data/current-game.json";

fs.mkdirSync(OUT, { recursive: true });
for (const f of fs.readdirSync(OUT)) {
  if (/^\d\d-.*\.png$/.test(f) || f.endsWith(".pdf")) fs.rmSync(path.join(OUT, f));
}
const consoleLog = fs.createWriteStream(path.join(OUT, "console.log"));
const started = Date.now();
const say = (line) => console.log(`web test [${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);

class Failure extends Error {}
const fail = (message) => {
  throw new Failure(message);
};

// ---- PNG screenshots, decoded (8-bit RGB or RGBA, not interlaced: what Chromium writes) ----

function decodePng(buf) {
  let pos = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString("latin1", pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const depth = data[8];
      const colour = data[9];
      if (depth !== 8 || data[12] !== 0 || (colour !== 2 && colour !== 6)) {
        fail(`screenshot PNG of a kind this test does not read (depth ${depth}, colour ${colour})`);
      }
      channels = colour === 6 ? 4 : 3;
    } else if (type === "IDAT") {
      idat.push(data);
    }
    pos += 12 + len;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const px = Buffer.alloc(width * height * 3);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels] : 0;
      const b = prev[i];
      const c = i >= channels ? prev[i - channels] : 0;
      let v = line[i];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[i] = v & 255;
    }
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < 3; k++) px[(y * width + x) * 3 + k] = line[x * channels + k];
    }
    prev = line;
  }
  return { width, height, px, at: (x, y) => [px[(y * width + x) * 3], px[(y * width + x) * 3 + 1], px[(y * width + x) * 3 + 2]] };
}

let shotNo = 0;
/** A screenshot saved as OUT/NN-name.png, decoded. */
async function shot(page, name) {
  shotNo += 1;
  const file = path.join(OUT, `${String(shotNo).padStart(2, "0")}-${name}.png`);
  const buf = await page.screenshot({ path: file });
  const img = decodePng(buf);
  img.file = file;
  return img;
}

/** How many pixels of the rectangle differ between two screenshots. */
function changed(a, b, [x0, y0, x1, y1] = [0, 0, W, H]) {
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * a.width + x) * 3;
      if (Math.abs(a.px[i] - b.px[i]) + Math.abs(a.px[i + 1] - b.px[i + 1]) + Math.abs(a.px[i + 2] - b.px[i + 2]) > 24) n++;
    }
  }
  return n;
}

// The app's colours: the cream of a tablet that may be played (and of the first button), the
// yellow of a notice's frame.
const cream = ([r, g, b]) => r > 235 && g > 225 && b > 200 && r - b < 45;
const yellow = ([r, g, b]) => r > 190 && g > 150 && b < 120 && r - b > 100;

function count(img, test, [x0, y0, x1, y1] = [0, 0, W, H]) {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (test(img.at(x, y))) n++;
  return n;
}

/** The smallest rectangle holding the pixels that pass `test` in the rectangle given. */
function bounds(img, test, [x0, y0, x1, y1]) {
  const b = { x0: x1, y0: y1, x1: x0, y1: y0 };
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (test(img.at(x, y))) {
        b.x0 = Math.min(b.x0, x);
        b.y0 = Math.min(b.y0, y);
        b.x1 = Math.max(b.x1, x);
        b.y1 = Math.max(b.y1, y);
      }
    }
  }
  return b;
}

/** Whether the screenshot is more than an empty page: many colours, much unlike the corner. */
function drawn(img) {
  const colours = new Set();
  const bg = img.at(2, H - 2);
  let unlike = 0;
  for (let y = 0; y < H; y += 4) {
    for (let x = 0; x < W; x += 4) {
      const p = img.at(x, y);
      colours.add((p[0] << 16) | (p[1] << 8) | p[2]);
      if (Math.abs(p[0] - bg[0]) + Math.abs(p[1] - bg[1]) + Math.abs(p[2] - bg[2]) > 40) unlike++;
    }
  }
  return { colours: colours.size, unlike: unlike / ((W / 4) * (H / 4)) };
}

/** The buttons of Home, top to bottom: runs of rows in the column x = 475 unlike the page. */
function homeButtons(img) {
  const bg = img.at(2, H - 2);
  const runs = [];
  let from = -1;
  for (let y = 0; y < H; y++) {
    const p = img.at(475, y);
    const off = Math.abs(p[0] - bg[0]) + Math.abs(p[1] - bg[1]) + Math.abs(p[2] - bg[2]) > 12;
    if (off && from < 0) from = y;
    if (!off && from >= 0) {
      const mid = Math.round((from + y) / 2);
      // A button is filled across: nine in ten of its middle row unlike the page (a line
      // of the title is not).
      let off = 0;
      for (let x = 480; x < 800; x++) {
        const q = img.at(x, mid);
        if (Math.abs(q[0] - bg[0]) + Math.abs(q[1] - bg[1]) + Math.abs(q[2] - bg[2]) > 12) off++;
      }
      const filled = off > 0.9 * 320;
      if (y - from >= 30 && y - from <= 70 && filled) runs.push({ y: Math.round((from + y) / 2), primary: cream(img.at(475, Math.round((from + y) / 2))) });
      from = -1;
    }
  }
  return runs;
}

/** The tablets of the hand that may be played: cream columns below the board, framed. */
function playable(img) {
  const top = 520;
  const cols = [];
  for (let x = 0; x < 870; x++) {
    let n = 0;
    for (let y = top; y < H; y++) if (cream(img.at(x, y))) n++;
    cols.push(n);
  }
  const spans = [];
  let from = -1;
  for (let x = 0; x <= cols.length; x++) {
    const on = x < cols.length && cols[x] > 60;
    if (on && from < 0) from = x;
    if (!on && from >= 0) {
      // A tablet that may be played now is framed in yellow (on the computer's turn the hand
      // is cream without a frame).
      const framed = count(img, yellow, [Math.max(0, from - 10), top, from, H]) > 40;
      if (x - from >= 25 && framed) {
        const cx = Math.round((from + x) / 2);
        let y0 = -1;
        let y1 = -1;
        for (let y = top; y < H; y++) if (cream(img.at(cx - 8, y))) { if (y0 < 0) y0 = y; y1 = y; }
        spans.push({ x: cx, y: Math.round((y0 + y1) / 2) });
      }
      from = -1;
    }
  }
  return spans;
}

// ---- the page ----

// Runs in the page before the app: records each frame the app presents (softbuffer draws
// with putImageData), long tasks, every AudioContext made, and the game's saves.
function recorder() {
  const md = (window.__md = { frames: [], firstFrame: null, longtasks: [], audio: [], saves: [], ups: [], downs: [] });
  const put = CanvasRenderingContext2D.prototype.putImageData;
  CanvasRenderingContext2D.prototype.putImageData = function (...a) {
    const r = put.apply(this, a);
    const t = performance.now();
    if (md.firstFrame === null) md.firstFrame = t;
    md.frames.push(t);
    if (md.frames.length > 5000) md.frames.splice(0, 2500);
    return r;
  };
  // Each animation frame's callbacks, timed (the app draws in one).
  md.raf = [];
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) =>
    raf((ts) => {
      const t0 = performance.now();
      try {
        cb(ts);
      } finally {
        md.raf.push([t0, performance.now() - t0]);
        if (md.raf.length > 5000) md.raf.splice(0, 2500);
      }
    });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) md.longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch (e) {
    md.longtasks = null;
  }
  const Original = window.AudioContext;
  if (Original) {
    window.AudioContext = class extends Original {
      constructor(...a) {
        super(...a);
        md.audio.push({ context: this, at: performance.now(), gestures: md.downs.length });
      }
    };
  }
  const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function (k, v) {
    const r = set.call(this, k, v);
    if (k === "musical-dominoes:/musical-dominoes/data/current-game.json") {
      let moves = -1;
      try {
        moves = JSON.parse(v).rounds.reduce((n, r) => n + r.moves.length, 0);
      } catch (e) {}
      md.saves.push({ at: performance.now(), moves });
    }
    return r;
  };
  addEventListener("pointerdown", (e) => md.downs.push(e.timeStamp), true);
  addEventListener("keydown", (e) => md.downs.push(e.timeStamp), true);
  addEventListener("pointerup", (e) => md.ups.push(e.timeStamp), true);
  addEventListener("keyup", (e) => md.ups.push(e.timeStamp), true);
}

const consoleLines = [];
function watch(page) {
  page.on("console", (m) => {
    const line = `[${m.type()}] ${m.text()}`;
    consoleLines.push(line);
    consoleLog.write(line + "\n");
  });
  page.on("pageerror", (e) => {
    const line = `[pageerror] ${e.message}`;
    consoleLines.push(line);
    consoleLog.write(line + "\n");
  });
}

/** Fails on a panic or an uncaught error in the page's console. */
function noPanic(where) {
  const bad = consoleLines.find((l) => /panicked|\[pageerror\]|RuntimeError|unreachable/i.test(l));
  if (bad) fail(`${where}: the app failed in the page: ${bad}`);
}

/** Waits until the app has presented frames and then none for `quiet` ms (or `limit` ms). */
async function settle(page, quiet = 400, limit = 8000) {
  const end = Date.now() + limit;
  let last = -1;
  let since = Date.now();
  while (Date.now() < end) {
    const n = await page.evaluate(() => window.__md.frames.length + window.__md.frames.at(-1));
    if (n !== last) {
      last = n;
      since = Date.now();
    } else if (Date.now() - since >= quiet) return;
    await page.waitForTimeout(50);
  }
}

/** Loads (or reloads) the page and waits for the app's first frame. */
async function open(page, how = "goto") {
  if (how === "goto") await page.goto(URL_, { waitUntil: "load" });
  else await page.reload({ waitUntil: "load" });
  try {
    await page.waitForFunction(() => window.__md && window.__md.firstFrame !== null, null, { timeout: 30000 });
  } catch (e) {
    const words = await page.evaluate(() => document.getElementById("loading-words")?.textContent).catch(() => null);
    fail(`the app drew no frame within 30 s${words ? ` (the page says: ${words})` : ""}`);
  }
  await settle(page);
  noPanic("loading");
}

const movesSaved = (page) =>
  page.evaluate((k) => {
    const v = localStorage.getItem(k);
    if (!v) return null;
    try {
      return JSON.parse(v).rounds.reduce((n, r) => n + r.moves.length, 0);
    } catch (e) {
      return -1;
    }
  }, GAME_KEY);

async function waitFor(page, what, test, limit = 10000) {
  const end = Date.now() + limit;
  for (;;) {
    const v = await test();
    if (v) return v;
    if (Date.now() > end) fail(`timed out after ${limit / 1000} s waiting for ${what}`);
    await page.waitForTimeout(50);
  }
}

/** From Home, starts the New game screen's default (Musical Dominoes, human against the
 * computer) and waits for the human's turn with a tablet to play; a deal with none is
 * started again. Gives the screenshot of that turn and its playable tablets. */
async function startGame(page, label) {
  for (let attempt = 1; attempt <= 5; attempt++) {
    let home = await shot(page, `${label}-home`);
    let buttons = homeButtons(home);
    const newGame = buttons[buttons.length === homeCount + 1 ? 1 : 0];
    if (!newGame) fail(`${label}: Home shows no New game button (${home.file})`);
    await page.mouse.click(640, newGame.y);
    await settle(page);
    await shot(page, `${label}-new-game`);
    // Start stands at the right of the set-up (the New game screen's layout at 1280 x 800).
    await page.mouse.click(1134, 395);
    await waitFor(page, "the new match to be saved", async () => (await movesSaved(page)) !== null);
    // The computer may lead: its move comes after the pause.
    await page.waitForTimeout(300);
    let img;
    let tablets = [];
    const end = Date.now() + 6000;
    while (Date.now() < end) {
      await settle(page, 300);
      img = await shot(page, `${label}-turn`);
      tablets = playable(img);
      if (tablets.length) break;
      await page.waitForTimeout(300);
    }
    if (tablets.length) return { img, tablets };
    say(`${label}: no tablet to play in this deal (${img.file}); starting again`);
    // Home is the first button of the side panel.
    await page.mouse.click(700, 65);
    await settle(page);
  }
  fail(`${label}: five deals without a tablet to play`);
}

/** Plays the first playable tablet; gives the moves saved before and after, with the time
 * from the click's release to the next frame. */
async function playTablet(page, tablets) {
  const before = await movesSaved(page);
  const t = tablets[0];
  await page.mouse.move(t.x, t.y);
  await settle(page, 150, 2000);
  const upsBefore = await page.evaluate(() => window.__md.ups.length);
  await page.mouse.click(t.x, t.y);
  let after = await waitFor(page, "the move to be saved", async () => {
    const n = await movesSaved(page);
    return n > before ? n : null;
  }, 1500).catch(() => null);
  if (after === null) {
    // A tablet that fits both ends waits for one to be chosen: the right, by its key.
    await page.keyboard.press("ArrowRight");
    after = await waitFor(page, "the move (its end chosen) to be saved", async () => {
      const n = await movesSaved(page);
      return n > before ? n : null;
    }, 3000);
  }
  const frame = await page.evaluate((i) => {
    const up = window.__md.ups[i];
    const next = window.__md.frames.find((f) => f > up);
    return next === undefined ? null : next - up;
  }, upsBefore);
  return { before, after, frame };
}

// ---- the checks ----

const results = [];
/** How many buttons Home shows without a match to continue (check 1). */
let homeCount = 0;
const timings = {};

async function check(n, title, body) {
  const t0 = Date.now();
  try {
    const detail = await body();
    results.push({ n, title, ok: true, detail });
    say(`check ${n} passed: ${title}${detail ? ` (${detail})` : ""} [${((Date.now() - t0) / 1000).toFixed(1)} s]`);
  } catch (e) {
    results.push({ n, title, ok: false, detail: e.message });
    say(`check ${n} FAILED: ${title}: ${e.message}`);
    throw e;
  }
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  headless: true,
  // The flags this machine's Chromium needs (no sandbox as root, no GPU, none of Google's
  // background connections, which a closed network refuses), and sound only after a gesture,
  // as in a browser a person uses (Playwright's default lets any page play).
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--autoplay-policy=user-gesture-required",
  ],
  ignoreDefaultArgs: ["--autoplay-policy=no-user-gesture-required"],
});

let code = 0;
try {
  // A new profile (Playwright's launch makes an empty one): no storage, no service worker.
  const context = await browser.newContext({ viewport: { width: W, height: H }, deviceScaleFactor: 1, acceptDownloads: true });
  await context.addInitScript(recorder);
  const page = await context.newPage();
  watch(page);

  await check(1, "the page loads and draws Home", async () => {
    const t0 = Date.now();
    await open(page);
    const first = await page.evaluate(() => window.__md.firstFrame);
    timings.first_frame_ms = Math.round(first);
    timings.load_wall_ms = Date.now() - t0;
    const img = await shot(page, "home");
    const d = drawn(img);
    if (d.colours < 8 || d.unlike < 0.01) fail(`Home looks blank: ${d.colours} colours, ${(d.unlike * 100).toFixed(1)} % unlike the background (${img.file})`);
    const buttons = homeButtons(img);
    // New game, Quiz, Rules, Replay a game, Print chart, Settings (and on the desktop Quit).
    if (buttons.length < 6 || !buttons[0].primary) fail(`Home should show at least 6 buttons, New game first; found ${buttons.length} (${img.file})`);
    homeCount = buttons.length;
    const contexts = await page.evaluate(() => window.__md.audio.length);
    if (contexts !== 0) fail(`an AudioContext was made before any click (${contexts}): it would stay silent`);
    return `first frame ${timings.first_frame_ms} ms after navigation, ${d.colours} colours`;
  });

  await check(2, "a game against the computer: a tablet played, the line changes, the computer answers", async () => {
    const { img: turn, tablets } = await startGame(page, "game");
    const played = await playTablet(page, tablets);
    timings.frame_after_move_ms = played.frame === null ? null : Math.round(played.frame * 10) / 10;
    const afterMove = await shot(page, "game-played");
    const board = [0, 100, W, 540];
    const lineChange = changed(turn, afterMove, board);
    if (lineChange < 500) fail(`the line did not change after the move (${lineChange} pixels; ${afterMove.file})`);
    const answered = await waitFor(page, "the computer's answer", async () => {
      const n = await movesSaved(page);
      return n > played.after ? n : null;
    }, 10000);
    await settle(page, 400);
    const answer = await shot(page, "game-answered");
    // The computer lays a tablet or calls Rest: the screen changes either way (the line, or
    // the last moves and the seats' panels).
    const answerChange = changed(afterMove, answer);
    if (answerChange < 200) fail(`the computer's move was saved but the screen did not change (${answer.file})`);
    return `moves saved ${played.before} → ${played.after} → ${answered}; the board changed by ${lineChange} pixels, then the screen by ${answerChange}`;
  });

  await check(3, "after the first click the sound output runs", async () => {
    const a = await page.evaluate(() => window.__md.audio.map((x) => ({ state: x.context.state, time: x.context.currentTime, gestures: x.gestures })));
    if (a.length === 0) fail("no AudioContext was made after the clicks");
    if (a[0].gestures === 0) fail("the AudioContext was made before the first click");
    const live = await page.evaluate(() => window.__md.audio.at(-1).context.state);
    const t1 = await page.evaluate(() => window.__md.audio.at(-1).context.currentTime);
    await page.waitForTimeout(500);
    const t2 = await page.evaluate(() => window.__md.audio.at(-1).context.currentTime);
    if (live !== "running") fail(`the AudioContext is ${live}, not running`);
    if (!(t2 > t1)) fail(`the AudioContext's clock stands still (${t1} s, then ${t2} s)`);
    return `${a.length} AudioContext, made at click ${a[0].gestures}, ${live}, its clock ${t1.toFixed(2)} → ${t2.toFixed(2)} s`;
  });

  await check(4, "a reload offers Continue, which resumes the same turn", async () => {
    const saved = await page.evaluate((k) => localStorage.getItem(k), GAME_KEY);
    const before = await shot(page, "before-reload");
    await open(page, "reload");
    const home = await shot(page, "reloaded-home");
    const buttons = homeButtons(home);
    if (buttons.length !== homeCount + 1 || !buttons[0].primary) fail(`Home after a reload should offer Continue first (${homeCount + 1} buttons); found ${buttons.length} (${home.file})`);
    await page.mouse.click(640, buttons[0].y);
    await settle(page, 500);
    const resumed = await shot(page, "continued");
    const now = await page.evaluate((k) => localStorage.getItem(k), GAME_KEY);
    if (JSON.stringify(JSON.parse(now).rounds) !== JSON.stringify(JSON.parse(saved).rounds)) fail("the saved match changed on Continue");
    // The same line and the same hand: the board and the hand stand as before the reload.
    const board = changed(before, resumed, [0, 100, W, 540]);
    const hand = changed(before, resumed, [0, 540, 870, H]);
    if (board > 300 || hand > 300) fail(`Continue shows another position: ${board} pixels of the board and ${hand} of the hand differ (${before.file}, ${resumed.file})`);
    return `board ${board} and hand ${hand} pixels differ from before the reload`;
  });

  await check(5, "damaged saved data is set aside with a notice", async () => {
    await page.evaluate(([s, g]) => {
      localStorage.setItem(s, "{ this is not the settings");
      localStorage.setItem(g, "\u0000\u0001 garbage");
    }, [SETTINGS_KEY, GAME_KEY]);
    await open(page, "reload");
    const notice = await shot(page, "damaged-notice");
    const frame = count(notice, yellow, [200, 150, 1080, 650]);
    if (frame < 400) fail(`no notice shown (${frame} pixels of a notice's yellow frame; ${notice.file})`);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    const aside = (k) => keys.some((x) => x.startsWith(k + ".bad-"));
    if (!aside(SETTINGS_KEY)) fail(`settings.json was not set aside as settings.json.bad-…; keys: ${keys.join(", ")}`);
    if (!aside(GAME_KEY)) fail(`current-game.json was not set aside as current-game.json.bad-…; keys: ${keys.join(", ")}`);
    if (keys.includes(GAME_KEY)) {
      const v = await page.evaluate((k) => localStorage.getItem(k), GAME_KEY);
      if (v.includes("garbage")) fail("the damaged current-game.json is still in its place");
    }
    // Each notice closes with its OK (lower right of the notice); then Home, without Continue.
    let img = notice;
    for (let i = 0; i < 3 && count(img, yellow, [200, 150, 1080, 650]) >= 400; i++) {
      // OK stands in the lower right corner of the notice's frame.
      const f = bounds(img, yellow, [200, 150, 1080, 650]);
      await page.mouse.click(f.x1 - 48, f.y1 - 32);
      await settle(page, 300);
      img = await shot(page, `damaged-notice-closed-${i + 1}`);
    }
    const buttons = homeButtons(img);
    if (buttons.length !== homeCount) fail(`after the notices Home should show ${homeCount} buttons (no Continue); found ${buttons.length} (${img.file})`);
    return `set aside as ${keys.filter((k) => k.startsWith("musical-dominoes:") && k.includes(".bad-")).map((k) => k.replace(/^.*\//, "")).join(", ")}`;
  });

  await check(6, "the chart download is a valid A4 PDF", async () => {
    let img = await shot(page, "home-for-chart");
    const buttons = homeButtons(img);
    // Print chart is the fifth of Home's buttons.
    if (buttons.length !== homeCount) fail(`Home should show ${homeCount} buttons; found ${buttons.length} (${img.file})`);
    await page.mouse.click(640, buttons[4].y);
    await settle(page, 500);
    img = await shot(page, "print-chart");
    const downloading = page.waitForEvent("download", { timeout: 30000 });
    // Download stands under the choices, left (the Print chart screen at 1280 x 800).
    await page.mouse.click(86, 346);
    const download = await downloading;
    const file = path.join(OUT, download.suggestedFilename());
    await download.saveAs(file);
    await settle(page, 400);
    await shot(page, "chart-downloaded");
    const pdf = fs.readFileSync(file);
    const text = pdf.toString("latin1");
    if (!text.startsWith("%PDF-")) fail(`${file} does not begin with %PDF-`);
    if (!/%%EOF\s*$/.test(text)) fail(`${file} does not end with %%EOF`);
    const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/g)];
    if (!boxes.length) fail(`${file} names no MediaBox`);
    for (const b of boxes) {
      const w = parseFloat(b[3]) - parseFloat(b[1]);
      const h = parseFloat(b[4]) - parseFloat(b[2]);
      if (Math.abs(w - 595.28) > 1 || Math.abs(h - 841.89) > 1) fail(`${file}: a page of ${w} × ${h} pt, not A4 (595 × 842)`);
    }
    return `${download.suggestedFilename()}, ${pdf.length} bytes, ${boxes.length} page(s) of ${boxes[0][3]} × ${boxes[0][4]} pt`;
  });

  await check(7, "with the network off after the first load, a reload still opens the app", async () => {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await waitFor(page, "the service worker to control the page", () => page.evaluate(() => !!navigator.serviceWorker.controller), 10000);
    await context.setOffline(true);
    const offline = await page.evaluate(() => fetch("no-such-file-" + Date.now()).then(() => "fetched", (e) => "refused"));
    if (offline !== "refused") fail("the network is still on (a file that is not kept was fetched)");
    await open(page, "reload");
    const img = await shot(page, "offline-home");
    const d = drawn(img);
    const buttons = homeButtons(img);
    if (d.colours < 8 || buttons.length < homeCount) fail(`offline, the app did not draw Home (${buttons.length} buttons; ${img.file})`);
    await context.setOffline(false);
    return `Home drawn offline from the service worker's cache (${buttons.length} buttons)`;
  });

  await check(8, "a match played to its end is kept in this browser, with no download", async () => {
    // A match of one round against the Beginner, no pause, played by the keys: each tablet's
    // number (the first that fits is played; ArrowRight answers "which end?") and Space
    // (Rest) when nothing fits.
    await page.evaluate(([settingsKey, gameKey]) => {
      localStorage.removeItem(gameKey);
      localStorage.setItem(settingsKey, JSON.stringify({
        version: 1,
        ui: { computer_pause_ms: 0 },
        new_game: {
          game: "musical",
          players: 2,
          seats: [{ name: "Ada", player: "human" }, { name: "Ben", player: { computer: "beginner" } }],
          target: "1",
        },
      }));
    }, [SETTINGS_KEY, GAME_KEY]);
    await open(page, "reload");
    const downloads = [];
    const onDownload = (d) => downloads.push(d.suggestedFilename());
    page.on("download", onDownload);
    const kept = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("musical-dominoes:/musical-dominoes/data/records/")));
    try {
      await startGame(page, "keep");
      let keys = [];
      const end = Date.now() + 90000;
      while (!keys.length && Date.now() < end) {
        for (const k of ["1", "2", "3", "4", "5", "6", "7"]) {
          await page.keyboard.press(k);
          await page.waitForTimeout(40);
          await page.keyboard.press("ArrowRight");
        }
        await page.keyboard.press("Space");
        await page.waitForTimeout(200);
        keys = await kept();
      }
      await settle(page, 400);
      const img = await shot(page, "match-kept");
      if (keys.length !== 1) fail(`the finished match should be one key under the records folder; found ${keys.length} (${img.file})`);
      const record = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), keys[0]));
      if (record.variant !== "musical" || !record.rounds?.length || record.seats?.length !== 2) {
        fail(`the kept record is not the match: ${JSON.stringify(record).slice(0, 200)}`);
      }
      if (downloads.length) fail(`the end of the match gave a download nobody asked for: ${downloads.join(", ")}`);
      return `${keys[0].split("/").pop()}: ${record.rounds.length} round(s), ${record.rounds.reduce((n, r) => n + r.moves.length, 0)} moves; no download`;
    } finally {
      page.off("download", onDownload);
    }
  });

  // What a session in the page cost: the longest task (input waits that long at most).
  const lt = await page.evaluate(() => window.__md.longtasks);
  timings.longtasks = lt === null ? null : lt.length;
  timings.longest_task_ms = lt && lt.length ? Math.round(Math.max(...lt.map((x) => x.duration))) : 0;
  noPanic("the session");
  await context.close();

  if (BENCH) {
    const { bench } = await import("./bench.mjs");
    const figures = await bench({ browser, recorder, watch, W, H, URL_, OUT, SITE, say, helpers: { open, shot, startGame, playTablet, movesSaved, settle, playable, waitFor, bounds, cream } });
    fs.writeFileSync(path.join(OUT, "bench.json"), JSON.stringify(figures, null, 2) + "\n");
    say(`bench: ${JSON.stringify(figures)}`);
  }
} catch (e) {
  code = 1;
  if (!(e instanceof Failure)) say(`the test itself failed: ${e.stack || e}`);
  else if (!results.some((r) => !r.ok)) say(`FAILED: ${e.message}`);
} finally {
  await browser.close();
  fs.writeFileSync(path.join(OUT, "timings.json"), JSON.stringify(timings, null, 2) + "\n");
  consoleLog.end();
}

const passed = results.filter((r) => r.ok).length;
say(`timings: ${JSON.stringify(timings)}`);
say(`screenshots and the page's console in ${OUT}/`);
console.log(`browser: ${passed} passed, ${CHECKS - passed} failed or not run`);
process.exit(code);
