import { messages } from '@solve/core/messages';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApollo, type FakeAnswer, refusal, type SentOperation } from '../../test/fakeApollo';
import type { PlayerProblem } from './drafts';
import type { PlayerData } from './player.documents';
import { type PlayerEvents, usePlayer } from './usePlayer';

// The cache write is playerCache's own (tested there): here the page's data is what the test gives.
vi.mock('./playerCache', () => ({ writeAnswerPayload: vi.fn() }));

type Outcome = 'SAVED' | 'INVALID' | 'UNSUPPORTED';

const payload = (outcome: Outcome = 'SAVED', message: string | null = null) => ({
  __typename: 'AnswerPayload',
  outcome,
  message,
  applied: true,
  response: null,
  solution: null,
  correctAnswer: null,
});

/** The server's answer to a response mutation: a payload, a refusal, or no connection. */
const saved =
  (outcome: Outcome = 'SAVED', message: string | null = null) =>
  (request: SentOperation): FakeAnswer => ({
    data: {
      [request.operation === 'CreateProblemResponse' ? 'createProblemResponse' : 'updateProblemResponse']: payload(outcome, message),
    },
  });

const answerOf = (text: string) => ({ kind: 'TEXT', text, selected: [], order: [], pairs: [], clicks: [] });
const response = (text: string, state: number | null = null, kind = 'TEXT') => ({
  id: 500,
  answered: true,
  state,
  timeSpent: 0,
  answer: { ...answerOf(text), kind },
});

const problem = (number: number, extra: Record<string, unknown> = {}) =>
  ({
    problemId: 100 + number,
    number,
    problemType: 'SHORT_TEXT_RESPONSE',
    counted: true,
    response: null,
    solution: null,
    correctAnswer: null,
    choices: [],
    ...extra,
  }) as unknown as PlayerProblem;

interface PlayerSetup {
  mode?: PlayerData['mode'];
  feedbackType?: 'DELAYED' | 'GRADED' | 'INSTANT';
  problems?: PlayerProblem[];
  canAnswer?: boolean;
  canSkip?: boolean;
  canLearn?: boolean;
}

const playerOf = ({
  mode = 'ATTEMPT',
  feedbackType = 'DELAYED',
  problems,
  canAnswer = true,
  canSkip = true,
  canLearn = false,
}: PlayerSetup) =>
  ({
    mode,
    canAnswer,
    canSkip,
    canLearn,
    problemSet: { id: 12, feedbackType, timeLimit: 0 },
    submission: mode === 'PREVIEW' ? null : { id: 71 },
    problems: problems ?? [problem(1), problem(2), problem(3)],
  }) as unknown as PlayerData;

