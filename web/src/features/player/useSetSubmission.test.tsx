import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { messages } from '@solve/core/messages';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerData } from './player.documents';
import { writePlayer } from './playerCache';
import { useSetSubmission } from './useSetSubmission';

// The player's cache write is playerCache's own (tested there); here only that it gets the answer.
vi.mock('./playerCache', () => ({ writePlayer: vi.fn() }));

const NOT_SUBMITTED = 'Your problem set could not be submitted. Check your connection and try again.';
const ANSWERS_NOT_SAVED = 'Some of your answers are not saved yet. Please wait until you are back online, then submit again.';
const VARIABLES = { assignmentId: 3, submissionId: 71 };

type Reply = 'submitted' | 'unreachable' | { refuse: keyof typeof messages };

function fakeServer() {
  const replies: Reply[] = [];
  const sent: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.variables);
        const reply = replies.shift() ?? 'submitted';
        if (reply === 'unreachable') return observer.error(new TypeError('Failed to fetch'));
        if (reply === 'submitted') observer.next({ data: { updateSubmission: { mode: 'REVIEW' } } });
        else observer.next({ errors: [{ message: messages[reply.refuse], extensions: { code: reply.refuse } }] });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { replies, sent, wrapper };
}

interface Setup {
  mode?: PlayerData['mode'];
  timeLimit?: number;
  submissionId?: number | null;
  elapsed?: number;
  timeIsUp?: boolean;
  flushed?: boolean;
}

function renderSubmission(server: ReturnType<typeof fakeServer>, setup: Setup = {}) {
  const { mode = 'ATTEMPT', timeLimit = 0, submissionId = 71, elapsed = 95, timeIsUp = false, flushed = true } = setup;
  const player = {
    mode,
    problemSet: { timeLimit },
    submission: submissionId === null ? null : { id: submissionId },
  } as unknown as PlayerData;
  const flushAnswers = vi.fn(async () => flushed);
  const onRefused = vi.fn();
  const onMessage = vi.fn();
  const hook = renderHook(
    ({ timeUp }) => useSetSubmission({ player, variables: VARIABLES, elapsed, timeIsUp: timeUp, flushAnswers, onRefused, onMessage }),
    { wrapper: server.wrapper, initialProps: { timeUp: timeIsUp } },
  );
  const submit = async () => {
    let done: boolean | undefined;
    await act(async () => {
      const pending = hook.result.current.submit();
      await vi.advanceTimersByTimeAsync(500);
      done = await pending;
    });
    return done;
  };
  return { ...hook, flushAnswers, onRefused, onMessage, submit };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(writePlayer).mockClear();
});

describe('useSetSubmission: the student submits', () => {
  it('sends every answer first, then the set with the time spent, and shows the results', async () => {
    const server = fakeServer();
    const { submit, flushAnswers } = renderSubmission(server);
    expect(await submit()).toBe(true);
    expect(flushAnswers).toHaveBeenCalledOnce();
    expect(server.sent).toEqual([{ submissionId: 71, timeSpent: 95 }]);
    expect(writePlayer).toHaveBeenCalledWith(expect.anything(), VARIABLES, { mode: 'REVIEW' });
  });

  it('sends no more than the time limit as time spent', async () => {
    const server = fakeServer();
    await renderSubmission(server, { timeLimit: 60, elapsed: 75 }).submit();
    expect(server.sent).toEqual([{ submissionId: 71, timeSpent: 60 }]);
  });

  it('waits while answers are not saved, and says so', async () => {
    const server = fakeServer();
    const { submit, onMessage } = renderSubmission(server, { flushed: false });
    expect(await submit()).toBe(false);
    expect(onMessage).toHaveBeenCalledWith(ANSWERS_NOT_SAVED);
    expect(server.sent).toEqual([]);
  });

  it('says the set was not submitted when the server is out of reach', async () => {
    const server = fakeServer();
    server.replies.push('unreachable');
    const { submit, onMessage, onRefused } = renderSubmission(server);
    expect(await submit()).toBe(false);
    expect(onMessage).toHaveBeenCalledWith(NOT_SUBMITTED);
    expect(onRefused).not.toHaveBeenCalled();
    expect(writePlayer).not.toHaveBeenCalled();
  });

  it('shows the server’s words for another refusal', async () => {
    const server = fakeServer();
    server.replies.push({ refuse: 'INVALID_INPUT' });
    const { submit, onMessage } = renderSubmission(server);
    await submit();
    expect(onMessage).toHaveBeenCalledWith(messages.INVALID_INPUT);
  });

  it.each(['MULTIPLE_SIGN_IN', 'SUBMISSION_CLOSED'] as const)('ends the attempt on %s', async (code) => {
    const server = fakeServer();
    server.replies.push({ refuse: code });
    const { submit, onRefused, onMessage } = renderSubmission(server);
    expect(await submit()).toBe(false);
    expect(onRefused).toHaveBeenCalledWith(code, messages[code]);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('takes one submit at a time, and is busy meanwhile', async () => {
    const server = fakeServer();
    const { result } = renderSubmission(server);
    let first: Promise<boolean> | undefined;
    let second: boolean | undefined;
    await act(async () => {
      first = result.current.submit();
      second = await result.current.submit();
    });
    expect(second).toBe(false);
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
      await first;
    });
    expect(result.current.submitting).toBe(false);
    expect(server.sent).toHaveLength(1);
  });

  it('sends nothing without a submission', async () => {
    const server = fakeServer();
    const { submit, flushAnswers } = renderSubmission(server, { submissionId: null });
    expect(await submit()).toBe(false);
    expect(flushAnswers).not.toHaveBeenCalled();
  });
});

describe('useSetSubmission: the time is up', () => {
  it('says so once and completes the set at once, though answers are still waiting', async () => {
    const server = fakeServer();
    const { onMessage } = renderSubmission(server, { timeIsUp: true, flushed: false });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onMessage).toHaveBeenCalledWith(messages.TIME_IS_UP);
    expect(server.sent).toEqual([{ submissionId: 71, timeSpent: 95 }]);
  });

  it('tries again every three seconds until the server agrees, without saying more', async () => {
    const server = fakeServer();
    server.replies.push('unreachable', { refuse: 'INVALID_INPUT' });
    const { onMessage } = renderSubmission(server, { timeIsUp: true });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(server.sent).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(server.sent).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1 + 500));
    expect(server.sent).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(3000 + 500));
    expect(server.sent).toHaveLength(3);
    expect(onMessage.mock.calls).toEqual([[messages.TIME_IS_UP]]);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(server.sent).toHaveLength(3);
  });

  it('does nothing in review, or before the limit', async () => {
    const server = fakeServer();
    const review = renderSubmission(server, { mode: 'REVIEW', timeIsUp: true });
    const attempt = renderSubmission(server, { timeIsUp: false });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(server.sent).toEqual([]);
    expect(review.onMessage).not.toHaveBeenCalled();
    // The limit is reached while the page is open.
    attempt.rerender({ timeUp: true });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(attempt.onMessage).toHaveBeenCalledWith(messages.TIME_IS_UP);
    expect(server.sent).toHaveLength(1);
  });
});
