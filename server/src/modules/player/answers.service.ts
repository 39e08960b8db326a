import {
  checkAnswer,
  elapsedSeconds,
  isAnswerable,
  PROBLEM_STATE,
  problemState,
  responseSum,
  serializeAnswer,
  TIME_LIMIT_GRACE_SECONDS,
  withinTimeLimit,
  type CheckResult,
} from '@solve/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { problemResponses } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import { checkableProblem, problemKeys, toCoreAnswer, type KeyedAnswer } from './player-answers.js';
import { submissionKeySource } from './player-keys.js';
import { presentProblem } from './player-present.js';
import type { AnswerOutcome, AnswerPayloadModel } from './player.models.js';
import { assertOwnSubmission, playerRules, type PlayerRules } from './player.policy.js';
import { loadProblem, loadResponseTarget, loadSubmissionContext, type ResponseRow } from './player.repository.js';
import { completeIfTimedOut } from './submit.service.js';

/**
 * Saving a student's answer (§4 Answering, §7 createProblemResponse / updateProblemResponse).
 * The server checks the answer with core and stores the value, state, points and time; input it
 * cannot read is answered INVALID with a hint and stores nothing. One response per submission and
 * problem: a retried create returns the stored one. Each answer carries the player's sequence
 * number and is applied only when it is newer than the stored one, so late or repeated requests
 * never overwrite a newer answer. With INSTANT feedback the result and the solution are shown at
 * once, so the answer is then final.
 */

export interface SaveAnswerInput {
  answer: KeyedAnswer;
  /** Seconds spent on this problem in total, as the player counts them. */
  timeSpent: number | null;
  /** Grows with every answer the player sends (it sends Date.now()). */
  sequence: number;
}

export type AnswerTarget = { submissionId: number; problemId: number } | { responseId: number };

interface Saved {
  payload: AnswerPayloadModel;
  created: boolean;
}

const MAX_SEQUENCE = Number.MAX_SAFE_INTEGER;

function validate(input: SaveAnswerInput): void {
  const { sequence, timeSpent } = input;
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) throw new DomainError('INVALID_INPUT');
  if (timeSpent !== null && (!Number.isFinite(timeSpent) || timeSpent < 0)) throw new DomainError('INVALID_INPUT');
}

function outcomeOf(result: CheckResult): AnswerOutcome {
  switch (result.kind) {
    case 'correct':
      return 'CORRECT';
    case 'incorrect':
      return 'INCORRECT';
    case 'awaiting_grading':
      return 'AWAITING_GRADING';
    case 'invalid':
      return 'INVALID';
    default:
      return 'UNSUPPORTED';
  }
}

/** What the student may learn about a stored answer: the result itself, or only that it was saved. */
function storedOutcome(state: number, rules: PlayerRules): AnswerOutcome {
  if (state === PROBLEM_STATE.AWAITING_GRADING) return 'AWAITING_GRADING';
  if (!rules.resultsVisible) return 'SAVED';
  if (state === PROBLEM_STATE.CORRECT || state === PROBLEM_STATE.FULLY_CORRECT) return 'CORRECT';
  return state === PROBLEM_STATE.INCORRECT || state === PROBLEM_STATE.ZERO_SCORE ? 'INCORRECT' : 'SAVED';
}

async function resolveTarget(db: Db, target: AnswerTarget): Promise<{ submissionId: number; problemId: number }> {
  if ('submissionId' in target) return target;
  const found = await loadResponseTarget(db, target.responseId);
  if (!found) throw new DomainError('NOT_FOUND');
  return found;
}

type Attempt = { kind: 'saved'; saved: Saved } | { kind: 'timed_out' };

