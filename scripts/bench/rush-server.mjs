// The rush benchmark's server (scripts/bench/rush.mjs): the demo API on a loopback port, each
// request seen first by the measure that asks.
import { createServer } from 'node:http';

/** The demo API on a loopback port; `onRequest` sees each request first (the arrivals measure). */
export async function serve(api, onRequest) {
  const server = createServer((req, res) => {
    onRequest?.(req);
    if (!api.handle(req, res)) {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${server.address().port}/api`,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    },
  };
}
