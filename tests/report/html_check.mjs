// Open a report's HTML page in headless Chromium at a phone's width, as a phone would, and print
// what a reader gets: the page's width against the screen's, the smallest text, the charts' text,
// and every request the page tried to make (it must make none).
//
//   node html_check.mjs PAGE.html WIDTH HEIGHT SCREENSHOT.png
//
// Prints {"innerWidth": 360, "scrollWidth": 360, "smallestText": 12.5, ...} on stdout.
// playwright-core comes from ../viewer/node_modules (npm ci there); Chromium from the system.

import { pathToFileURL } from "node:url";
import { chromium } from "../viewer/node_modules/playwright-core/index.mjs";

const [page, width, height, shot] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const context = await browser.newContext({
  viewport: { width: Number(width), height: Number(height) },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  javaScriptEnabled: true,
});
const tab = await context.newPage();
const requests = [];
tab.on("request", (request) => {
  if (!request.url().startsWith("file:")) requests.push(request.url());
});
const url = pathToFileURL(page).href;
await tab.goto(url, { waitUntil: "load" });
const seen = await tab.evaluate(() => {
  const texts = [...document.querySelectorAll("body *")].filter(
    (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) && el.closest("svg") === null,
  );
  const sizes = texts.map((el) => parseFloat(getComputedStyle(el).fontSize));
  const svgs = [...document.querySelectorAll("svg")];
  const charts = svgs.map((svg) => {
    const box = svg.getBoundingClientRect();
    const scale = box.width / svg.viewBox.baseVal.width;
    const fonts = [...svg.querySelectorAll("text")].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
    return {
      width: box.width,
      texts: svg.querySelectorAll("text").length,
      smallestText: Math.min(...fonts),
      title: svg.querySelector("title")?.textContent ?? null,
      desc: svg.querySelector("desc")?.textContent ?? null,
      labelled: svg.getAttribute("aria-labelledby"),
    };
  });
  const scrolling = [...document.querySelectorAll(".scroll")].filter((box) => box.scrollWidth > box.clientWidth);
  return {
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    smallestText: Math.min(...sizes),
    charts,
    tables: document.querySelectorAll("table").length,
    scrollingTables: scrolling.length,
    text: document.body.innerText,
  };
});
await tab.screenshot({ path: shot, fullPage: true });
await browser.close();
console.log(JSON.stringify({ ...seen, requests }));
