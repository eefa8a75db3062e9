// @ts-check
// A free TCP port on the loopback address, for the static servers of the
// end-to-end tests and the Lighthouse audit.

import { createServer } from 'node:net';

/**
 * Asks the system for a port nobody listens on, then frees it for the caller.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
