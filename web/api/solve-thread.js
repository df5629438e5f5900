// The solver off the page's main thread (web/api/solve.js): a worker made from a blob of the
// formats build's worker text (web/api/solve-worker.js, which scripts/bundle.mjs bundles with the
// module's glue) and sent the module the page already compiled, so nothing is fetched and nothing
// compiled twice. Where no worker can start (no Worker, as in Node; a Content-Security-Policy
// whose worker-src or script-src leaves out blob:; an engine that refuses a blob worker from
// file://), ask() answers undefined and solve.js runs its bounded slices on the main thread.
//
// One worker a validator, made on the first question and kept; questions take their turn. A
// question aborted while the worker searches ends the worker (a search hears no messages), and
// the next question makes a new one.

/**
 * The worker of the validator whose glue module is `wasm` (instantiate.js gives it the formats
 * build as `build` and the compiled module as `module`), or undefined where none is carried.
 */
export function solverThread(wasm) {
  const source = wasm.build?.worker;
  if (typeof Worker !== "function" || !source || !wasm.module) return undefined;
  let starting; // a promise of a worker that answered ready, or of null: none can start here
  let turn = Promise.resolve();

  function start() {
    return new Promise((resolve) => {
      let url;
      let worker;
      const settle = (started) => {
        URL.revokeObjectURL(url);
        if (!started) worker?.terminate();
        resolve(started);
      };
      try {
        url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
        worker = new Worker(url);
      } catch {
        settle(null); // refused at once (a policy, an engine that allows none)
        return;
      }
      worker.onmessage = ({ data }) => settle(data.ready ? worker : null);
      worker.onerror = (event) => {
        event.preventDefault();
        settle(null); // refused while loading (a policy, or the engine)
      };
      worker.postMessage({ module: wasm.module });
    });
  }

  // One question in the worker; undefined when no worker can start or the question cannot cross.
  async function run(question, signal) {
    const worker = await (starting ??= start());
    if (!worker) return undefined;
    if (signal?.aborted) throw abortReason(signal);
    return new Promise((resolve, reject) => {
      const done = () => {
        signal?.removeEventListener("abort", stop);
        worker.onmessage = worker.onerror = null;
      };
      const stop = () => {
        done();
        worker.terminate();
        starting = undefined;
        reject(abortReason(signal));
      };
      signal?.addEventListener("abort", stop);
      worker.onmessage = ({ data }) => {
        done();
        resolve(data.result);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        done();
        worker.terminate();
        starting = undefined;
        resolve(undefined); // (the main thread answers it instead)
      };
      try {
        worker.postMessage(question);
      } catch {
        done();
        resolve(undefined); // a value the structured clone cannot copy
      }
    });
  }

  /** The binding's countSolutions result for `question`, from the worker; undefined: none here. */
  return function ask(question, signal) {
    const answer = turn.then(() => run(question, signal));
    turn = answer.catch(() => {});
    if (!signal) return answer;
    // A question aborted while it waits for its turn rejects at once.
    return new Promise((resolve, reject) => {
      signal.addEventListener("abort", () => reject(abortReason(signal)), { once: true });
      answer.then(resolve, reject);
    });
  };
}

/** What an aborted question rejects with: the signal's reason. */
export const abortReason = (signal) =>
  signal.reason ?? new DOMException("The solver was aborted", "AbortError");
