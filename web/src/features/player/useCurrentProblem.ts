import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionValues } from '../../app/storage';
import type { PlayerProblem } from './drafts';
import type { PlayerData } from './player.documents';
import type { PlayerVariables } from './playerCache';

interface StoredPosition {
  key: string;
  number: number;
}

const SECOND = 1000;

/**
 * The problem on screen (kept in the session as currentProbNum, so a reload returns to it) and
 * the time spent on each problem, which the answers carry. Moving to another problem puts the
 * keyboard focus on its title.
 */
export function useCurrentProblem(player: PlayerData, variables: PlayerVariables) {
  const count = player.problems.length;
  // A set's own preview (the editor's) has no assignment: its set tells it apart.
  const key = `${variables.assignmentId}:${player.problemSet?.id ?? 0}:${variables.submissionId ?? 'preview'}`;
  const [index, setIndex] = useState(() => {
    const stored = sessionValues.getJson<StoredPosition>('currentProbNum');
    return stored?.key === key && stored.number >= 1 && stored.number <= count ? stored.number - 1 : 0;
  });
  const moved = useRef(false);
  const spent = useRef(new Map<number, number>());
  const base = useRef(new Map<number, number>());
  const since = useRef(Date.now());
  const shownId = useRef<number | null>(null);

  useEffect(() => {
    sessionValues.setJson('currentProbNum', { key, number: index + 1 } satisfies StoredPosition);
    const shown = player.problems[index]?.problemId ?? null;
    // Time on the problem left behind is added to its total.
    if (shownId.current !== null && shownId.current !== shown) {
      spent.current.set(shownId.current, (spent.current.get(shownId.current) ?? 0) + Date.now() - since.current);
      since.current = Date.now();
    }
    shownId.current = shown;
    if (moved.current) document.getElementById(`problem-${index + 1}-title`)?.focus();
  }, [index, key, player.problems]);

  const go = useCallback(
    (next: number) => {
      if (next < 0 || next >= count) return;
      moved.current = true;
      setIndex(next);
    },
    [count],
  );

  /** Seconds on a problem in total: what earlier visits stored, plus this page's time on it. */
  const timeSpentFor = useCallback((problem: PlayerProblem) => {
    if (!base.current.has(problem.problemId)) base.current.set(problem.problemId, problem.response?.timeSpent ?? 0);
    const here = (spent.current.get(problem.problemId) ?? 0) + (shownId.current === problem.problemId ? Date.now() - since.current : 0);
    return base.current.get(problem.problemId)! + Math.round(here / SECOND);
  }, []);

  return { index, go, timeSpentFor };
}
