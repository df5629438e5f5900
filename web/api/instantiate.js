// A build of the wasm module (its glue and its packed bytes, web/api/packed-wasm.js) unpacked,
// compiled and instantiated, for api.js's loadValidator.
import { unpackWasm } from "./packed-wasm.js";

// A build's module, instantiated.
export async function instantiateBuild(build) {
  // Unpacked, compiled and instantiated without waiting for a task, so that the classic
  // script's first call (web/entries/classic.js) has the validator ready before the page
  // parses on, and its boards are drawn as they are parsed, before the first layout. The glue
  // gets the instance through its documented instantiateWasm hook. The glue's module object keeps
  // the build and the compiled module, for the solver's worker (solve-thread.js).
  const module = await compile(unpackWasm(build.packed));
  return new Promise((resolve, reject) => {
    build
      .create({
        build,
        module,
        instantiateWasm(imports, receiveInstance) {
          // (A failure here would leave the factory's promise pending: it rejects ours.)
          instantiate(module, imports)
            .then((instance) => receiveInstance(instance, module))
            .catch(reject);
          return {};
        },
      })
      .then(resolve, reject);
  });
}

// The module compiled at once, and its instance made at once. An engine that refuses either on the
// main thread for a module this large (a RangeError: Chrome did above 4 KB up to version 114) does
// it in the background instead.
function compile(bytes) {
  try {
    return new WebAssembly.Module(bytes);
  } catch (error) {
    if (error instanceof RangeError) return WebAssembly.compile(bytes);
    throw error;
  }
}

function instantiate(module, imports) {
  try {
    return Promise.resolve(new WebAssembly.Instance(module, imports));
  } catch (error) {
    if (error instanceof RangeError) return WebAssembly.instantiate(module, imports);
    return Promise.reject(error);
  }
}
