import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import { messages } from '@solve/core/messages';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPending, writePending, type PendingAnswer } from './pendingAnswers';
import { useAnswerSaver } from './useAnswerSaver';

/** What the fake server does with the next request: answer, refuse with a catalogue code, or be unreachable. */
type Reply = 'saved' | 'unreachable' | 'empty' | 'masked' | { refuse: keyof typeof messages };

interface Sent {
  operation: string;
  variables: Record<string, unknown>;
}

function fakeServer() {
  const replies: Reply[] = [];
  const sent: Sent[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push({ operation: operation.operationName ?? '', variables: operation.variables });
        const reply = replies.shift() ?? 'saved';
        if (reply === 'unreachable') {
          observer.error(new TypeError('Failed to fetch'));
          return;
        }
        if (reply === 'masked') {
          observer.next({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
          observer.complete();
          return;
        }
        const field = operation.operationName === 'CreateProblemResponse' ? 'createProblemResponse' : 'updateProblemResponse';
        if (reply === 'empty') {
          observer.next({ data: { [field]: null } });
          observer.complete();
          return;
        }
        if (reply !== 'saved') {
          observer.next({ errors: [{ message: messages[reply.refuse], extensions: { code: reply.refuse } }] });
          observer.complete();
          return;
        }
        const payload = {
          __typename: 'AnswerPayload',
          outcome: 'SAVED',
          message: null,
          applied: true,
          response: null,
          solution: null,
          correctAnswer: null,
        };
        observer.next({ data: { [field]: payload } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { replies, sent, wrapper };
}

const answer = (problemId: number, sequence: number, text = 'x = 4'): PendingAnswer => ({
  problemId,
  responseId: null,
  value: { text },
  sequence,
  timeSpent: 12,
});

const SUBMISSION = 41;

function renderSaver(server: ReturnType<typeof fakeServer>, submissionId: number | null = SUBMISSION) {
  const onSaved = vi.fn();
  const onRefused = vi.fn();
  const hook = renderHook(() => useAnswerSaver({ submissionId, onSaved, onRefused }), { wrapper: server.wrapper });
  return { ...hook, onSaved, onRefused };
}

describe('useAnswerSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves an answer and keeps nothing once the server confirmed it', async () => {
    const server = fakeServer();
    const { result } = renderSaver(server);
    let outcome;
    await act(async () => {
      outcome = await result.current.save(answer(7, 1));
    });
    expect(outcome).toMatchObject({ kind: 'saved', payload: { outcome: 'SAVED' } });
    expect(server.sent).toEqual([
      {
        operation: 'CreateProblemResponse',
        variables: { submissionId: SUBMISSION, problemId: 7, value: { text: 'x = 4' }, timeSpent: 12, sequence: 1 },
      },
    ]);
    expect(result.current.pending.size).toBe(0);
    expect(result.current.offline).toBe(false);
    expect(readPending(SUBMISSION)).toEqual([]);
  });

  it('keeps an unconfirmed answer in the tab, says offline, and sends it again with the same sequence', async () => {
    const server = fakeServer();
    server.replies.push('unreachable');
    const { result, onSaved } = renderSaver(server);
    let outcome;
    await act(async () => {
      outcome = await result.current.save(answer(7, 3));
    });
    expect(outcome).toEqual({ kind: 'offline' });
    expect(result.current.offline).toBe(true);
    expect(result.current.pending.get(7)?.sequence).toBe(3);
    expect(readPending(SUBMISSION)).toEqual([answer(7, 3)]);

    // The first retry comes a second later and is confirmed.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(server.sent.map((request) => request.variables.sequence)).toEqual([3, 3]);
    expect(onSaved).toHaveBeenCalledWith(7, expect.objectContaining({ outcome: 'SAVED' }));
    expect(result.current.offline).toBe(false);
    expect(result.current.pending.size).toBe(0);
    expect(readPending(SUBMISSION)).toEqual([]);
  });

  it('waits longer after each failed retry', async () => {
    const server = fakeServer();
    server.replies.push('unreachable', 'unreachable', 'unreachable');
    const { result } = renderSaver(server);
    await act(async () => {
      await result.current.save(answer(7, 1));
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(server.sent).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(server.sent).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(server.sent).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(server.sent).toHaveLength(4);
    expect(result.current.offline).toBe(false);
  });

  it('returns a refusal with its catalogue text and does not send it again', async () => {
    const server = fakeServer();
    server.replies.push({ refuse: 'TIMES_UP' });
    const { result } = renderSaver(server);
    let outcome;
    await act(async () => {
      outcome = await result.current.save(answer(7, 1));
    });
    expect(outcome).toEqual({ kind: 'refused', code: 'TIMES_UP', message: messages.TIMES_UP });
    expect(result.current.pending.size).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(server.sent).toHaveLength(1);
  });

  it('keeps a newer answer when an older one for the same problem is confirmed', async () => {
    const server = fakeServer();
    server.replies.push('unreachable');
    const { result } = renderSaver(server);
    await act(async () => {
      await result.current.save(answer(7, 1, 'old'));
    });
    server.replies.push('unreachable');
    await act(async () => {
      await result.current.save(answer(7, 2, 'new'));
    });
    expect(readPending(SUBMISSION)).toEqual([answer(7, 2, 'new')]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    // Only the newest answer is sent again: the older one can never land over it.
    expect(server.sent.at(-1)?.variables).toMatchObject({ sequence: 2, value: { text: 'new' } });
    expect(result.current.pending.size).toBe(0);
  });

  it('sends answers left from before a reload, oldest first', async () => {
    writePending(SUBMISSION, [answer(9, 5), answer(8, 4)]);
    const server = fakeServer();
    const { result, onSaved } = renderSaver(server);
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(server.sent.map((request) => request.variables.problemId)).toEqual([8, 9]);
    expect(result.current.pending.size).toBe(0);
    expect(readPending(SUBMISSION)).toEqual([]);
  });

  it('sends again as soon as the browser is back online', async () => {
    const server = fakeServer();
    server.replies.push('unreachable');
    const { result } = renderSaver(server);
    await act(async () => {
      await result.current.save(answer(7, 1));
    });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(server.sent).toHaveLength(2);
    expect(result.current.offline).toBe(false);
  });
  it('updates a stored response by its id', async () => {
    const server = fakeServer();
    const { result } = renderSaver(server);
    let outcome;
    await act(async () => {
      outcome = await result.current.save({ ...answer(7, 2), responseId: 55 });
    });
    expect(outcome).toMatchObject({ kind: 'saved' });
    expect(server.sent).toEqual([
      { operation: 'UpdateProblemResponse', variables: { responseId: 55, value: { text: 'x = 4' }, timeSpent: 12, sequence: 2 } },
    ]);
  });

  it('keeps an answer the server did not confirm, or confirmed with a masked error, and tries again', async () => {
    const server = fakeServer();
    server.replies.push('empty', 'masked');
    const { result } = renderSaver(server);
    let outcome;
    await act(async () => {
      outcome = await result.current.save(answer(7, 1));
    });
    expect(outcome).toEqual({ kind: 'offline' });
    expect(result.current.pending.size).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(server.sent).toHaveLength(2);
    expect(result.current.offline).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(server.sent).toHaveLength(3);
    expect(result.current.offline).toBe(false);
    expect(result.current.pending.size).toBe(0);
  });

  it('tells of a refusal a retry meets, and sends that answer no more', async () => {
    const server = fakeServer();
    server.replies.push('unreachable', { refuse: 'TIMES_UP' });
    const { result, onRefused, onSaved } = renderSaver(server);
    await act(async () => {
      await result.current.save(answer(7, 1));
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onRefused).toHaveBeenCalledWith(7, 'TIMES_UP', messages.TIMES_UP);
    expect(onSaved).not.toHaveBeenCalled();
    expect(result.current.pending.size).toBe(0);
    expect(result.current.offline).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(server.sent).toHaveLength(2);
  });

  it('waits at most five seconds between retries', async () => {
    const server = fakeServer();
    server.replies.push(...Array<Reply>(6).fill('unreachable'));
    const { result } = renderSaver(server);
    await act(async () => {
      await result.current.save(answer(7, 1));
    });
    // 1 s, 2 s, 3 s, 5 s, then 5 s again.
    await act(() => vi.advanceTimersByTimeAsync(1000 + 2000 + 3000 + 5000));
    expect(server.sent).toHaveLength(5);
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(server.sent).toHaveLength(5);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(server.sent).toHaveLength(6);
  });

  it('stays offline while an older answer is still waiting, though a newer one was saved', async () => {
    const server = fakeServer();
    server.replies.push('unreachable');
    const { result } = renderSaver(server);
    await act(async () => {
      await result.current.save(answer(7, 1));
    });
    await act(async () => {
      await result.current.save(answer(8, 2));
    });
    expect(result.current.offline).toBe(true);
    expect([...result.current.pending.keys()]).toEqual([7]);
    expect(readPending(SUBMISSION)).toEqual([answer(7, 1)]);
  });

  it('sends all waiting answers at once on retry, and says when none is left', async () => {
    const server = fakeServer();
    server.replies.push('unreachable', 'unreachable');
    const { result } = renderSaver(server);
    await act(async () => {
      await result.current.save(answer(7, 1));
    });
    await act(async () => {
      await result.current.save(answer(8, 2));
    });
    let done;
    await act(async () => {
      done = await result.current.retry();
    });
    expect(done).toBe(true);
    expect(server.sent.slice(2).map((request) => request.variables.problemId)).toEqual([7, 8]);
    expect(result.current.pending.size).toBe(0);
  });

  it('says a retry that failed left answers waiting', async () => {
    const server = fakeServer();
    server.replies.push('unreachable', 'unreachable');
    const { result } = renderSaver(server);
    await act(async () => {
      await result.current.save(answer(7, 1));
    });
    let done;
    await act(async () => {
      done = await result.current.retry();
    });
    expect(done).toBe(false);
    expect(result.current.offline).toBe(true);
  });

  it('stops retrying once the page is gone, keeping the answer in the tab', async () => {
    const server = fakeServer();
    server.replies.push('unreachable');
    const { result, unmount } = renderSaver(server);
    await act(async () => {
      await result.current.save(answer(7, 1));
    });
    unmount();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.sent).toHaveLength(1);
    expect(readPending(SUBMISSION)).toEqual([answer(7, 1)]);
  });

  it('keeps nothing in the tab without a submission (a staff preview)', async () => {
    writePending(SUBMISSION, [answer(9, 5)]);
    const server = fakeServer();
    server.replies.push('unreachable');
    const { result } = renderSaver(server, null);
    await act(async () => {
      await result.current.save(answer(7, 1));
    });
    expect(result.current.pending.size).toBe(1);
    // Another submission's answers stay where they are, unsent.
    expect(readPending(SUBMISSION)).toEqual([answer(9, 5)]);
    expect(server.sent.some((request) => request.variables.problemId === 9)).toBe(false);
  });
});
