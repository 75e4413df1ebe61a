// Open a report's HTML page (bornes report --html) in headless Chromium at each screen width asked, as a
// reader would, and print what they get: every request the page tried (it must make none), axe-core's
// violations, the charts' smallest text in CSS pixels, and each wide table's behaviour as it scrolls:
// the columns seen before scrolling, whether its kept columns stay in place and on top once it is
// scrolled to its end, and pictures of its right edge at both ends (the scroll cue, compared by
// test_report_page.py).
//
//   node report.mjs PAGE.html FOLDER WIDTH...
//
// Writes FOLDER/WIDTH/page.png (the whole page, to look at) and FOLDER/WIDTH/edge-N-start.png and
// edge-N-end.png for each table N that scrolls; prints {"360": {"requests": [...], "violations": [...],
// "tables": [...], ...}, ...}. axe-core is injected from node_modules: the page itself runs no script
// (its policy allows none), so the test's context bypasses that policy for axe alone.

import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const [file, folder, ...widths] = process.argv.slice(2);
const axeSource = readFileSync(new URL("./node_modules/axe-core/axe.min.js", import.meta.url), "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update"],
});

async function read(width) {
  const phone = width < 600;
  const out = join(folder, String(width));
  mkdirSync(out, { recursive: true });
  const context = await browser.newContext({
    viewport: { width, height: phone ? 780 : 900 },
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    bypassCSP: true,
  });
  const page = await context.newPage();
  const requests = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("file:")) requests.push(request.url());
  });
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(pathToFileURL(file).href, { waitUntil: "load" });
  await page.screenshot({ path: join(out, "page.png"), fullPage: true });

  const seen = await page.evaluate(() => {
    const charts = [...document.querySelectorAll("figure.chart svg")].map((svg) => {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const sizes = [...svg.querySelectorAll("text")].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
      return { width: svg.getBoundingClientRect().width, smallestText: Math.min(...sizes), texts: sizes.length };
    });
    const tables = [...document.querySelectorAll(".scroll")].map((box) => {
      const right = box.getBoundingClientRect().right;
      const headers = [...box.querySelectorAll("thead th")];
      return {
        label: box.getAttribute("aria-label"),
        headers: headers.map((th) => th.textContent.trim()),
        seen: headers.filter((th) => th.getBoundingClientRect().right <= right + 0.5).map((th) => th.textContent.trim()),
        sticky: headers.filter((th) => getComputedStyle(th).position === "sticky").length,
        scrolls: box.scrollWidth > box.clientWidth + 1,
      };
    });
    return {
      scripts: document.scripts.length,
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      charts,
      tables,
    };
  });

  for (const [index, table] of seen.tables.entries()) {
    if (!table.scrolls) continue;
    const box = page.locator(".scroll").nth(index);
    await box.scrollIntoViewIfNeeded();
    const edge = async (name) => {
      const rect = await box.boundingBox();
      const top = Math.max(rect.y, 0);
      const clip = { x: rect.x + rect.width - 24, y: top, width: 24, height: Math.min(rect.y + rect.height, 780) - top };
      await page.screenshot({ path: join(out, `edge-${index}-${name}.png`), clip });
    };
    await edge("start");
    table.stuck = await box.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      const left = el.getBoundingClientRect().left;
      return [...el.querySelectorAll("tr")]
        .map((tr) => [...tr.children].filter((cell) => getComputedStyle(cell).position === "sticky"))
        .filter((cells) => cells.length)
        .map((cells) => {
          const rects = cells.map((cell) => cell.getBoundingClientRect());
          return {
            // Each kept cell's distance from the box's left edge or from the kept cell before it.
            offsets: rects.map((r, i) => Math.round((r.left - (i ? rects[i - 1].right : left)) * 10) / 10),
            // On top of what scrolled under it? (Asked where the row is on the screen.)
            onTop: cells.every((cell, i) => {
              const [x, y] = [rects[i].left + rects[i].width / 2, rects[i].top + rects[i].height / 2];
              if (y < 0 || y > window.innerHeight) return true;
              const hit = document.elementFromPoint(x, y);
              return hit !== null && cell.contains(hit);
            }),
            overflow: cells.some((cell) => cell.scrollWidth > cell.clientWidth + 1),
          };
        });
    });
    table.scrolled = await box.evaluate((el) => el.scrollLeft);
    await edge("end");
  }

  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  });
  await context.close();
  return { ...seen, requests, errors, violations };
}

const seen = {};
try {
  for (const width of widths) seen[width] = await read(Number(width));
} finally {
  await browser.close();
}
console.log(JSON.stringify(seen));