function renderPlayer(setup: PlayerSetup = {}, answer: (request: SentOperation) => FakeAnswer = saved()) {
  const server = fakeApollo(answer);
  const events: PlayerEvents = { sessionEnded: false, onRefused: vi.fn(), onFinished: vi.fn(), onEndOfReview: vi.fn() };
  const player = playerOf(setup);
  const hook = renderHook(({ data }) => usePlayer(data, { assignmentId: 3, submissionId: 71 }, events), {
    wrapper: server.wrapper,
    initialProps: { data: player },
  });
  const item = (index: number) => player.problems[index]!;
  /** Presses the main button on a problem and lets the throttle window pass. */
  const press = async (index: number) => {
    await act(async () => {
      hook.result.current.pressMain(item(index));
      await vi.advanceTimersByTimeAsync(500);
    });
  };
  const type = (index: number, text: string) => act(() => hook.result.current.changeDraft(item(index), { kind: 'text', text }));
  return { ...hook, ...server, events, item, press, type };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePlayer: the main button', () => {
  it('submits the answer typed, then moves on to the next problem', async () => {
    const page = renderPlayer();
    page.type(0, 'x = 4');
    expect(page.result.current.mainLabel(page.item(0))).toBe('SUBMIT');
    await page.press(0);
    expect(page.sent).toHaveLength(1);
    expect(page.sent[0]).toMatchObject({ operation: 'CreateProblemResponse', variables: { problemId: 101, value: { text: 'x = 4' } } });
    expect(page.result.current.index).toBe(1);
  });

  it('updates a stored response that was changed', async () => {
    const page = renderPlayer({ problems: [problem(1, { response: response('3') }), problem(2)] });
    page.type(0, '4');
    await page.press(0);
    expect(page.sent[0]).toMatchObject({ operation: 'UpdateProblemResponse', variables: { responseId: 500, value: { text: '4' } } });
    expect(page.result.current.index).toBe(1);
  });

  it('stays on the problem to show the result with INSTANT feedback', async () => {
    const page = renderPlayer({ feedbackType: 'INSTANT' });
    page.type(0, '4');
    await page.press(0);
    expect(page.sent).toHaveLength(1);
    expect(page.result.current.index).toBe(0);
  });

  it('reads NEXT on an answered problem left as it is, and moves on without sending', async () => {
    const page = renderPlayer({ problems: [problem(1, { response: response('4') }), problem(2)] });
    expect(page.result.current.mainLabel(page.item(0))).toBe('NEXT');
    await page.press(0);
    expect(page.sent).toEqual([]);
    expect(page.result.current.index).toBe(1);
  });

  it('submits again an answered problem whose answer was changed', async () => {
    const page = renderPlayer({ problems: [problem(1, { response: response('4') }), problem(2)] });
    page.type(0, '5');
    expect(page.result.current.mainLabel(page.item(0))).toBe('SUBMIT');
    page.type(0, '4');
    expect(page.result.current.mainLabel(page.item(0))).toBe('NEXT');
  });

  it('goes from the last problem to the first one still open, and finishes when none is', async () => {
    const open = renderPlayer({ problems: [problem(1), problem(2, { response: response('4') })] });
    act(() => open.result.current.go(1));
    await open.press(1);
    expect(open.result.current.index).toBe(0);
    expect(open.events.onFinished).not.toHaveBeenCalled();

    const done = renderPlayer({ problems: [problem(1, { response: response('1') }), problem(2, { response: response('2') })] });
    act(() => done.result.current.go(1));
    await done.press(1);
    expect(done.events.onFinished).toHaveBeenCalledOnce();
  });

  it('does not count pages to read as open', async () => {
    const page = renderPlayer({
      problems: [problem(1, { counted: false, problemType: 'DISPLAY' }), problem(2, { response: response('2') })],
    });
    act(() => page.result.current.go(1));
    await page.press(1);
    expect(page.events.onFinished).toHaveBeenCalledOnce();
  });

  it('only moves on in review, and ends the review on the last problem', async () => {
    const page = renderPlayer({ mode: 'REVIEW' });
    expect(page.result.current.mainLabel(page.item(0))).toBe('NEXT');
    expect(page.result.current.mainLabel(page.item(2))).toBe('END OF REVIEW');
    await page.press(0);
    expect(page.result.current.index).toBe(1);
    await page.press(2);
    expect(page.events.onEndOfReview).toHaveBeenCalledOnce();
    expect(page.sent).toEqual([]);
  });

  it('locks the inputs when the attempt takes no answers, and after an INSTANT result', () => {
    const closed = renderPlayer({ canAnswer: false });
    expect(closed.result.current.answerable(closed.item(0))).toBe(false);
    expect(closed.result.current.mainLabel(closed.item(0))).toBe('NEXT');
    const instant = renderPlayer({ feedbackType: 'INSTANT', problems: [problem(1, { response: response('4') }), problem(2)] });
    expect(instant.result.current.answerable(instant.item(0))).toBe(false);
    expect(instant.result.current.answerable(instant.item(1))).toBe(true);
  });

  it('keeps a second press within the throttle window and sends it when the window ends', async () => {
    const page = renderPlayer();
    page.type(0, '1');
    act(() => page.result.current.pressMain(page.item(0)));
    page.type(0, '2');
    act(() => page.result.current.pressMain(page.item(0)));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(page.sent.map((request) => request.variables.value)).toEqual([{ text: '1' }]);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(page.sent.map((request) => request.variables.value)).toEqual([{ text: '1' }, { text: '2' }]);
  });
});

describe('usePlayer: what the server said', () => {
  it('shows the checker’s text for input it could not read, and stays', async () => {
    const page = renderPlayer({}, saved('INVALID', 'Enter a number.'));
    page.type(0, 'four');
    await page.press(0);
    expect(page.result.current.noticeFor(page.item(0))).toEqual({ kind: 'hint', message: 'Enter a number.' });
    expect(page.result.current.index).toBe(0);
    // Typing again takes the hint away.
    page.type(0, '4');
    expect(page.result.current.noticeFor(page.item(0))).toBeNull();
  });

  it('hands the page the refusals that end the attempt', async () => {
    const page = renderPlayer({}, () => refusal('MULTIPLE_SIGN_IN', messages.MULTIPLE_SIGN_IN));
    page.type(0, '4');
    await page.press(0);
    expect(page.events.onRefused).toHaveBeenCalledWith('MULTIPLE_SIGN_IN', messages.MULTIPLE_SIGN_IN);
    expect(page.result.current.noticeFor(page.item(0))).toBeNull();
  });

  it('shows other refusals on the problem', async () => {
    const page = renderPlayer({}, () => refusal('INVALID_INPUT', messages.INVALID_INPUT));
    page.type(0, '4');
    await page.press(0);
    expect(page.events.onRefused).not.toHaveBeenCalled();
    expect(page.result.current.noticeFor(page.item(0))).toEqual({ kind: 'error', message: messages.INVALID_INPUT });
    expect(page.result.current.index).toBe(0);
  });

  it('says an answer is offline while it waits, keeping what was typed', async () => {
    const page = renderPlayer({}, () => new TypeError('Failed to fetch'));
    page.type(0, '4');
    await page.press(0);
    expect(page.result.current.noticeFor(page.item(0))).toEqual({ kind: 'offline' });
    expect(page.result.current.draftOf(page.item(0))).toEqual({ kind: 'text', text: '4' });
    expect(page.result.current.navState(page.item(0))).toBe('ANSWERED');
  });
});

