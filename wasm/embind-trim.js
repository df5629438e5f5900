// Emscripten library overrides for this module, linked after Embind's own with --js-library (so
// these definitions win): parts of Embind 3.1.6's JS runtime that every module gets and this one
// never uses. The wasm side still calls them; here they do nothing. About 570 B gzip of glue.
// Written against Emscripten 3.1.6 (Debian's); wasm/CMakeLists.txt links it.
mergeInto(LibraryManager.library, {
  // Embind registers std::wstring, std::u16string and std::u32string in every module, which brings
  // UTF-16 and UTF-32 converters into the glue. No bound function takes or returns one, so they
  // stay unregistered: a function bound with one would throw Embind's UnboundTypeError when called.
  _embind_register_std_wstring__deps: [],
  _embind_register_std_wstring: function () {},
  // Module.count_emval_handles and Module.get_first_emval are debugging aids nothing here calls.
  $init_emval__deps: [],
  $init_emval: function () {},
});
