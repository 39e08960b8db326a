import { gql } from '@apollo/client';
import type { TadaDocumentNode } from 'gql.tada';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LiveModule from './live';

interface Message {
  type: string;
  id?: string;
  payload?: unknown;
}

/** A WebSocket that the test plays the server of (graphql-ws uses the page's WebSocket). */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static made: FakeSocket[] = [];

  readyState = FakeSocket.CONNECTING;
  readonly sent: Message[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeSocket.made.push(this);
    queueMicrotask(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }

  send(data: string) {
    const message = JSON.parse(data) as Message;
    this.sent.push(message);
    if (message.type === 'connection_init') queueMicrotask(() => this.receive({ type: 'connection_ack' }));
  }

  receive(message: Message) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  close(code = 1000, reason = '') {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: true });
  }

  /** The subscription this socket was asked for, once it has been. */
  subscription(): Message | undefined {
    return this.sent.find((message) => message.type === 'subscribe');
  }
}

const Changed = gql`
  subscription Changed {
    changed
  }
` as unknown as TadaDocumentNode<{ changed: number }, Record<string, never>>;

let live: typeof LiveModule;

beforeEach(async () => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.resetModules();
  live = await import('./live');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a server that restarts (close code 1012, Service Restart)', () => {
  it('is reconnected to, and the subscription resumes on the new connection', async () => {
    const onData = vi.fn();
    live.subscribe(Changed, onData);
    await vi.waitFor(() => expect(FakeSocket.made[0]?.subscription()).toBeDefined());
    const first = FakeSocket.made[0]!;
    first.receive({ type: 'next', id: first.subscription()!.id, payload: { data: { changed: 1 } } });

    first.close(1012, 'Service Restart');
    // graphql-ws waits a few seconds, at random, before it tries again.
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(() => expect(FakeSocket.made[1]?.subscription()).toBeDefined());
    const second = FakeSocket.made[1]!;
    expect(second.subscription()!.payload).toEqual(first.subscription()!.payload);
    second.receive({ type: 'next', id: second.subscription()!.id, payload: { data: { changed: 2 } } });

    expect(onData.mock.calls).toEqual([[{ changed: 1 }], [{ changed: 2 }]]);
  });
});
