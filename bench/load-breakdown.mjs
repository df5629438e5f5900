// Where a page's load time goes (node bench/load.mjs --breakdown): a DevTools trace of one load,
// its renderer main thread's time from navigation to the last first verdict attributed by self
// time, and the JavaScript part of it split by the trace's CPU samples into the source files of
// the classic scripts (through their source maps, build/sourcemaps/, which the build writes).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";

/** What the trace records: the main thread's tasks, V8's compiler and wasm, and CPU samples. */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "v8.wasm",
  "disabled-by-default-v8.compile",
  "disabled-by-default-v8.cpu_profiler",
  "blink.user_timing",
  "toplevel",
];

/** The parts, in the order the table prints them. */
export const PARTS = [
  "navigation, window, other browser work",
  "HTML parse",
  "script parse and compile",
  "JS: unpacking, six-bit digits",
  "inflate",
  "wasm compile and instantiate",
  "JS: Emscripten glue, Embind registration",
  "wasm code (core and Embind's C++)",
  "JS: API (api.js)",
  "JS: <sudoku-board>",
  "JS: <sudoku-explainer>",
  "JS: the page's own scripts",
  "JS: other (natives, bench's listener)",
  "style",
  "layout",
  "paint and composite",
  "garbage collection",
  "main thread idle",
];

// Trace events whose self time is JavaScript running: split by CPU samples.
const JS_EVENTS = new Set([
  "EvaluateScript",
  "v8.run",
  "v8.evaluateModule",
  "FunctionCall",
  "v8.callFunction",
  "v8.callAsConstructor",
  "v8.newInstance",
  "RunMicrotasks",
  "EventDispatch",
  "TimerFire",
  "FireAnimationFrame",
  "V8.StackGuard",
  "V8.HandleInterrupts",
  "V8.InvokeApiInterruptCallbacks",
  "V8.BytecodeBudgetInterrupt",
  "V8.BytecodeBudgetInterruptWithStackCheck",
  "BlinkScheduler_PerformMicrotaskCheckpoint",
]);
// Tasks that only wrap others: their self time is the scheduler's.
const WRAPPERS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** The part a non-JavaScript trace event's self time belongs to. */
function partOfEvent(event) {
  const { name, cat } = event;
  if (name === "ParseHTML") return "HTML parse";
  if (name === "DecompressionStream Inflate") return "inflate";
  if (cat.includes("v8.wasm")) return "wasm compile and instantiate";
  if (cat.includes("v8.gc") || /GC/.test(name)) return "garbage collection";
  if (cat.includes("v8.compile") || name === "v8.compile" || name === "v8.produceCache")
    return "script parse and compile";
  if (name === "UpdateLayoutTree" || name === "ParseAuthorStyleSheet" || name === "RecalcStyle")
    return "style";
  if (name === "Layout") return "layout";
  if (/^(Paint|PrePaint|PaintImage|Layerize|Commit|UpdateLayer|CompositeLayers)$/.test(name))
    return "paint and composite";
  return "navigation, window, other browser work";
}

/** The part of a source file of the classic scripts (as the source maps name them). */
function partOfSource(source) {
  if (source.startsWith("wasm-modules:")) return "JS: Emscripten glue, Embind registration";
  if (source.endsWith("web/api/packed-wasm.js")) return "JS: unpacking, six-bit digits";
  if (source.includes("node_modules/fflate/")) return "inflate";
  if (source.includes("web/api/")) return "JS: API (api.js)";
  if (/web\/elements\/(explainer|explainer-\w+)\.js$/.test(source)) return "JS: <sudoku-explainer>";
  if (source.includes("web/elements/") || source.includes("web/entries/"))
    return "JS: <sudoku-board>";
  return "JS: other (natives, bench's listener)";
}

/** Reads the source maps of the classic scripts, by script file name. */
export function readSourceMaps(root) {
  const maps = new Map();
  for (const name of ["valid-sudoku.js", "sudoku-explainer.js"])
    maps.set(
      name,
      new TraceMap(readFileSync(join(root, "build/sourcemaps", `${name}.map`), "utf8")),
    );
  return maps;
}

/**
 * Splits one traced load into PARTS (ms). `trace` is the trace's JSON; the load's window runs
 * from its navigation to `shown` (ms after navigation, the page's performance.now()).
 * Returns { parts: Map(part -> ms), functions: Map("file:line" -> ms) }.
 */
