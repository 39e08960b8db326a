import type { Server, ServerResponse } from 'node:http';

/**
 * The requests a server is answering, and its stop: once stopping, `/ready` says so, no new
 * connection is taken, requests in flight finish, and a kept-alive connection is closed after
 * its answer (a request that arrives on one meanwhile is answered with `Connection: close`).
 */
export interface Draining {
  /** True once the server has begun to stop. */
  readonly stopping: boolean;
  /** Counts a request until its answer has gone (or its connection ended). */
  track(res: ServerResponse): void;
  /**
   * Begins the stop at once (synchronously) and resolves when no request is left in flight, or
   * after `boundMs` with `drained: false`: a stuck request must not hold the stop forever
   * (Infinity: no bound).
   */
  drain(boundMs: number): Promise<{ drained: boolean }>;
}

export function drainingOf(server: Server): Draining {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  /** Each drain waiting for the last request (a stop may follow the stop after an uncaught exception). */
  const settlers = new Set<() => void>();

  return {
    get stopping() {
      return stopping;
    },
    track(res) {
      if (stopping) res.setHeader('connection', 'close');
      inFlight.add(res);
      res.once('close', () => {
        inFlight.delete(res);
        if (!stopping) return;
        // The connection this answer went out on is idle now, unless another request waits on it.
        server.closeIdleConnections();
        if (inFlight.size === 0) for (const settle of settlers) settle();
      });
    },
    drain(boundMs) {
      stopping = true;
      server.close();
      server.closeIdleConnections();
      if (inFlight.size === 0) return Promise.resolve({ drained: true });
      return new Promise((resolve) => {
        const end = (drained: boolean) => {
          clearTimeout(bound);
          settlers.delete(settle);
          resolve({ drained });
        };
        const settle = () => end(true);
        const bound = Number.isFinite(boundMs) ? setTimeout(() => end(false), boundMs) : undefined;
        settlers.add(settle);
      });
    },
  };
}
