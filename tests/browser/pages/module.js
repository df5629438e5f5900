// Test page script: loads the element from the ES-module entry and hands its exports to the test.
import * as boardModule from "../../../dist/board.mjs";

window.boardModule = boardModule;
