// <sudoku-board> as a form control (ElementInternals, as Shoelace's FormControlController does it):
// its value in the form, whether a disabled fieldset disables it, and its validity, anchored on a
// cell so that a refused submit focuses the board where the trouble is and the browser says why.
export class FormControl {
  #internals;
  disabled = false; // by a disabled <fieldset> or form (formDisabledCallback)

  constructor(host) {
    this.#internals = host.attachInternals();
    // Firefox reports a refused control only when the control itself can take focus, whatever its
    // anchor ("The invalid form control … is not focusable"). So the board can while it is
    // refused, and not after: a host with tabindex -1 takes its cells out of the Tab order. The
    // browser focuses the anchor at once; Chromium would drop that focus if the host stopped being
    // focusable under it, so the tabindex goes when focus leaves the board.
    host.addEventListener("invalid", () => {
      if (host.hasAttribute("tabindex")) return;
      host.tabIndex = -1;
      const release = () => host.removeAttribute("tabindex");
      setTimeout(() => {
        if (host.matches(":focus-within")) host.addEventListener("blur", release, { once: true });
        else release(); // (checkValidity(), or a refused submit that focused another control)
      });
    });
  }

  get internals() {
    return this.#internals;
  }

  /**
   * The form's view of the board: its one line (`value`), and what is wrong with it: `invalid`
   * (conflicts, or text that cannot be read) with the verdict as `message`, or `missing` (an
   * empty board that is required). `anchor` is the cell the browser focuses when it refuses a
   * submit because of it.
   */
  update({ value, invalid, message, missing, anchor }) {
    const internals = this.#internals;
    internals.setFormValue(value);
    if (invalid) internals.setValidity({ customError: true }, message, anchor);
    else if (missing)
      internals.setValidity({ valueMissing: true }, "The board is empty: fill in a cell.", anchor);
    else internals.setValidity({});
  }
}