describe('usePlayer: notices of stored answers', () => {
  it('shows correctness only when the feedback shows it', () => {
    const problems = [problem(1, { response: response('4', 1) }), problem(2, { response: response('5', 2), correctAnswer: { text: '4' } })];
    const instant = renderPlayer({ feedbackType: 'INSTANT', problems });
    expect(instant.result.current.noticeFor(instant.item(0))).toEqual({ kind: 'correct' });
    expect(instant.result.current.noticeFor(instant.item(1))).toEqual({ kind: 'incorrect', explained: true });
    const delayed = renderPlayer({ feedbackType: 'DELAYED', problems });
    expect(delayed.result.current.noticeFor(delayed.item(0))).toEqual({ kind: 'saved' });
  });

  it('says a skipped problem was skipped, and that work awaits grading', () => {
    const page = renderPlayer({
      problems: [problem(1, { response: response('', null, 'SKIPPED') }), problem(2, { response: response('4', 4) })],
    });
    expect(page.result.current.noticeFor(page.item(0))).toEqual({ kind: 'skipped' });
    expect(page.result.current.noticeFor(page.item(1))).toEqual({ kind: 'awaitingGrading' });
  });

  it('shows the result of a skipped problem with INSTANT feedback', () => {
    const page = renderPlayer({ feedbackType: 'INSTANT', problems: [problem(1, { response: response('', 2, 'SKIPPED') })] });
    expect(page.result.current.noticeFor(page.item(0))).toEqual({ kind: 'incorrect', explained: false });
  });

  it('shows staff no notice of stored answers', () => {
    const page = renderPlayer({ mode: 'PREVIEW', problems: [problem(1, { response: response('4', 1) })] });
    expect(page.result.current.noticeFor(page.item(0))).toBeNull();
  });
});

describe('usePlayer: Skip', () => {
  it('is offered on unanswered counted problems while the attempt allows it', () => {
    const page = renderPlayer({ problems: [problem(1), problem(2, { response: response('4') }), problem(3, { counted: false })] });
    expect(page.result.current.canSkip(page.item(0))).toBe(true);
    expect(page.result.current.canSkip(page.item(1))).toBe(false);
    expect(page.result.current.canSkip(page.item(2))).toBe(false);
    const noSkip = renderPlayer({ canSkip: false });
    expect(noSkip.result.current.canSkip(noSkip.item(0))).toBe(false);
  });

  it('moves on, and submits the last problem as skipped', async () => {
    const page = renderPlayer();
    act(() => page.result.current.skip(page.item(0)));
    expect(page.result.current.index).toBe(1);
    expect(page.sent).toEqual([]);
    await act(async () => {
      page.result.current.skip(page.item(2));
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(page.sent[0]?.variables).toMatchObject({ problemId: 103, value: { skipped: true } });
  });
});

describe('usePlayer: solutions', () => {
  const withSolution = (number: number, extra: Record<string, unknown> = {}) =>
    problem(number, { solution: { text: 'Because.' }, ...extra });

  it('shows them in review, and to staff until hidden', () => {
    const review = renderPlayer({ mode: 'REVIEW', problems: [withSolution(1)] });
    expect(review.result.current.solutionShown(review.item(0))).toBe(true);
    const staff = renderPlayer({ mode: 'PREVIEW', problems: [withSolution(1, { correctAnswer: { text: '4' } })] });
    expect(staff.result.current.solutionShown(staff.item(0))).toBe(true);
    expect(staff.result.current.correctFor(staff.item(0))).toEqual({ text: '4' });
    act(() => staff.result.current.toggleSolution(staff.item(0)));
    expect(staff.result.current.solutionShown(staff.item(0))).toBe(false);
    expect(staff.result.current.correctFor(staff.item(0))).toBeNull();
  });

  it('shows them on LEARN only where the set allows learning', () => {
    const learn = renderPlayer({ canLearn: true, problems: [withSolution(1)] });
    expect(learn.result.current.solutionShown(learn.item(0))).toBe(false);
    act(() => learn.result.current.toggleSolution(learn.item(0)));
    expect(learn.result.current.solutionShown(learn.item(0))).toBe(true);
    const noLearn = renderPlayer({ canLearn: false, problems: [withSolution(1)] });
    act(() => noLearn.result.current.toggleSolution(noLearn.item(0)));
    expect(noLearn.result.current.solutionShown(noLearn.item(0))).toBe(false);
  });

  it('shows them after an INSTANT answer when there is one', () => {
    const page = renderPlayer({
      feedbackType: 'INSTANT',
      problems: [withSolution(1, { response: response('4') }), problem(2, { response: response('4') })],
    });
    expect(page.result.current.solutionShown(page.item(0))).toBe(true);
    expect(page.result.current.solutionShown(page.item(1))).toBe(false);
  });

  it('never shows one on a page to read without one, even in review', () => {
    const page = renderPlayer({ mode: 'REVIEW', problems: [problem(1, { counted: false, problemType: 'DISPLAY' })] });
    expect(page.result.current.solutionShown(page.item(0))).toBe(false);
  });
});
