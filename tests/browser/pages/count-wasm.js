// Test probe: counts WebAssembly instances made, so a test can see that boards share one module.
window.wasmInstances = 0;
for (const name of ["instantiate", "instantiateStreaming"]) {
  const original = WebAssembly[name];
  WebAssembly[name] = function (...args) {
    window.wasmInstances++;
    return original.apply(this, args);
  };
}
const NativeInstance = WebAssembly.Instance;
WebAssembly.Instance = class extends NativeInstance {
  constructor(...args) {
    super(...args);
    window.wasmInstances++;
  }
};
