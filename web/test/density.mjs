// How long a frame takes to draw on a high-density screen (a Chromebook at 125 % or 200 %, an
// iPad): headless Chromium run at a real device scale factor (--force-device-scale-factor;
// Playwright's emulated one does not reach the canvas's device-pixel size), a 1366 x 768
// window, the site served at URL. It opens New game and switches between 2 and 4 players
// twenty times, each switch a new frame, and prints the canvas's size and the animation
// frames' times (the app draws in one). For docs/benchmarks.md (issue 30).
//
//   python3 -m http.server -d target/site 8000 --bind 127.0.0.1 &
//   node web/test/density.mjs --url http://127.0.0.1:8000/ --dpr 2
//
// Exit 0 with the figures as JSON on stdout; 1 if the page does not draw.

import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const URL_ = arg("--url", "http://127.0.0.1:8000/");
const DPR = Number(arg("--dpr", "2"));

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", `--force-device-scale-factor=${DPR}`, "--window-size=1366,768"],
});
let code = 0;
try {
  const context = await browser.newContext({ viewport: null });
  await context.addInitScript(() => {
    window.__raf = [];
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) =>
      raf((ts) => {
        const t0 = performance.now();
        try {
          cb(ts);
        } finally {
          window.__raf.push(performance.now() - t0);
        }
      });
  });
  const page = await context.newPage();
  await page.goto(URL_, { waitUntil: "load" });
  await page.waitForFunction(() => document.querySelector("canvas") && window.__raf.length > 0, null, { timeout: 30000 });
  await page.waitForTimeout(1500);
  const [w, h] = await page.evaluate(() => [innerWidth, innerHeight]);
  // Home's New game: mid-width, at 38.5 % of the height (Home's layout at 1366 x 681).
  await page.mouse.click(w / 2, Math.round((h * 262) / 681));
  await page.waitForTimeout(1500);
  // New game's "2 players" and "4 players" (its layout at 1366 x 681 CSS pixels).
  const two = { x: Math.round((578 / 1568) * w), y: Math.round((172 / 782) * h) };
  const four = { x: Math.round((686 / 1568) * w), y: Math.round((172 / 782) * h) };
  const times = [];
  for (let i = 0; i < 20; i++) {
    const at = i % 2 ? two : four;
    await page.mouse.move(at.x, at.y);
    await page.waitForTimeout(200);
    const before = await page.evaluate(() => window.__raf.length);
    await page.mouse.click(at.x, at.y);
    await page.waitForTimeout(400);
    const drawn = await page.evaluate((n) => window.__raf.slice(n), before);
    times.push(Math.max(0, ...drawn));
  }
  const canvas = await page.evaluate(() => {
    const c = document.querySelector("canvas");
    return { css: [c.clientWidth, c.clientHeight], drawn: [c.width, c.height], dpr: devicePixelRatio };
  });
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      canvas,
      frame_ms: { n: times.length, median: Math.round(sorted[(sorted.length - 1) >> 1]), max: Math.round(sorted.at(-1)) },
    }),
  );
} catch (e) {
  console.error(`density: ${e.message}`);
  code = 1;
} finally {
  await browser.close();
}
process.exit(code);
