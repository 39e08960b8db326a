import { sessionValues } from '../../app/storage';
import type { AnswerInput } from './player.documents';

/**
 * Answers sent but not yet confirmed by the server, kept in the tab's session storage so that a
 * reload while offline still sends them (with their first sequence number, so a retry never
 * stores an answer twice or over a newer one).
 */
export interface PendingAnswer {
  problemId: number;
  /** The stored response to update; null creates it (a create for a problem already answered updates it). */
  responseId: number | null;
  value: AnswerInput;
  sequence: number;
  timeSpent: number;
}

type Stored = Record<string, Record<string, PendingAnswer>>;

function readAll(): Stored {
  return sessionValues.getJson<Stored>('pendingAnswers') ?? {};
}

export function readPending(submissionId: number): PendingAnswer[] {
  return Object.values(readAll()[submissionId] ?? {}).sort((a, b) => a.sequence - b.sequence);
}

export function writePending(submissionId: number, answers: Iterable<PendingAnswer>): void {
  const all = readAll();
  const mine = Object.fromEntries([...answers].map((answer) => [answer.problemId, answer]));
  if (Object.keys(mine).length === 0) delete all[submissionId];
  else all[submissionId] = mine;
  if (Object.keys(all).length === 0) sessionValues.remove('pendingAnswers');
  else sessionValues.setJson('pendingAnswers', all);
}
