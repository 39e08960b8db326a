import { useApolloClient } from '@apollo/client/react';
import { type MessageCode, messages } from '@solve/core/messages';
import { PLAYER_THROTTLE_MS } from '@solve/core/player';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCode, errorMessage } from '../../components/errorMessage';
import { forgetProgressViews } from '../classroom';
import { type PlayerData, SubmitSetMutation } from './player.documents';
import { type PlayerVariables, writePlayer } from './playerCache';

const TIME_UP_RETRY_MS = 3000;
const NOT_SUBMITTED = 'Your problem set could not be submitted. Check your connection and try again.';
const ANSWERS_NOT_SAVED = 'Some of your answers are not saved yet. Please wait until you are back online, then submit again.';

interface Options {
  player: PlayerData;
  variables: PlayerVariables;
  /** The player's timer in seconds (the submission's time spent). */
  elapsed: number;
  timeIsUp: boolean;
  /** Sends answers still waiting; true when none is left. */
  flushAnswers(): Promise<boolean>;
  onRefused(code: MessageCode, message: string): void;
  /** A text to show in the message modal. */
  onMessage(text: string): void;
}

/**
 * The set submission (§4 Submission lifecycle, §7 Update submission): the student confirms, the
 * server computes the sum, grade and attempt, and the page shows the results. At the time limit
 * the page says 'Time is up!' and completes the set itself, trying again every few seconds until
 * the server agrees (its clock decides). Throttled to one call per 500 ms.
 */
export function useSetSubmission({ player, variables, elapsed, timeIsUp, flushAnswers, onRefused, onMessage }: Options) {
  const client = useApolloClient();
  const [submitting, setSubmitting] = useState(false);
  const [timeUpTries, setTimeUpTries] = useState(0);
  const busy = useRef(false);
  const submissionId = player.submission?.id ?? null;
  const inProgress = player.mode === 'ATTEMPT';
  const limit = player.problemSet?.timeLimit ?? 0;

  const submit = useCallback(
    async (reason: 'student' | 'timeUp'): Promise<boolean> => {
      if (busy.current || submissionId === null) return false;
      busy.current = true;
      setSubmitting(true);
      const released = new Promise((resolve) => setTimeout(resolve, PLAYER_THROTTLE_MS.submit));
      try {
        // At the limit the set is completed with what the server has; a student's submit waits for every answer.
        if (!(await flushAnswers()) && reason === 'student') {
          onMessage(ANSWERS_NOT_SAVED);
          return false;
        }
        const timeSpent = limit > 0 ? Math.min(elapsed, limit) : elapsed;
        const { data } = await client.mutate({
          mutation: SubmitSetMutation,
          variables: { submissionId, timeSpent },
          fetchPolicy: 'no-cache',
        });
        if (data) writePlayer(client.cache, variables, data.updateSubmission);
        forgetProgressViews(client.cache);
        return true;
      } catch (error) {
        const code = errorCode(error);
        if (code === 'MULTIPLE_SIGN_IN' || code === 'SUBMISSION_CLOSED') onRefused(code, errorMessage(error, messages[code]));
        else if (reason === 'student') onMessage(errorMessage(error, NOT_SUBMITTED));
        return false;
      } finally {
        await released;
        busy.current = false;
        setSubmitting(false);
      }
    },
    [client, elapsed, flushAnswers, limit, onMessage, onRefused, submissionId, variables],
  );

  const latest = useRef({ submit, onMessage });
  useEffect(() => {
    latest.current = { submit, onMessage };
  });

  // The limit is reached: say so once, then complete the set.
  useEffect(() => {
    if (!timeIsUp || !inProgress) return;
    if (timeUpTries === 0) latest.current.onMessage(messages.TIME_IS_UP);
    let live = true;
    const timer = setTimeout(
      () =>
        void latest.current.submit('timeUp').then((done) => {
          if (!done && live) setTimeUpTries((tries) => tries + 1);
        }),
      timeUpTries === 0 ? 0 : TIME_UP_RETRY_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [inProgress, timeIsUp, timeUpTries]);

  return { submit: () => submit('student'), submitting };
}
