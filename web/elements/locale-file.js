// Where an element finds a catalog it has not been given (board-language.js): for npm, nowhere
// (a page imports valid-sudoku/locales/<tag>, which registers it); the classic scripts load
// dist/locales/<tag>.js from beside themselves instead (web/entries/classic-locale-file.js, which
// scripts/bundle.mjs puts in place of this file).
export const localeFile = undefined;