async function saveInTransaction(
  tx: Db,
  secret: string,
  studentId: number,
  target: { submissionId: number; problemId: number },
  input: SaveAnswerInput,
  now: Date,
): Promise<Attempt> {
  const context = await loadSubmissionContext(tx, target.submissionId, 'share');
  if (!context) throw new DomainError('NOT_FOUND');
  const { submission } = context;
  assertOwnSubmission(submission, studentId);
  if (submission.submittedAt !== null || submission.reviewed) throw new DomainError('SUBMISSION_CLOSED');
  const rules = playerRules(context, submission);
  if (!withinTimeLimit(submission.startedAt, rules.timeLimit, now)) return { kind: 'timed_out' };

  const problem = await loadProblem(tx, context.set.id, target.problemId);
  if (!problem) throw new DomainError('NOT_FOUND');
  if (!isAnswerable(problem.problem.problemType)) throw new DomainError('NOT_ANSWERABLE');

  const source = submissionKeySource(secret, submission);
  const answer = toCoreAnswer(input.answer, problemKeys(source, problem));
  const result = checkAnswer(checkableProblem(problem), answer, { autoGraded: rules.autoGraded });
  const present = (response: ResponseRow | null, outcome: AnswerOutcome, applied: boolean, message: string | null = null): Saved['payload'] => {
    const shown = presentProblem(problem, 0, source, rules, response);
    return { outcome, message, applied, response: shown.response, solution: shown.solution, correctAnswer: shown.correctAnswer };
  };

  const existing = await lockResponse(tx, submission.id, problem.problem.id);
  if (existing && input.sequence <= existing.sequence) {
    // A retry, or an older answer arriving late: the stored answer stands.
    return { kind: 'saved', saved: { created: false, payload: present(existing, storedOutcome(existing.state, rules), existing.sequence === input.sequence) } };
  }
  if (result.kind === 'invalid' || result.kind === 'unsupported' || result.kind === 'not_answerable') {
    const message = result.kind === 'invalid' ? result.hint : result.kind === 'unsupported' ? result.message : null;
    return { kind: 'saved', saved: { created: false, payload: present(existing, outcomeOf(result), false, message) } };
  }

  const points = problem.problem.points;
  const value = serializeAnswer(problem.problem.problemType, answer);
  const state = problemState({ result, points });
  const limit = elapsedSeconds(submission.startedAt, now) + TIME_LIMIT_GRACE_SECONDS;
  const timeSpent = Math.min(Math.max(Math.round(input.timeSpent ?? 0), existing?.timeSpent ?? 0), limit);
  if (existing && rules.feedbackType === 'INSTANT' && existing.state !== PROBLEM_STATE.UNANSWERED && existing.value !== value) {
    throw new DomainError('ANSWER_LOCKED');
  }
  const values = {
    value,
    state,
    sum: responseSum(result, points),
    count: 1,
    graded: state !== PROBLEM_STATE.AWAITING_GRADING,
    timeSpent,
    sequence: input.sequence,
    updatedAt: now,
  };
  if (existing) {
    const [updated] = await tx.update(problemResponses).set(values).where(eq(problemResponses.id, existing.id)).returning();
    return { kind: 'saved', saved: { created: false, payload: present(updated!, storedOutcome(state, rules), true) } };
  }
  const [created] = await tx
    .insert(problemResponses)
    .values({ submissionId: submission.id, problemId: problem.problem.id, createdAt: now, ...values })
    .onConflictDoNothing({ target: [problemResponses.submissionId, problemResponses.problemId] })
    .returning();
  if (created) return { kind: 'saved', saved: { created: true, payload: present(created, storedOutcome(state, rules), true) } };
  // Another request created it between our read and insert (only without a row to lock): retry on the stored row.
  throw new RetryAnswer();
}

class RetryAnswer extends Error {}

async function lockResponse(tx: Db, submissionId: number, problemId: number): Promise<ResponseRow | null> {
  const [row] = await tx
    .select()
    .from(problemResponses)
    .where(and(eq(problemResponses.submissionId, submissionId), eq(problemResponses.problemId, problemId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Saves an answer for the signed-in student (the caller has checked their work session). Answers
 * after the time limit (plus the grace) are refused with 'Time is up!' and the set is completed.
 */
export async function saveAnswer(
  db: Db,
  secret: string,
  studentId: number,
  target: AnswerTarget,
  input: SaveAnswerInput,
  now: Date,
): Promise<Saved> {
  validate(input);
  const resolved = await resolveTarget(db, target);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const outcome = await db.transaction((tx) => saveInTransaction(tx, secret, studentId, resolved, input, now));
      if (outcome.kind === 'saved') return outcome.saved;
      await completeIfTimedOut(db, resolved.submissionId, now);
      throw new DomainError('TIME_IS_UP');
    } catch (error) {
      if (!(error instanceof RetryAnswer) || attempt >= 2) throw error;
    }
  }
}

/** The number of responses, for tests and benchmarks that compare with raw SQL. */
export async function countResponses(db: Db, submissionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(problemResponses)
    .where(eq(problemResponses.submissionId, submissionId));
  return row?.n ?? 0;
}
