// Drive the phone score sheet (bornes sheet --html) in headless Chromium or Firefox as a person on a
// phone would, and print what it showed.
//
//   node phone.mjs PLAN.json
//
// PLAN.json: {"browser": "chromium" | "firefox", "viewport": {"width": 390, "height": 844},
//             "scheme": "light" | "dark", "private": false, "downloads": "/folder", "steps": [...]}
// Chromium is driven over the DevTools protocol, Firefox ESR over WebDriver BiDi, both by
// puppeteer-core; "private" opens Firefox's private browsing (Chromium's incognito is a context the
// page cannot tell apart). Each step one of
//   {"goto": "/path/page.html"}                   open a page (a file, as a phone opens one it was sent)
//   {"tap": "#new-hand"}                          tap an element (a touch, not a click)
//   {"type": "#miles-a", "text": "1000"}          tap a box (unless it has the focus), clear it, type key by key
//   {"read": "#outcome", "as": "outcome"}         an element's text (or a box's value), kept under "as"
//   {"readAll": ".hand-list button", "as": "x"}   every matching element's text
//   {"evaluate": "(arg) => ...", "arg": ..., "as": "x"}  a function run in the page, its result kept
//   {"download": "#download", "as": "x"}          tap, and wait for the file it saves in "downloads"
//   {"reload": true}                              reload the page (its local storage stays)
//   {"screenshot": "/path/x.png", "fullPage": true}   the screen, or the whole page
//   {"screenshot": "/path/x.png", "element": ".scroll"}   one element's box, as it is drawn
//   {"wait": "#copy-status:not(:empty)"}          wait until an element is there (what a script does later)
//   {"press": "Tab"}                              a key
//   {"axe": "setup", "as": "x"}                   axe-core's violations on the page as it is (WCAG 2.2 AA)
//   {"mark": "hand 1"}                            what the taps, digits and scrolls since the last mark cost
// "init": a script run in every page before its own (to stand in for an API a test watches); "dismiss":
// answer the page's questions (window.confirm) No rather than Yes; each question is kept under "dialogs".
// Prints {"read": {...}, "effort": [...], "errors": [...]} on stdout: what was kept, the effort of each
// marked stretch, and any error the page raised or network request it made; when a step fails, the page
// as it was is saved beside PLAN.json (PLAN.json.failed.png), to look at. Nothing leaves the machine:
// the page is a local file and loads nothing.
//
// Effort, as a person counts it: a tap is a tap on a control, or on a box that has not the focus
// already; a digit is a key typed into a box; a scroll is a control tapped or typed into while it was
// not wholly on the screen (the driver scrolls it into view first, as the person would).

import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import puppeteer from "puppeteer-core";

const here = fileURLToPath(new URL(".", import.meta.url));
const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
const firefox = plan.browser === "firefox";
const dark = plan.scheme === "dark";
const downloads = plan.downloads || mkdtempSync(join(tmpdir(), "bornes-downloads-"));
const profile = mkdtempSync(join(tmpdir(), "bornes-phone-"));
const viewport = { ...(plan.viewport || { width: 390, height: 844 }), deviceScaleFactor: plan.scale || 1 };
const browser = firefox
  ? await puppeteer.launch({
      browser: "firefox",
      executablePath: process.env.FIREFOX || "/usr/bin/firefox-esr",
      headless: true,
      userDataDir: profile,
      protocolTimeout: 120000, // a bound against hanging, not a pace
      downloadBehavior: { policy: "allow", downloadPath: downloads },
      extraPrefsFirefox: {
        "browser.privatebrowsing.autostart": Boolean(plan.private),
        "intl.accept_languages": plan.locale || "en-GB",
        // 0: dark, 1: light (the page's prefers-color-scheme)
        "layout.css.prefers-color-scheme.content-override": dark ? 0 : 1,
        "ui.systemUsesDarkTheme": dark ? 1 : 0,
      },
    })
  : await puppeteer.launch({
      browser: "chrome",
      executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
      headless: true,
      userDataDir: profile,
      protocolTimeout: 120000,
      downloadBehavior: { policy: "allow", downloadPath: downloads },
      args: [
        "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", `--lang=${plan.locale || "en-GB"}`,
        ...(plan.private ? ["--incognito"] : []),
      ],
    });
const read = {};
const errors = [];
const effort = [];
const dialogs = [];
let counted = { taps: 0, digits: 0, scrolls: 0 };
const pages = await browser.pages();
const page = pages[0] || (await browser.newPage());

