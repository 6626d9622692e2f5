import { createServer } from 'node:net';

/** A port of this machine that nothing listens on (on 127.0.0.1), for a server a test run starts. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
