// The valid-sudoku command's progress line on a terminal: lines read, boards a second, and for a
// file the share done and the time left, on stderr, redrawn at most 4 times a second.
import { writeError } from "./io.js";

// The first draw waits this long (a quick run shows nothing), and each redraw as long again.
const REDRAW_MS = 250;
const NEWLINE = 0x0a;

const grouped = (n) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const duration = (seconds) =>
  seconds < 60
    ? `${Math.ceil(seconds)} s`
    : `${Math.floor(seconds / 60)} min ${Math.ceil(seconds % 60)} s`;

/**
 * One input's progress. `active`: stderr is a terminal and the run is not --quiet (otherwise
 * every call does nothing). `size`: the input's size in bytes when it is a regular file, else 0
 * (standard input, a pipe), which then shows no share and no time left. `boardsBefore`: the
 * core's board count of the run when this input starts.
 */
export class Progress {
  #name;
  #size;
  #active;
  #started = performance.now();
  #drawnAt = this.#started;
  #drawn = false;
  #bytes = 0;
  #lines = 0;
  #boardsBefore; // the run's board count when this input started
  constructor(name, size, active, boardsBefore) {
    this.#name = name;
    this.#size = size;
    this.#active = active;
    this.#boardsBefore = boardsBefore;
  }
  /** The next bytes of the input, before the core reads them: its lines are counted. */
  read(bytes) {
    if (!this.#active) return;
    this.#bytes += bytes.length;
    for (let at = bytes.indexOf(NEWLINE); at !== -1; at = bytes.indexOf(NEWLINE, at + 1)) {
      this.#lines++;
    }
  }
  /** Takes the line off the screen, so that output can be written there (drawn again by show). */
  clear() {
    if (!this.#drawn) return;
    writeError("\r\x1b[K");
    this.#drawn = false;
  }
  /** The core has counted `boards` boards in the whole run so far: draws the line if it is due. */
  show(boards) {
    if (!this.#active) return;
    const now = performance.now();
    if (now - this.#drawnAt < REDRAW_MS) return;
    this.#drawnAt = now;
    const seconds = (now - this.#started) / 1000;
    const parts = [
      `${grouped(this.#lines)} lines`,
      `${grouped((boards - this.#boardsBefore) / seconds)} boards/s`,
    ];
    if (this.#size > 0 && this.#bytes > 0) {
      const share = Math.min(this.#bytes / this.#size, 1);
      parts.push(`${Math.floor(share * 100)}%`);
      parts.push(`about ${duration((seconds * (1 - share)) / share)} left`);
    }
    const text = `valid-sudoku: ${this.#name}: ${parts.join(", ")}`;
    // One screen line, never wrapped: a wrapped line would not be cleared by \r.
    const columns = process.stderr.columns || 80;
    writeError(`\r${text.length < columns ? text : text.slice(0, columns - 1)}\x1b[K`);
    this.#drawn = true;
  }
}
