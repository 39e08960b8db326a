import { gql } from '@apollo/client';
import type { TadaDocumentNode } from 'gql.tada';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LiveModule from './live';

interface Sink {
  next(answer: { data?: unknown }): void;
  error(error: unknown): void;
  complete(): void;
}

const created: { options: Record<string, unknown>; subscribe: ReturnType<typeof vi.fn> }[] = [];

vi.mock('graphql-ws/client', () => ({
  createClient: (options: Record<string, unknown>) => {
    const client = { options, subscribe: vi.fn((_request: unknown, _sink: Sink) => vi.fn()) };
    created.push(client);
    return client;
  },
}));

let live: typeof LiveModule;

const Changed = gql`
  subscription Changed {
    changed
  }
` as unknown as TadaDocumentNode<{ changed: number }, Record<string, never>>;

beforeEach(async () => {
  // One connection per page: each test starts on a new page.
  vi.resetModules();
  created.length = 0;
  live = await import('./live');
});

describe('liveClient', () => {
  it('opens one lazy connection to this site’s /graphql, retried without end', () => {
    const first = live.liveClient();
    expect(live.liveClient()).toBe(first);
    expect(created).toHaveLength(1);
    expect(created[0]!.options).toMatchObject({
      url: `ws://${window.location.host}/graphql`,
      lazy: true,
      retryAttempts: Infinity,
    });
  });
});

describe('subscribe', () => {
  it('sends the printed subscription and hands on each answer’s data', () => {
    const onData = vi.fn();
    live.subscribe(Changed, onData);
    const [request, sink] = created[0]!.subscribe.mock.calls[0] as [{ query: string }, Sink];
    expect(request.query).toContain('subscription Changed');
    sink.next({ data: { changed: 4 } });
    sink.next({});
    expect(onData.mock.calls).toEqual([[{ changed: 4 }]]);
  });

  it('keeps the last value on a failed subscription, and returns what ends it', () => {
    const onData = vi.fn();
    const end = live.subscribe(Changed, onData);
    const [, sink] = created[0]!.subscribe.mock.calls[0] as [unknown, Sink];
    expect(() => sink.error(new Error('closed'))).not.toThrow();
    expect(() => sink.complete()).not.toThrow();
    expect(onData).not.toHaveBeenCalled();
    expect(end).toBe(created[0]!.subscribe.mock.results[0]!.value);
  });
});