/** The element a step names, after counting a scroll if it is not wholly on the screen. */
async function reach(selector, { tap }) {
  const element = await page.waitForSelector(selector, { timeout: 60000, visible: true });
  const [inView, focused] = await element.evaluate((node) => {
    // Wholly on the screen, and not under anything (a bar that stays at the bottom of the screen).
    const box = node.getBoundingClientRect();
    const high = window.visualViewport ? window.visualViewport.height : window.innerHeight;
    const target = node.closest("label") || node;
    const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const uncovered = found !== null && (target.contains(found) || found.contains(target));
    return [box.top >= 0 && box.bottom <= high && uncovered, document.activeElement === node];
  });
  if (!inView) {
    counted.scrolls += 1;
    await element.evaluate((node) => node.scrollIntoView({ block: "center" }));
  }
  if (tap || !focused) counted.taps += 1;
  return [element, focused];
}

try {
  await page.setViewport({ ...viewport, isMobile: !firefox && plan.mobile !== false, hasTouch: true });
  if (!firefox) await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: dark ? "dark" : "light" }]);
  if (plan.init) await page.evaluateOnNewDocument(plan.init);
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("dialog", (dialog) => {
    // A question the page asks (window.confirm): kept under "dialogs", answered as the plan says.
    dialogs.push(dialog.message());
    return plan.dismiss ? dialog.dismiss() : dialog.accept();
  });
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith("file:") && !url.startsWith("blob:") && !url.startsWith("data:")) {
      errors.push(`network request: ${url}`);
    }
  });
  for (const step of plan.steps) {
    if (step.goto) {
      await page.goto(pathToFileURL(step.goto).href, { waitUntil: "load" });
    } else if (step.tap) {
      const [element] = await reach(step.tap, { tap: true });
      await element.tap();
    } else if (step.type) {
      const [element, focused] = await reach(step.type, { tap: false });
      if (!focused) await element.tap();
      await element.evaluate((node) => node.select());
      await page.keyboard.press("Backspace");
      await element.type(step.text, { delay: 5 });
      counted.digits += [...step.text].length;
    } else if (step.read) {
      const element = await page.waitForSelector(step.read, { timeout: 60000 });
      read[step.as] = await element.evaluate((node) => ("value" in node && node.tagName !== "BUTTON" ? node.value : node.textContent));
    } else if (step.readAll) {
      read[step.as] = await page.$$eval(step.readAll, (nodes) => nodes.map((node) => node.textContent));
    } else if (step.evaluate) {
      read[step.as] = await page.evaluate(`(${step.evaluate})(${JSON.stringify(step.arg ?? null)})`);
    } else if (step.download) {
      const before = new Set(readdirSync(downloads));
      const [element] = await reach(step.download, { tap: true });
      await element.tap();
      let found;
      for (let waited = 0; !found && waited < 600; waited += 1) {
        // A bound against hanging: a minute; the file is whole once its partial name is gone.
        found = readdirSync(downloads).find((name) => !before.has(name) && !/\.(part|crdownload)$/.test(name));
        if (!found) await new Promise((done) => setTimeout(done, 100));
      }
      if (!found) throw new Error(`no download from ${step.download}`);
      read[step.as || "download"] = join(downloads, found);
    } else if (step.reload) {
      await page.reload({ waitUntil: "load" });
    } else if (step.screenshot) {
      if (step.element) await (await page.waitForSelector(step.element, { timeout: 60000 })).screenshot({ path: step.screenshot });
      else await page.screenshot({ path: step.screenshot, fullPage: Boolean(step.fullPage) });
    } else if (step.wait) {
      await page.waitForSelector(step.wait, { timeout: 60000 }); // a bound against hanging, not a pace
    } else if (step.press) {
      await page.keyboard.press(step.press);
    } else if (step.axe) {
      if (!(await page.evaluate(() => typeof window.axe === "object"))) {
        await page.evaluate(readFileSync(join(here, "node_modules", "axe-core", "axe.min.js"), "utf8"));
      }
      read[step.as || `axe ${step.axe}`] = await page.evaluate(async () => {
        const found = await window.axe.run(document, {
          runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
          resultTypes: ["violations"],
        });
        return found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      });
    } else if (step.mark) {
      effort.push({ mark: step.mark, ...counted });
      counted = { taps: 0, digits: 0, scrolls: 0 };
    } else {
      throw new Error(`unknown step ${JSON.stringify(step)}`);
    }
  }
} catch (error) {
  errors.push(`driver: ${error}`);
  await page.screenshot({ path: `${process.argv[2]}.failed.png`, fullPage: true }).catch(() => {}); // to look at
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}
process.stdout.write(JSON.stringify({ read: { ...read, dialogs }, effort, errors }) + "\n");
