// Shots of index.html, the demo page: phone and desktop, on a light and a dark OS, and in forced
// colours (Chromium only: Firefox over BiDi cannot emulate forced colours).
import { clickCell } from "../../tests/browser/helpers.mjs";

const WIDTHS = { phone: 390, desktop: 1280 };
const looks = [
  { look: "light", colorScheme: "light" },
  { look: "dark", colorScheme: "dark" },
  { look: "forced", colorScheme: "light", forcedColors: true, engines: ["chromium"] },
];

export default looks.flatMap(({ look, ...options }) =>
  Object.entries(WIDTHS).map(([device, width]) => ({
    name: `index-${look}-${device}`,
    path: "index.html",
    width,
    ...options,
    // A cell of Example 2 is active, so its peers and the conflict marks both show.
    prepare: (page) => clickCell(page, "#example-2", 1, 1),
  })),
);
