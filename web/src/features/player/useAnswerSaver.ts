import { useApolloClient } from '@apollo/client/react';
import { type MessageCode, messages } from '@solve/core/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCode, errorMessage } from '../../components/errorMessage';
import { type AnswerPayload, CreateResponseMutation, UpdateResponseMutation } from './player.documents';
import { type PendingAnswer, readPending, writePending } from './pendingAnswers';

export type SaveOutcome =
  | { kind: 'saved'; payload: AnswerPayload }
  /** Not confirmed (network or server trouble): the answer is kept and sent again. */
  | { kind: 'offline' }
  /** The server refused it for a reason the student must see (its catalogue text). */
  | { kind: 'refused'; code: MessageCode; message: string };

interface Options {
  /** null for staff previews: nothing is ever sent. */
  submissionId: number | null;
  /** A confirmed answer (also one confirmed by a retry), to show in the page. */
  onSaved(problemId: number, payload: AnswerPayload): void;
  /** A refusal met by a retry (the first try's refusal is returned by `save`). */
  onRefused(problemId: number, code: MessageCode, message: string): void;
}

const RETRY_DELAYS_MS = [1000, 2000, 3000, 5000];

/**
 * Saves answers so that none is silently lost (problem-set-player.md §4, docs/api-contract.md):
 * an answer the server has not confirmed stays pending (in the page and the tab's storage), the
 * page says it is offline, and it is sent again with the same sequence number until the server
 * answers: after a delay, when the browser is back online, and after a reload.
 */
export function useAnswerSaver({ submissionId, onSaved, onRefused }: Options) {
  const client = useApolloClient();
  const pendingRef = useRef(new Map<number, PendingAnswer>());
  const [pending, setPending] = useState<ReadonlyMap<number, PendingAnswer>>(new Map());
  const [offline, setOffline] = useState(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failures = useRef(0);
  const callbacks = useRef({ onSaved, onRefused });
  useEffect(() => {
    callbacks.current = { onSaved, onRefused };
  });
  const retryRef = useRef<() => Promise<boolean>>(() => Promise.resolve(true));

  const publish = useCallback(() => {
    setPending(new Map(pendingRef.current));
    if (submissionId !== null) writePending(submissionId, pendingRef.current.values());
  }, [submissionId]);

  const send = useCallback(
    async (answer: PendingAnswer): Promise<SaveOutcome> => {
      try {
        const payload =
          answer.responseId === null
            ? (
                await client.mutate({
                  mutation: CreateResponseMutation,
                  variables: {
                    submissionId: submissionId!,
                    problemId: answer.problemId,
                    value: answer.value,
                    timeSpent: answer.timeSpent,
                    sequence: answer.sequence,
                  },
                  fetchPolicy: 'no-cache',
                })
              ).data?.createProblemResponse
            : (
                await client.mutate({
                  mutation: UpdateResponseMutation,
                  variables: { responseId: answer.responseId, value: answer.value, timeSpent: answer.timeSpent, sequence: answer.sequence },
                  fetchPolicy: 'no-cache',
                })
              ).data?.updateProblemResponse;
        if (!payload) return { kind: 'offline' };
        return { kind: 'saved', payload };
      } catch (error) {
        const code = errorCode(error);
        // Anything but a domain refusal (no network, a proxy's 502, a masked server error) is tried again.
        if (code === null) return { kind: 'offline' };
        return { kind: 'refused', code, message: errorMessage(error, messages[code]) };
      }
    },
    [client, submissionId],
  );

  /** Settles one answer: confirmed or refused answers leave the queue unless a newer one replaced them. */
  const settle = useCallback(
    (answer: PendingAnswer, outcome: SaveOutcome) => {
      if (outcome.kind === 'offline') return false;
      if (pendingRef.current.get(answer.problemId)?.sequence === answer.sequence) {
        pendingRef.current.delete(answer.problemId);
        publish();
      }
      return true;
    },
    [publish],
  );

  const scheduleRetry = useCallback(() => {
    clearTimeout(retryTimer.current);
    setOffline(true);
    const delay = RETRY_DELAYS_MS[Math.min(failures.current, RETRY_DELAYS_MS.length - 1)]!;
    failures.current += 1;
    retryTimer.current = setTimeout(() => void retryRef.current(), delay);
  }, []);

  /** Sends every waiting answer, oldest first; true when none is left. */
  const retry = useCallback(async (): Promise<boolean> => {
    clearTimeout(retryTimer.current);
    for (const answer of [...pendingRef.current.values()].sort((a, b) => a.sequence - b.sequence)) {
      const outcome = await send(answer);
      if (!settle(answer, outcome)) {
        scheduleRetry();
        return false;
      }
      if (outcome.kind === 'saved') callbacks.current.onSaved(answer.problemId, outcome.payload);
      else if (outcome.kind === 'refused') callbacks.current.onRefused(answer.problemId, outcome.code, outcome.message);
    }
    failures.current = 0;
    setOffline(false);
    return true;
  }, [scheduleRetry, send, settle]);
  useEffect(() => {
    retryRef.current = retry;
  }, [retry]);

  /** Sends an answer now; the outcome says what the page shows. An unconfirmed answer stays pending. */
  const save = useCallback(
    async (answer: PendingAnswer): Promise<SaveOutcome> => {
      pendingRef.current.set(answer.problemId, answer);
      publish();
      const outcome = await send(answer);
      if (!settle(answer, outcome)) {
        scheduleRetry();
        return outcome;
      }
      if (pendingRef.current.size === 0) {
        failures.current = 0;
        setOffline(false);
      }
      return outcome;
    },
    [publish, scheduleRetry, send, settle],
  );

  // Answers left from before a reload are sent again first.
  useEffect(() => {
    if (submissionId === null) return;
    const left = readPending(submissionId);
    if (left.length === 0) return;
    for (const answer of left) pendingRef.current.set(answer.problemId, answer);
    publish();
    void retryRef.current();
  }, [publish, submissionId]);

  useEffect(() => {
    const online = () => {
      if (pendingRef.current.size > 0) void retryRef.current();
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(retryTimer.current);
    };
  }, []);

  return { save, pending, offline, retry };
}
