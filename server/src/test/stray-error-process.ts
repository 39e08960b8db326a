// A server process as index.ts sets one up for errors nobody handled (processes.ts), that then
// fails the way a stray callback of a request could: processes.test.ts watches what follows.
// STRAY_MODE=single: the only process; STRAY_MODE=cluster: a primary supervising one server process.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inRequestScope } from '../http/request-scope.js';
import { createLogger } from '../logger.js';
import { handleStrayErrors, superviseWorkers } from '../processes.js';

const logger = createLogger('info');
const clustered = process.env.STRAY_MODE === 'cluster';

if (clustered && cluster.isPrimary) {
  handleStrayErrors(logger, { replaceable: false, stopServing: () => Promise.resolve() });
  void superviseWorkers(1, logger);
} else {
  const server = createServer((_req, res) => res.end('serving'));
  handleStrayErrors(logger, {
    replaceable: clustered,
    stopServing: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  server.listen(0, '127.0.0.1', () => {
    const port = (server.address() as AddressInfo).port;
    const first = !clustered || cluster.worker?.id === 1;
    logger.info({ pid: process.pid, port, first }, 'listening');
    if (!first) return;
    inRequestScope('stray-request', () => {
      void Promise.reject(new Error('a promise nobody awaited'));
      setImmediate(() => {
        throw new Error('a callback that threw');
      });
    });
  });
}
