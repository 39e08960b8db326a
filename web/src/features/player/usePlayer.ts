import { useApolloClient } from '@apollo/client/react';
import type { MessageCode } from '@solve/core/messages';
import { mainButtonLabel, PLAYER_THROTTLE_MS, problemNavState, type ProblemNavState } from '@solve/core/player';
import { useCallback, useEffect, useRef, useState } from 'react';
import { draftsLeftOnTheDrawing } from './answerBeforeTheApp';
import { answerInputOf, type Draft, draftOfInput, initialDraft, type PlayerProblem, sameAnswer } from './drafts';
import type { Notice } from './NoticeLine';
import type { AnswerInput, AnswerPayload, PlayerData } from './player.documents';
import { type PlayerVariables, writeAnswerPayload } from './playerCache';
import { storedAnswerInput } from './storedAnswer';
import { useAnswerSaver } from './useAnswerSaver';
import { useCurrentProblem } from './useCurrentProblem';

export interface PlayerEvents {
  /** The server said this work session was replaced by a newer sign-in: nothing more is sent. */
  sessionEnded: boolean;
  /** A refusal the whole page handles: a second sign-in, time up, the set closed. */
  onRefused(code: MessageCode, message: string): void;
  /** The student pressed NEXT on the last problem with everything answered. */
  onFinished(): void;
  /** END OF REVIEW. */
  onEndOfReview(): void;
}

/**
 * The state and rules of answering (§4 Answering): the current problem, what the student has
 * entered, sending answers and showing what they got, Skip, the main button, LEARN and the
 * staff's solution toggle. Rules come from the server's flags and core; the server checks answers.
 */
