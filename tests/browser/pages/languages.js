// The languages test page's record of the console notes the boards write (console.info), read by
// tests/browser/languages.test.mjs; a file of its own, so a strict CSP (script-src 'self') runs it.
globalThis.notes = [];
const info = console.info.bind(console);
console.info = (...words) => {
  globalThis.notes.push(words.join(" "));
  info(...words);
};
