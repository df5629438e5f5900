// Shots of index.html, the demo page and its "Beyond the three rules" section: phone and desktop,
// on a light and a dark OS, and in forced colours (Chromium only: Firefox over BiDi cannot emulate
// forced colours).
import { clickCell } from "../../tests/browser/helpers.mjs";

const WIDTHS = { phone: 390, desktop: 1280 };
const looks = [
  { look: "light", colorScheme: "light" },
  { look: "dark", colorScheme: "dark" },
  { look: "forced", colorScheme: "light", forcedColors: true, engines: ["chromium"] },
];

/** The shot of index.html in each look and at each width, named `<name>-<look>-<device>`. */
const inEachLook = (name, shot) =>
  looks.flatMap(({ look, ...options }) =>
    Object.entries(WIDTHS).map(([device, width]) => ({
      name: `${name}-${look}-${device}`,
      path: "index.html",
      width,
      ...options,
      ...shot,
    })),
  );

export default [
  // A cell of Example 2 is active, so its peers and the conflict marks both show.
  inEachLook("index", { prepare: (page) => clickCell(page, "#example-2", 1, 1) }),
  // "Beyond the three rules" alone: its three variant boards with their rules drawn and a
  // conflict on the diagonal (a 5 typed at row 1, column 1).
  inEachLook("variants", {
    selector: "#variants",
    prepare: async (page) => {
      await page.waitForFunction(() => document.querySelectorAll("#variants .elsewhere a").length);
      await clickCell(page, "#variant-x", 0, 0);
      await page.keyboard.press("5");
    },
  }),
  // The paste box with a 4×4 f-puzzles puzzle of constraints, one of them broken: the V between
  // r3c1 and r3c2 holding 3 and 4, said in the core's words and its cells marked.
  inEachLook("constraint", {
    selector: "#paste-board",
    prepare: async (page) => {
      const link =
        '{"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],' +
        '"thermometer":[{"lines":[["R1C1","R1C2"]]}],"difference":[{"cells":["R2C1","R2C2"]}],' +
        '"xv":[{"cells":["R3C1","R3C2"],"value":"V"}],"negative":["ratio"]}';
      await page.locator("#paste-input").fill(link);
      await page.waitForFunction(() =>
        /^Read/.test(document.querySelector("#paste-message").textContent),
      );
      await clickCell(page, "#paste-board", 2, 0);
      await page.keyboard.press("3");
      await clickCell(page, "#paste-board", 2, 1);
      await page.keyboard.press("4");
      await page.waitForFunction(() => !document.querySelector("#paste-board").valid);
    },
  }),
].flat();