export function usePlayer(player: PlayerData, variables: PlayerVariables, events: PlayerEvents) {
  const client = useApolloClient();
  const problems = player.problems;
  const set = player.problemSet!;
  const mode = player.mode!;
  const isStaff = mode === 'PREVIEW';
  const review = mode === 'REVIEW';
  const instant = set.feedbackType === 'INSTANT';
  const sessionEnded = events.sessionEnded;
  // A drawn page may hold what the student typed before the app was there.
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() => draftsLeftOnTheDrawing(player.submission?.id ?? null));
  const [notices, setNotices] = useState<Record<number, Notice>>({});
  const [toggled, setToggled] = useState<ReadonlySet<number>>(new Set());
  const busy = useRef(false);
  const queued = useRef<{ problemId: number; value: AnswerInput } | null>(null);
  const sendQueued = useRef<(problemId: number, value: AnswerInput) => void>(() => {});
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });

  const current = useCurrentProblem(player, variables);
  const problem = problems[current.index]!;

  const setNotice = useCallback((problemId: number, notice: Notice | null) => {
    setNotices((all) => {
      const next = { ...all };
      if (notice) next[problemId] = notice;
      else delete next[problemId];
      return next;
    });
  }, []);

  /** What the server said about a confirmed answer: its text for unreadable input, else the stored response speaks. */
  const applyPayload = useCallback(
    (problemId: number, payload: AnswerPayload, sent?: AnswerInput) => {
      writeAnswerPayload(client.cache, variables, problemId, payload);
      if (payload.outcome === 'INVALID' || payload.outcome === 'UNSUPPORTED') {
        setNotice(problemId, { kind: 'hint', message: payload.message ?? '' });
        return;
      }
      setNotice(problemId, null);
      // The input now shows the stored answer, unless the student has changed it since.
      setDrafts((all) => {
        const draft = all[problemId];
        if (!draft || (sent && !sameAnswer(answerInputOf(draft), sent))) return all;
        const next = { ...all };
        delete next[problemId];
        return next;
      });
    },
    [client, setNotice, variables],
  );

  const refuse = useCallback(
    (problemId: number, code: MessageCode, message: string) => {
      if (code === 'MULTIPLE_SIGN_IN' || code === 'TIME_IS_UP' || code === 'SUBMISSION_CLOSED' || code === 'ANSWER_LOCKED') {
        eventsRef.current.onRefused(code, message);
      } else {
        setNotice(problemId, { kind: 'error', message });
      }
    },
    [setNotice],
  );

  const saver = useAnswerSaver({
    submissionId: isStaff ? null : (player.submission?.id ?? null),
    onSaved: (problemId, payload) => applyPayload(problemId, payload),
    onRefused: refuse,
  });

  const answered = useCallback(
    (item: PlayerProblem) => item.response?.answered === true || saver.pending.has(item.problemId),
    [saver.pending],
  );
  const draftOf = useCallback(
    (item: PlayerProblem) => {
      const waiting = saver.pending.get(item.problemId);
      return drafts[item.problemId] ?? (waiting ? draftOfInput(item, waiting.value) : initialDraft(item));
    },
    [drafts, saver.pending],
  );
  const canAnswer = player.canAnswer && !sessionEnded;
  /** Inputs take answers: the attempt is open, the problem counts, and INSTANT has not shown its result yet. */
  const answerable = useCallback(
    (item: PlayerProblem) => canAnswer && item.counted && !(instant && answered(item)),
    [canAnswer, instant, answered],
  );

  const changed = useCallback(
    (item: PlayerProblem) => {
      const draft = draftOf(item);
      if (!draft || !item.response) return draft !== null;
      return !sameAnswer(answerInputOf(draft), storedAnswerInput(item.response.answer));
    },
    [draftOf],
  );

  const navState = useCallback(
    (item: PlayerProblem): ProblemNavState =>
      problemNavState({
        answered: answered(item),
        state: item.response?.state ?? null,
        feedbackType: set.feedbackType,
        review,
        corrections: mode === 'SUBMITTED',
      }),
    [answered, mode, review, set.feedbackType],
  );

  const noticeFor = useCallback(
    (item: PlayerProblem): Notice | null => {
      if (saver.pending.has(item.problemId)) return saver.offline ? { kind: 'offline' } : { kind: 'saving' };
      const local = notices[item.problemId];
      if (local) return local;
      if (!item.response?.answered || isStaff) return null;
      if (item.response.answer.kind === 'SKIPPED' && !instant) return { kind: 'skipped' };
      switch (navState(item)) {
        case 'CORRECT':
          return { kind: 'correct' };
        case 'INCORRECT':
          return { kind: 'incorrect', explained: item.correctAnswer !== null };
        case 'AWAITING_GRADING':
          return { kind: 'awaitingGrading' };
        case 'ANSWERED':
          return { kind: 'saved' };
        default:
          return null;
      }
    },
    [instant, isStaff, navState, notices, saver.offline, saver.pending],
  );

  const goNext = useCallback(() => {
    if (current.index < problems.length - 1) {
      current.go(current.index + 1);
      return;
    }
    const open = problems.findIndex((item) => item.counted && !answered(item));
    if (open >= 0 && open !== current.index) current.go(open);
    else if (open < 0) eventsRef.current.onFinished();
  }, [answered, current, problems]);

  const timeSpentFor = current.timeSpentFor;

  const send = useCallback(
    async (item: PlayerProblem, value: AnswerInput) => {
      if (busy.current) {
        // A press inside the throttle window is kept, not dropped: the latest one goes when the window ends.
        queued.current = { problemId: item.problemId, value };
        return;
      }
      busy.current = true;
      const released = new Promise((resolve) => setTimeout(resolve, PLAYER_THROTTLE_MS.responseMutation));
      try {
        setNotice(item.problemId, null);
        const outcome = await saver.save({
          problemId: item.problemId,
          responseId: item.response?.id ?? null,
          value,
          sequence: Date.now(),
          timeSpent: timeSpentFor(item),
        });
        if (outcome.kind === 'refused') {
          refuse(item.problemId, outcome.code, outcome.message);
          return;
        }
        if (outcome.kind === 'saved') {
          applyPayload(item.problemId, outcome.payload, value);
          if (outcome.payload.outcome === 'INVALID' || outcome.payload.outcome === 'UNSUPPORTED') return;
        }
        // INSTANT feedback stays to show the result (or that it is on its way); the others advance.
        if (!instant) goNext();
      } finally {
        await released;
        busy.current = false;
        const next = queued.current;
        queued.current = null;
        if (next) sendQueued.current(next.problemId, next.value);
      }
    },
    [applyPayload, goNext, instant, refuse, saver, setNotice, timeSpentFor],
  );
  // The kept press, against the problem as it is now: nothing to send if the earlier press already saved this answer.
  useEffect(() => {
    sendQueued.current = (problemId, value) => {
      const item = problems.find((candidate) => candidate.problemId === problemId);
      if (item && !(answered(item) && !changed(item))) void send(item, value);
    };
  });

  const count = problems.length;
  const isLast = useCallback((item: PlayerProblem) => item.number === count, [count]);

  /** The main button: SUBMIT an unanswered (or changed) answer, else NEXT; END OF REVIEW on the last problem in review. */
  const mainLabel = (item: PlayerProblem) =>
    mainButtonLabel({ review, answered: answered(item) && !changed(item), isLast: isLast(item), locked: !answerable(item) });

  const pressMain = useCallback(
    (item: PlayerProblem) => {
      if (review) {
        if (isLast(item)) eventsRef.current.onEndOfReview();
        else goNext();
        return;
      }
      if (!answerable(item) || (answered(item) && !changed(item))) {
        goNext();
        return;
      }
      const draft = draftOf(item);
      if (draft) void send(item, answerInputOf(draft));
    },
    [answerable, answered, changed, draftOf, goNext, isLast, review, send],
  );

  /** §4 Skip: only on unanswered problems; on the last one it submits the problem as skipped. */
  const canSkip = (item: PlayerProblem) => player.canSkip && !sessionEnded && item.counted && !answered(item);
  const skip = useCallback(
    (item: PlayerProblem) => {
      if (isLast(item)) void send(item, { skipped: true });
      else goNext();
    },
    [goNext, isLast, send],
  );

  const changeDraft = useCallback(
    (item: PlayerProblem, draft: Draft) => {
      setDrafts((all) => ({ ...all, [item.problemId]: draft }));
      if (notices[item.problemId]?.kind === 'hint' || notices[item.problemId]?.kind === 'error') setNotice(item.problemId, null);
    },
    [notices, setNotice],
  );

  /** Solutions: always in review; staff see them unless hidden; LEARN shows them on request; INSTANT after the answer. */
  const solutionShown = (item: PlayerProblem) => {
    // Pages to read (DISPLAY, EMBED) have no solution to show.
    if (!item.counted && item.solution === null) return false;
    if (review) return true;
    if (isStaff) return !toggled.has(item.problemId);
    if (player.canLearn && toggled.has(item.problemId)) return true;
    return instant && answered(item) && item.solution !== null;
  };
  const toggleSolution = (item: PlayerProblem) =>
    setToggled((all) => {
      const next = new Set(all);
      if (next.has(item.problemId)) next.delete(item.problemId);
      else next.add(item.problemId);
      return next;
    });
  /** The key on the inputs: whatever the server revealed, and for staff only while solutions are shown. */
  const correctFor = (item: PlayerProblem) => (isStaff && toggled.has(item.problemId) ? null : item.correctAnswer);

  return {
    problem,
    index: current.index,
    go: current.go,
    isStaff,
    review,
    saver,
    draftOf,
    changeDraft,
    answerable,
    navState,
    noticeFor,
    mainLabel,
    pressMain,
    canSkip,
    skip,
    solutionShown,
    toggleSolution,
    correctFor,
    timeSpentFor,
  };
}
