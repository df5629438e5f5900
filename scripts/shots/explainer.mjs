// Shots of the explainer and the pitfalls lab on index.html: phone and desktop, light and dark OS.
const WIDTHS = { desktop: 1280, phone: 390 };

async function atStep20(page) {
  await page.waitForFunction(() => customElements.get("sudoku-explainer"));
  await page.evaluate(async () => {
    const element = document.querySelector("#explainer");
    await element.ready;
    element.step = 20;
  });
}

export default ["light", "dark"].flatMap((colorScheme) =>
  Object.entries(WIDTHS).flatMap(([device, width]) => [
    {
      name: `explainer-${colorScheme}-${device}`,
      path: "index.html",
      colorScheme,
      width,
      selector: "#scan",
      prepare: atStep20,
    },
    {
      name: `pitfalls-${colorScheme}-${device}`,
      path: "index.html",
      colorScheme,
      width,
      selector: '[data-pitfall="modulo"]',
      prepare: atStep20,
    },
  ]),
);
