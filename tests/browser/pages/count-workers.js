// Test probe: counts the workers the page made and those the engine refused, so a test can see
// where the solver searched (tests/browser/solving.test.mjs).
window.workers = { made: 0, refused: 0 };
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(...args) {
    try {
      super(...args);
    } catch (error) {
      window.workers.refused++;
      throw error;
    }
    window.workers.made++;
  }
};
