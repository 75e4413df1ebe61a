// Fill a fillable sheet in pdf.js, in headless Chromium, as a player would, and print what the
// form computed.
//
//   node fill.mjs SHEET.pdf ACTIONS.json
//
// ACTIONS.json: {"type": {"h1.A.distance": "875", ...}, "tick": ["h1.A.safeties_1", ...],
//                "choose": [["g1.won", 0], ...], "read": ["h1.A.total", ...]}
// Prints {"read": {"h1.A.total": "1,275", ...}, "shown": {...}, "alerts": [...]} on stdout: each
// field read's value as shown, every text box's value as shown (its first widget), and the messages
// the form's scripts showed (app.alert), each dismissed. With SAVE=FILE in the environment, also
// writes the filled sheet as pdf.js saves it.
//
// The page is pdf.js's own viewer components (pdf_viewer.mjs) with its scripting sandbox, served
// on 127.0.0.1 from this folder; nothing leaves the machine.

import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = fileURLToPath(new URL(".", import.meta.url));
const [sheetPath, actionsPath] = process.argv.slice(2);
const sheet = readFileSync(sheetPath);
const actions = JSON.parse(readFileSync(actionsPath, "utf8"));

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8">
<link rel="stylesheet" href="/node_modules/pdfjs-dist/web/pdf_viewer.css">
<style>#box { position: absolute; inset: 0; overflow: auto; }</style></head>
<body><div id="box"><div id="viewer" class="pdfViewer"></div></div>
<script type="module">
import * as pdfjs from "/node_modules/pdfjs-dist/build/pdf.mjs";
import { EventBus, PDFLinkService, PDFScriptingManager, PDFViewer } from "/node_modules/pdfjs-dist/web/pdf_viewer.mjs";
pdfjs.GlobalWorkerOptions.workerSrc = "/node_modules/pdfjs-dist/build/pdf.worker.mjs";
const eventBus = new EventBus();
const linkService = new PDFLinkService({ eventBus });
const scriptingManager = new PDFScriptingManager({
  eventBus, sandboxBundleSrc: "/node_modules/pdfjs-dist/build/pdf.sandbox.mjs",
});
const viewer = new PDFViewer({
  container: document.getElementById("box"), eventBus, linkService, scriptingManager,
});
linkService.setViewer(viewer);
scriptingManager.setViewer(viewer);
eventBus.on("sandboxcreated", () => { window.sandboxReady = true; });
eventBus.on("annotationlayerrendered", () => { window.layers = (window.layers || 0) + 1; });
const doc = await pdfjs.getDocument({ url: "/sheet.pdf", enableScripting: true }).promise;
viewer.setDocument(doc);
linkService.setDocument(doc);
window.pdfDocument = doc;
window.loaded = true;
</script></body></html>`;

const TYPES = { ".mjs": "text/javascript", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };

const server = createServer((request, response) => {
  const url = new URL(request.url, "http://127.0.0.1");
  if (url.pathname === "/") {
    response.writeHead(200, { "content-type": "text/html" }).end(PAGE);
  } else if (url.pathname === "/sheet.pdf") {
    response.writeHead(200, { "content-type": "application/pdf" }).end(sheet);
  } else {
    const file = normalize(join(here, url.pathname));
    if (!file.startsWith(here)) return response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, { "content-type": TYPES[extname(file)] || "application/octet-stream" }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = server.address().port;

const profile = mkdtempSync(join(tmpdir(), "bornes-chromium-"));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
  ],
  viewport: { width: 1400, height: 2000 },
});
try {
  const page = browser.pages()[0] || (await browser.newPage());
  page.on("pageerror", (error) => process.stderr.write(`page error: ${error}\n`));
  const alerts = [];
  page.on("dialog", async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => window.loaded && window.sandboxReady && window.layers > 0, null, {
    timeout: 60000,
  });
  // The form's scripts run in pdf.js's sandbox, one queued task per event
  // (GenericScripting.dispatchEventInSandbox: setTimeout 0), each setting the boxes it computes.
  // A task queued after them runs once they all have: queue one until a turn changes no box, so a
  // slow or loaded machine is waited for, never read early.
  const boxes = () =>
    page.evaluate(() =>
      JSON.stringify([...document.querySelectorAll("input[name], textarea[name]")].map((box) => [box.name, box.value, box.checked])),
    );
  const turn = () => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const settle = async () => {
    for (let before = null, now = await boxes(); now !== before; ) {
      await turn();
      [before, now] = [now, await boxes()];
    }
  };
  for (const [name, value] of Object.entries(actions.type || {})) {
    const box = page.locator(`[name="${name}"]`).first();
    await box.click();
    await box.fill("");
    // Each key waits for the sandbox's answer to the one before: its keystroke check sets the box,
    // and on a loaded machine a late answer would otherwise overwrite the next key (a person
    // typing sees each key land before the next).
    for (const key of value) {
      await page.keyboard.type(key);
      await settle();
    }
    await page.keyboard.press("Tab"); // commit: keystroke check, then the calculation
  }
  for (const name of actions.tick || []) {
    await page.locator(`[name="${name}"]`).first().click();
  }
  for (const [name, index] of actions.choose || []) {
    await page.locator(`[name="${name}"]`).nth(index).click();
  }
  await settle();
  if (process.env.SCREENSHOT) await page.screenshot({ path: process.env.SCREENSHOT }); // to look at it
  const read = {};
  for (const name of actions.read || []) {
    read[name] = await page.locator(`[name="${name}"]`).first().inputValue();
  }
  const shown = await page.evaluate(() => {
    const found = {};
    for (const box of document.querySelectorAll("input[type=text][name], textarea[name]")) {
      if (!(box.name in found)) found[box.name] = box.value;
    }
    return found;
  });
  if (process.env.SAVE) {
    // What Firefox writes when the player saves the filled sheet: pdf.js's own saveDocument.
    const saved = await page.evaluate(async () => {
      const bytes = await window.pdfDocument.saveDocument();
      let text = "";
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    });
    writeFileSync(process.env.SAVE, Buffer.from(saved, "base64"));
  }
  process.stdout.write(JSON.stringify({ read, shown, alerts }) + "\n");
} finally {
  await browser.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
