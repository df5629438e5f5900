// embed-parent.html's script: loads each iframe (sandboxed with allow-scripts over http; Chromium
// lets no sandboxed file:// frame read files), records the heights it posts and sizes it, as the
// snippet in docs/embedding.md does.
window.heights = { board: [], explainer: [] };
window.addEventListener("message", (event) => {
  if (event.data?.type !== "valid-sudoku:height") return;
  for (const frame of document.querySelectorAll("iframe")) {
    if (frame.contentWindow !== event.source) continue;
    window.heights[frame.id].push(event.data.height);
    frame.height = String(event.data.height);
  }
});

for (const frame of document.querySelectorAll("iframe")) {
  if (location.protocol !== "file:") frame.setAttribute("sandbox", "allow-scripts");
  frame.src = frame.dataset.src;
}
