// Contrast as WCAG measures it, of colours the browser computed: parse rgb()/rgba(), composite a
// translucent colour over another, relative luminance, and the ratio of two colours.

/** [r, g, b, a] of the first rgb()/rgba() in a computed value, or null. */
export function rgba(text) {
  const found = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(text ?? "");
  return found ? [+found[1], +found[2], +found[3], found[4] === undefined ? 1 : +found[4]] : null;
}

/** `top` (null: nothing) composited over the opaque `bottom`. */
export const over = (top, bottom) =>
  top ? [0, 1, 2].map((k) => top[k] * top[3] + bottom[k] * (1 - top[3])).concat(1) : bottom;

function luminance([r, g, b]) {
  const linear = (value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The backgrounds a cell's digit can sit on (between and on its stripes, under its tint),
 * composited over the frame: `cell` holds the computed `background`, `stripes`
 * (background-image), `tint` (the ::before layer's colour) and `frame` (the frame's background).
 */
export function backgroundsOf(cell) {
  const base = over(rgba(cell.background), rgba(cell.frame));
  const tint = rgba(cell.tint);
  const plain = over(tint, base);
  const striped = over(tint, over(rgba(cell.stripes), base));
  return cell.stripes === "none" ? [plain] : [plain, striped];
}

/**
 * What the page shows of cells `indices` of the board `selector` (the colours a contrast check
 * needs): each cell's part, digit colour, background, stripes, tint, focus ring and, beside a box
 * edge, its box line; the frame's background and the conflict outline's colour.
 */
export function seenCells(page, selector, indices) {
  return page.evaluate(
    ({ selector, indices }) => {
      const root = document.querySelector(selector).shadowRoot;
      const cells = root.querySelectorAll("[role=gridcell]");
      const frame = getComputedStyle(root.querySelector("[part~=frame]")).backgroundColor;
      const outline = getComputedStyle(root.querySelector(".outline")).borderTopColor;
      return indices.map((index) => {
        const style = getComputedStyle(cells[index]);
        return {
          index,
          part: cells[index].getAttribute("part"),
          frame,
          outline,
          color: style.color,
          background: style.backgroundColor,
          stripes: style.backgroundImage,
          tint: getComputedStyle(cells[index], "::before").backgroundColor,
          ring: style.outlineStyle === "none" ? null : style.outlineColor,
          boxLine: cells[index].classList.contains("box-right") ? style.borderRightColor : null,
        };
      });
    },
    { selector, indices },
  );
}
