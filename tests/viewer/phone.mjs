// Drive the phone score sheet (bornes sheet --html) in headless Chromium as a person on a phone would,
// and print what it showed.
//
//   node phone.mjs STEPS.json
//
// STEPS.json: {"viewport": {"width": 390, "height": 844}, "mobile": true, "steps": [...]}, each step one of
//   {"goto": "/path/page.html"}                   open a page (a file, as a phone opens one it was sent)
//   {"tap": "#new-hand"}                          tap an element (a touch, not a click)
//   {"type": "#miles-a", "text": "1000"}          tap a box, clear it, type into it key by key
//   {"read": "#outcome", "as": "outcome"}         an element's text (or a box's value), kept under "as"
//   {"readAll": ".hand-list button", "as": "x"}   every matching element's text
//   {"evaluate": "(arg) => ...", "arg": ..., "as": "x"}  a function run in the page, its result kept
//   {"download": "#download", "save": "/path/x.toml"}     tap, and save the file the page downloads
//   {"reload": true}                              reload the page (its local storage stays)
//   {"screenshot": "/path/x.png", "fullPage": true}
//   {"wait": "#copy-status:not(:empty)"}          wait until an element is there (what a script does later)
//   {"press": "Tab"}                              a key
// Prints {"read": {...}, "errors": [...]} on stdout: what was kept, and any error the page raised; when a
// step fails, the page as it was is saved beside STEPS.json (STEPS.json.failed.png), to look at.
// Nothing leaves the machine: the page is a local file and loads nothing.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
const profile = mkdtempSync(join(tmpdir(), "bornes-phone-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: [
    "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
  ],
  viewport: plan.viewport || { width: 390, height: 844 },
  isMobile: plan.mobile !== false,
  hasTouch: true, // phones and tablets alike

  deviceScaleFactor: plan.scale || 1,
  acceptDownloads: true,
  locale: plan.locale || "en-GB",
});
const read = {};
const errors = [];
const page = context.pages()[0] || (await context.newPage());
try {
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("dialog", (dialog) => dialog.accept());
  page.on("request", (request) => {
    if (!request.url().startsWith("file:") && !request.url().startsWith("blob:") && !request.url().startsWith("data:")) {
      errors.push(`network request: ${request.url()}`);
    }
  });
  for (const step of plan.steps) {
    if (step.goto) {
      await page.goto(pathToFileURL(step.goto).href);
    } else if (step.tap) {
      await page.locator(step.tap).first().tap();
    } else if (step.type) {
      const box = page.locator(step.type).first();
      await box.tap();
      await box.fill("");
      await box.pressSequentially(step.text, { delay: 5 });
    } else if (step.read) {
      const element = page.locator(step.read).first();
      read[step.as] = await element.evaluate((node) => ("value" in node && node.tagName !== "BUTTON" ? node.value : node.textContent));
    } else if (step.readAll) {
      read[step.as] = await page.locator(step.readAll).allTextContents();
    } else if (step.evaluate) {
      read[step.as] = await page.evaluate(`(${step.evaluate})(${JSON.stringify(step.arg ?? null)})`);
    } else if (step.download) {
      const [download] = await Promise.all([page.waitForEvent("download"), page.locator(step.download).first().tap()]);
      await download.saveAs(step.save);
      read[step.as || "download"] = download.suggestedFilename();
    } else if (step.reload) {
      await page.reload();
    } else if (step.screenshot) {
      await page.screenshot({ path: step.screenshot, fullPage: Boolean(step.fullPage) });
    } else if (step.wait) {
      await page.locator(step.wait).first().waitFor({ timeout: 60000 }); // a bound against hanging, not a pace
    } else if (step.press) {
      await page.keyboard.press(step.press);
    } else {
      throw new Error(`unknown step ${JSON.stringify(step)}`);
    }
  }
} catch (error) {
  errors.push(`driver: ${error}`);
  await page.screenshot({ path: `${process.argv[2]}.failed.png`, fullPage: true }).catch(() => {}); // to look at
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
process.stdout.write(JSON.stringify({ read, errors }) + "\n");