export function attribute(trace, shown, sourceMaps) {
  const events = JSON.parse(trace).traceEvents;
  // The page's renderer main thread is the one whose navigation the bench's mark names.
  const mark = events.find((event) => event.name === "valid-sudoku:shown");
  if (!mark) throw new Error("the trace has no valid-sudoku:shown mark");
  const { pid, tid } = mark;
  const navigation = events
    .filter((event) => event.pid === pid && event.name === "navigationStart")
    .find((event) => event.args?.data?.navigationId === mark.args.data.navigationId);
  if (!navigation) throw new Error("the trace has no navigationStart for the page");
  const start = navigation.ts;
  const end = start + shown * 1000;

  // The main thread's complete events inside the window, clipped to it, outermost first.
  const spans = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur > 0)
    .map((e) => ({ event: e, from: Math.max(e.ts, start), to: Math.min(e.ts + e.dur, end) }))
    .filter((span) => span.to > span.from)
    .sort((a, b) => a.from - b.from || b.to - a.to);

  // Self time: each span's time not covered by a span nested inside it.
  const parts = new Map(PARTS.map((part) => [part, 0]));
  const jsSelf = []; // [from, to] intervals of JavaScript running
  const stack = [];
  let busy = 0;
  const close = (span) => {
    const self = span.to - span.from - span.children;
    if (self <= 0) return;
    const { event } = span;
    if (WRAPPERS.has(event.name)) add("navigation, window, other browser work", self);
    else if (JS_EVENTS.has(event.name)) jsSelf.push(...span.gaps);
    else add(partOfEvent(event), self);
  };
  const add = (part, us) => {
    parts.set(part, parts.get(part) + us / 1000);
    busy += us;
  };
  for (const span of spans) {
    while (stack.length && stack.at(-1).to <= span.from) close(stack.pop());
    span.children = 0;
    span.gaps = [[span.from, span.to]];
    const parent = stack.at(-1);
    if (parent) {
      const to = Math.min(span.to, parent.to);
      parent.children += to - span.from;
      // Cut the child's time out of the parent's self intervals.
      parent.gaps = parent.gaps.flatMap(([a, b]) =>
        b <= span.from || a >= to
          ? [[a, b]]
          : [...(a < span.from ? [[a, span.from]] : []), ...(b > to ? [[to, b]] : [])],
      );
      span.to = to;
    }
    stack.push(span);
  }
  while (stack.length) close(stack.pop());

  // The CPU samples of the page's thread, each with its top frame, in time order.
  const nodes = new Map();
  const samples = [];
  let time = events.find(
    (event) => event.name === "Profile" && event.pid === pid && event.tid === tid,
  )?.args.data.startTime;
  for (const chunk of events.filter((e) => e.name === "ProfileChunk" && e.pid === pid)) {
    const { cpuProfile, timeDeltas = [], lines = [], columns = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, k) => {
      time += timeDeltas[k];
      samples.push({ time, id, line: lines[k], column: columns[k] });
    });
  }
  samples.sort((a, b) => a.time - b.time);

  // JavaScript's self time, split among the samples taken in it by their top frame's source.
  const functions = new Map();
  const jsTime = jsSelf.reduce((sum, [a, b]) => sum + (b - a), 0);
  const inJs = samples.filter((s) => jsSelf.some(([a, b]) => s.time >= a && s.time < b));
  const share = inJs.length ? jsTime / inJs.length : 0;
  if (!inJs.length) add("JS: other (natives, bench's listener)", jsTime);
  for (const sample of inJs) {
    const { callFrame } = nodes.get(sample.id);
    const { url = "", functionName } = callFrame;
    let part = "JS: other (natives, bench's listener)";
    let where = functionName || "(anonymous)";
    const script = url.split("/").pop();
    if (functionName === "(garbage collector)") part = "garbage collection";
    else if (url.startsWith("wasm://")) part = "wasm code (core and Embind's C++)";
    else if (sourceMaps.has(script)) {
      // The function's own start (the sample's line, where given, is the statement running).
      const position = originalPositionFor(sourceMaps.get(script), {
        line: callFrame.lineNumber + 1,
        column: callFrame.columnNumber,
      });
      if (position.source) {
        part = partOfSource(position.source);
        where = `${position.source.replace(/^(\.\.\/)+|^wasm-modules:/, "")}:${position.line}`;
      }
    } else if (url.startsWith("file:") || url.startsWith("http")) {
      part = "JS: the page's own scripts";
      where = `${script}:${callFrame.lineNumber + 1}`;
    }
    add(part, share);
    functions.set(where, (functions.get(where) ?? 0) + share / 1000);
  }
  add("main thread idle", Math.max(0, end - start - busy));
  return { parts, functions };
}
