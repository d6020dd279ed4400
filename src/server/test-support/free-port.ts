/**
 * A TCP port free on 127.0.0.1 right now (the OS picks it), for the servers and clusters the tests,
 * benchmarks and scale test start. Shared by the server's tests and by tests/ (which import it from
 * here: src/server's tests do not reach into tests/).
 */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
