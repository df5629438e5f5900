// npm run screenshots: writes the screenshots of scripts/shots/*.mjs, in Chromium, Firefox and WebKit,
// to build/screenshots/<engine>/<name>.png (not committed), for people to look at; a shot with
// `docs` (a path) is also written there from Chromium, for the docs to show.
//   node scripts/screenshots.mjs [--engine chromium|firefox|webkit] [name-filter…]
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { launch, openPage, root, startServer, urlOf } from "../tests/browser/helpers.mjs";
import { ENGINES } from "../tests/browser/driver.mjs";
import { contactSheet } from "../tests/browser/png-crop.mjs";

const { values, positionals } = parseArgs({
  options: { engine: { type: "string", multiple: true } },
  allowPositionals: true,
});
const engines = values.engine ?? ENGINES;
const folder = join(root, "scripts/shots");
const shots = [];
for (const file of readdirSync(folder)
  .filter((name) => name.endsWith(".mjs"))
  .sort())
  shots.push(...(await import(pathToFileURL(join(folder, file)).href)).default);
const wanted = shots.filter(
  (shot) => !positionals.length || positionals.some((text) => shot.name.includes(text)),
);
if (!wanted.length) {
  console.error(`screenshots: no shot matches ${positionals.join(", ")}`);
  process.exit(2);
}

const server = await startServer();
const written = [];
try {
  for (const engine of engines) {
    const out = join(root, "build/screenshots", engine);
    mkdirSync(out, { recursive: true });
    // One browser per OS colour scheme: Firefox and WebKit take the scheme at launch only.
    const browsers = new Map();
    const browserFor = async (colorScheme) => {
      if (!browsers.has(colorScheme))
        browsers.set(colorScheme, await launch({ engine, colorScheme }));
      return browsers.get(colorScheme);
    };
    try {
      for (const shot of wanted) {
        if (shot.engines && !shot.engines.includes(engine)) continue;
        const colorScheme = shot.colorScheme ?? "light";
        const browser = await browserFor(colorScheme);
        const url = urlOf(shot.origin === "file" ? "file" : server.url, shot.path);
        const { page, problems } = await openPage(browser.context, url, {
          colorScheme,
          boards: shot.boards ?? true,
        });
        if (shot.forcedColors) await page.emulateMedia({ forcedColors: "active" });
        await page.setViewportSize({ width: shot.width ?? 1280, height: shot.height ?? 900 });
        await shot.prepare?.(page);
        const path = join(out, `${shot.name}.png`);
        if (shot.selector) await page.locator(shot.selector).screenshot({ path });
        else await page.screenshot({ path, fullPage: shot.fullPage ?? true });
        await page.close();
        written.push(path);
        console.log(`screenshot: ${path}`);
        // A shot for the docs: Chromium's is also written where they show it.
        if (shot.docs && engine === "chromium") {
          copyFileSync(path, join(root, shot.docs));
          written.push(join(root, shot.docs));
        }
        for (const problem of problems) console.warn(`  ${shot.name} (${engine}): ${problem}`);
      }
    } finally {
      for (const browser of browsers.values()) await browser.close();
    }
    // A shot with a `sheet` goes on that contact sheet too: <sheet>.png, its shots in their order.
    const sheets = new Map();
    for (const shot of wanted)
      if (shot.sheet && (!shot.engines || shot.engines.includes(engine)))
        sheets.set(shot.sheet, [...(sheets.get(shot.sheet) ?? []), join(out, `${shot.name}.png`)]);
    for (const [sheet, paths] of sheets) {
      const path = join(out, `${sheet}.png`);
      writeFileSync(path, contactSheet(paths.map((file) => readFileSync(file))));
      written.push(path);
      console.log(`contact sheet: ${path}`);
    }
  }
} finally {
  await server.close();
}
console.log(`screenshots: ${written.length} written to build/screenshots/`);
