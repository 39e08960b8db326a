// The largest WebSocket frames: a client of the app's live updates (graphql-transport-ws on
// /graphql, from the app's own origin) whose connection_init is just under the 1 MB message
// limit, which the server reads and acknowledges, or 2 MB, for which it closes the socket (1009).
import WebSocket from 'ws';
import type { Tally } from './report.js';

export const FRAMES = ['just under 1 MB', '2 MB'] as const;
const FRAME_BYTES: Record<(typeof FRAMES)[number], number> = { 'just under 1 MB': 999_000, '2 MB': 2_000_000 };

/** A connection_init message of exactly `bytes` bytes: its payload is padding. */
function connectionInit(bytes: number): Buffer {
  const empty = JSON.stringify({ type: 'connection_init', payload: { pad: '' } });
  return Buffer.from(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(bytes - empty.length) } }));
}

/** The type of a graphql-transport-ws message; null when it is not one. */
function typeOf(text: string): string | null {
  try {
    return (JSON.parse(text) as { type?: string }).type ?? null;
  } catch {
    return null;
  }
}

/**
 * Opens one socket, sends `frame` as its first message and answers what came of it: 'acknowledged'
 * (connection_ack; the socket is then closed), 'closed CODE' when the server closed it, or
 * 'failed: …' (refused, broken or not over within `timeoutMs`).
 */
function sendFrame(url: string, origin: string, frame: Buffer, timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { origin, handshakeTimeout: timeoutMs, perMessageDeflate: false });
    let outcome: string | null = null;
    let failure: string | null = null;
    const timer = setTimeout(() => {
      outcome ??= 'failed: timed out';
      socket.terminate();
    }, timeoutMs);
    socket.on('open', () => socket.send(frame, { binary: false }));
    socket.on('message', (data) => {
      // Text messages arrive as one Buffer (ws's default binaryType).
      if (Buffer.isBuffer(data) && typeOf(data.toString('utf8')) === 'connection_ack') {
        outcome ??= 'acknowledged';
        socket.close(1000);
      }
    });
    // Writing the rest of a frame the server has already refused may fail (EPIPE, ECONNRESET): said beside the code.
    socket.on('error', (error) => (failure ??= error.message));
    socket.on('close', (code) => {
      clearTimeout(timer);
      resolve(outcome ?? `closed ${code}${failure ? ` (${failure})` : ''}`);
    });
  });
}

/** Request `i` of each client sends the variants of FRAMES in turn, each on a new socket; every outcome goes to `tally`. */
export function sendLargeFrame(base: string, tally: Tally, timeoutMs: number) {
  const url = `${base.replace(/^http/, 'ws')}/graphql`;
  const origin = new URL(base).origin;
  const frames = FRAMES.map((name) => connectionInit(FRAME_BYTES[name]));
  return async (_client: number, i: number) => {
    const variant = i % FRAMES.length;
    const started = performance.now();
    const outcome = await sendFrame(url, origin, frames[variant]!, timeoutMs);
    tally.record(FRAMES[variant]!, outcome, performance.now() - started);
  };
}
