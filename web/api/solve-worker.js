// The solver's worker (web/api/solve-thread.js starts it): the formats module's glue and this file,
// bundled into one script by scripts/bundle.mjs and carried as text by the formats build, so a
// page makes the worker from a blob with nothing fetched (file:// included). Its first message is
// the module the page already compiled (WebAssembly.Module crosses to a worker without being
// compiled again); it answers { ready: true } once instantiated, or { failed } when it cannot be.
// Each later message is one countSolutions call of the binding, with the board, shape and rules
// the page's first slice already read without error, answered with the binding's result as it is
// (its error too: the page unwraps it). A search is stopped by the page, which ends the worker.
import createModule from "../../build/wasm/wasm/sudoku-formats.mjs";

let wasm;
const encoder = new TextEncoder();

onmessage = ({ data }) => {
  if (data.module) {
    createModule({
      instantiateWasm(imports, receiveInstance) {
        WebAssembly.instantiate(data.module, imports).then(
          (instance) => receiveInstance(instance, data.module),
          (error) => postMessage({ failed: String(error) }),
        );
        return {};
      },
    }).then((made) => {
      wasm = made;
      postMessage({ ready: true });
    });
    return;
  }
  const { board, boxRows, boxCols, rules, limit, budget, solution } = data;
  // Text goes through the core's input buffer, as api.js writes it; an array as the value it is.
  let bytes = 0;
  if (typeof board === "string") {
    const text = encoder.encode(board);
    const address = wasm._sudoku_input(text.length);
    if (address === 0) {
      postMessage({ result: wasm.inputTooLarge(text.length) });
      return;
    }
    wasm.HEAPU8.set(text, address);
    bytes = text.length;
  }
  postMessage({
    result: wasm.countSolutions(bytes, board, boxRows, boxCols, rules, limit, budget, solution),
  });
};
