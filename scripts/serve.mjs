// npm start's static server: serves the repository over http (index.html, dist/) and prints the URL.
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sirv from "sirv";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Starts a server on host:port (port 0 picks a free one) and resolves to { server, url }.
 * `headers` are added to every response (the browser tests send a strict CSP this way).
 */
export function serve({ port = 8080, host = "127.0.0.1", headers = {} } = {}) {
  // dev: re-read files on each request, so a rebuild of dist/ shows up on reload.
  const files = sirv(root, { dev: true, dotfiles: false });
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    files(request, response, () => {
      response.statusCode = 404;
      response.setHeader("Content-Type", "text/plain; charset=utf-8");
      response.end("Not found\n");
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolve({ server, url: `http://${host}:${actual}/` });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = process.env.PORT === undefined ? 8080 : Number(process.env.PORT);
  try {
    const { url } = await serve({ port });
    console.log(`valid-sudoku: serving ${root} at ${url}`);
    console.log(`  demo page: ${url}index.html  (Ctrl+C stops)`);
  } catch (error) {
    console.error(
      error.code === "EADDRINUSE"
        ? `serve: port ${port} is in use; try PORT=8081 npm start`
        : `serve: ${error.message}`,
    );
    process.exit(1);
  }
}
