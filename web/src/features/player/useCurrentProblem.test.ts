import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerProblem } from './drafts';
import type { PlayerData } from './player.documents';
import { useCurrentProblem } from './useCurrentProblem';

const START = Date.parse('2026-03-10T17:00:00Z');
const VARIABLES = { assignmentId: 3, submissionId: 71 };
const KEY = '3:12:71';

const problem = (problemId: number, timeSpent: number | null = null) =>
  ({ problemId, response: timeSpent === null ? null : { timeSpent } }) as unknown as PlayerProblem;
const player = (problems: PlayerProblem[] = [problem(101), problem(102, 30), problem(103)]) =>
  ({ problemSet: { id: 12 }, problems }) as unknown as PlayerData;

const stored = () => JSON.parse(sessionStorage.getItem('currentProbNum') ?? 'null') as unknown;
const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('useCurrentProblem', () => {
  it('starts on the first problem and keeps the position in the session', () => {
    const { result } = renderHook(() => useCurrentProblem(player(), VARIABLES));
    expect(result.current.index).toBe(0);
    expect(stored()).toEqual({ key: KEY, number: 1 });
    act(() => result.current.go(2));
    expect(result.current.index).toBe(2);
    expect(stored()).toEqual({ key: KEY, number: 3 });
  });

  it('returns to the problem shown before a reload of the same attempt', () => {
    sessionStorage.setItem('currentProbNum', JSON.stringify({ key: KEY, number: 2 }));
    expect(renderHook(() => useCurrentProblem(player(), VARIABLES)).result.current.index).toBe(1);
  });

  it('starts from the first problem for another attempt, or a stored number out of range', () => {
    sessionStorage.setItem('currentProbNum', JSON.stringify({ key: '3:12:70', number: 2 }));
    expect(renderHook(() => useCurrentProblem(player(), VARIABLES)).result.current.index).toBe(0);
    sessionStorage.setItem('currentProbNum', JSON.stringify({ key: KEY, number: 4 }));
    expect(renderHook(() => useCurrentProblem(player(), VARIABLES)).result.current.index).toBe(0);
    sessionStorage.setItem('currentProbNum', JSON.stringify({ key: KEY, number: 0 }));
    expect(renderHook(() => useCurrentProblem(player(), VARIABLES)).result.current.index).toBe(0);
  });

  it('tells a staff preview and a set’s own preview apart from attempts', () => {
    renderHook(() => useCurrentProblem(player(), { assignmentId: 3, submissionId: null }));
    expect(stored()).toEqual({ key: '3:12:preview', number: 1 });
    const ownPreview = { problemSet: null, problems: [problem(1)] } as unknown as PlayerData;
    renderHook(() => useCurrentProblem(ownPreview, { assignmentId: 0, submissionId: null }));
    expect(stored()).toEqual({ key: '0:0:preview', number: 1 });
  });

  it('goes nowhere outside the set', () => {
    const { result } = renderHook(() => useCurrentProblem(player(), VARIABLES));
    act(() => result.current.go(-1));
    act(() => result.current.go(3));
    expect(result.current.index).toBe(0);
  });

  it('puts the focus on the title of the problem moved to, but not on opening', () => {
    const titles = [1, 2].map((number) => {
      const title = document.createElement('h2');
      title.id = `problem-${number}-title`;
      title.tabIndex = -1;
      document.body.append(title);
      return title;
    });
    const { result } = renderHook(() => useCurrentProblem(player(), VARIABLES));
    expect(document.activeElement).not.toBe(titles[0]);
    act(() => result.current.go(1));
    expect(document.activeElement).toBe(titles[1]);
    for (const title of titles) title.remove();
  });

  it('counts the time on each problem, adding it to what earlier visits stored', () => {
    const problems = [problem(101), problem(102, 30), problem(103)];
    const { result } = renderHook(() => useCurrentProblem(player(problems), VARIABLES));
    later(10);
    expect(result.current.timeSpentFor(problems[0]!)).toBe(10);
    act(() => result.current.go(1));
    later(5);
    expect(result.current.timeSpentFor(problems[0]!)).toBe(10);
    expect(result.current.timeSpentFor(problems[1]!)).toBe(35);
    act(() => result.current.go(0));
    later(4);
    expect(result.current.timeSpentFor(problems[0]!)).toBe(14);
    expect(result.current.timeSpentFor(problems[1]!)).toBe(35);
    expect(result.current.timeSpentFor(problems[2]!)).toBe(0);
  });

  it('keeps counting from the stored time it first read, though the response changes', () => {
    const first = problem(101, 20);
    const { result } = renderHook(() => useCurrentProblem(player([first]), VARIABLES));
    later(2);
    expect(result.current.timeSpentFor(first)).toBe(22);
    // The saved answer comes back with the time it was sent with: that time is not counted twice.
    expect(result.current.timeSpentFor(problem(101, 22))).toBe(22);
  });
});
