import {
  answerOverLimit,
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
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { problemResponses, submissions } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import { assertAnswerWithinLimits, checkableProblem, problemKeys, toCoreAnswer, type KeyedAnswer } from './player-answers.js';
import { submissionKeySource, type KeySource } from './player-keys.js';
import { presentProblem } from './player-present.js';
import type { AnswerOutcome, AnswerPayloadModel } from './player.models.js';
import { assertOwnSubmission, playerRules, type PlayerRules } from '../../authorization/policies.js';
import { perHandle } from '../../db/per-handle.js';
import { contentVersion } from '../../db/content-version.js';
import { loadAnswerContext, type AnswerTarget, type ProblemWithChoices, type ResponseRow } from './player.repository.js';
import { completeIfTimedOut } from './submit.service.js';
import { answerMemory, type RememberedAnswer, type SubmissionFacts } from './answer-memory.js';

/**
 * Saving a student's answer (§4 Answering, §7 createProblemResponse / updateProblemResponse).
 * The server checks the answer with core and stores the value, state, points and time; input it
 * cannot read is answered INVALID with a hint and stores nothing; an answer over core's limit
 * for its type (answers/limits.ts) is refused before anything reads it. One response per
 * submission and problem: a retried create returns the stored one. Each answer carries the
 * player's sequence number and is applied only when it is newer than the stored one, so late or
 * repeated requests never overwrite a newer answer. With INSTANT feedback the result and the
 * solution are shown at once, so the answer is then final.
 *
 * The write is one statement: it locks the submission FOR SHARE and writes only while the
 * submission is open, so the set submission (which locks it FOR UPDATE) waits for answers on
 * their way and no answer lands after it; the upsert's WHERE keeps newer and final answers.
 *
 * An answer whose submission and content this process remembers (answer-memory.ts) goes straight
 * to the write, which also requires the content version the memory was read at. Whenever that
 * write does not land, or the answer is anything but a plain write (another student's submission,
 * time up, input the checker cannot read, an answer over its limit), the answer is saved again
 * from a fresh read, so every outcome and message is the fresh read's.
 */

export type { AnswerTarget };

export interface SaveAnswerInput {
  answer: KeyedAnswer;
  /** Seconds spent on this problem in total, as the player counts them. */
  timeSpent: number | null;
  /** Grows with every answer the player sends (it sends Date.now()). */
  sequence: number;
}

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

interface Write {
  submissionId: number;
  problemId: number;
  value: string;
  state: number;
  sum: number;
  graded: boolean;
  timeSpent: number;
  sequence: number;
  /** INSTANT feedback: an answered problem keeps its answer. */
  final: boolean;
  now: Date;
  /** Remembered content: the write lands only while this is the content version. */
  contentVersion: string | null;
}

const value = (name: string) => sql.placeholder(name);

/**
 * The write of an answer, prepared once per database handle: every answer runs it. `open` is the
 * submission while it takes answers, locked FOR SHARE; the insert writes from it, so that it
 * writes nothing once the attempt is submitted or reviewed (or the remembered content changed).
 */
const guardedWriteStatement = perHandle((db) => {
  const open = db.$with('open').as(
    db
      .select({ id: submissions.id })
      .from(submissions)
      .where(
        and(
          eq(submissions.id, value('submissionId')),
          isNull(submissions.submittedAt),
          eq(submissions.reviewed, false),
          sql`(${value('contentVersion')}::text is null or ${value('contentVersion')}::text = ${contentVersion})`,
        ),
      )
      .for('share'),
  );
  // An insert from a query names every column of the table, in order. The id is the column's own
  // default (serial): its sequence is named once, when the statement is prepared, not looked up per answer.
  const written = db
    .select({
      id: sql`nextval('problem_responses_id_seq'::regclass)`.as('id'),
      submissionId: open.id,
      problemId: sql`${value('problemId')}::int`.as('problem_id'),
      value: sql`${value('value')}::text`.as('value'),
      state: sql`${value('state')}::smallint`.as('state'),
      sum: sql`${value('sum')}::numeric`.as('sum'),
      count: sql`1`.as('count'),
      graded: sql`${value('graded')}::boolean`.as('graded'),
      timeSpent: sql`${value('timeSpent')}::int`.as('time_spent'),
      sequence: sql`${value('sequence')}::bigint`.as('sequence'),
      attachmentKey: sql`null::text`.as('attachment_key'),
      attachmentUrl: sql`null::text`.as('attachment_url'),
      scratchpadKey: sql`null::text`.as('scratchpad_key'),
      scratchpadUrl: sql`null::text`.as('scratchpad_url'),
      comment: sql`null::text`.as('comment'),
      staffSeenAt: sql`null::timestamptz`.as('staff_seen_at'),
      createdAt: sql`${value('now')}::timestamptz`.as('created_at'),
      updatedAt: sql`${value('now')}::timestamptz`.as('updated_at'),
    })
    .from(open);
  return db
    .with(open)
    .insert(problemResponses)
    .select(written)
    .onConflictDoUpdate({
      target: [problemResponses.submissionId, problemResponses.problemId],
      set: {
        value: sql`excluded.value`,
        state: sql`excluded.state`,
        sum: sql`excluded.sum`,
        count: 1,
        graded: sql`excluded.graded`,
        timeSpent: sql`greatest(${problemResponses.timeSpent}, excluded.time_spent)`,
        sequence: sql`excluded.sequence`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`${problemResponses.sequence} < excluded.sequence
        and (not ${value('final')}::boolean or ${problemResponses.state} = 0 or ${problemResponses.value} = excluded.value)`,
    })
    .returning({
      id: problemResponses.id,
      timeSpent: problemResponses.timeSpent,
      comment: problemResponses.comment,
      staffSeenAt: problemResponses.staffSeenAt,
      attachmentKey: problemResponses.attachmentKey,
      attachmentUrl: problemResponses.attachmentUrl,
      scratchpadKey: problemResponses.scratchpadKey,
      scratchpadUrl: problemResponses.scratchpadUrl,
      createdAt: problemResponses.createdAt,
      inserted: sql<boolean>`(xmax = 0)`,
    })
    .prepare('player_guarded_write');
});

/** Inserts or updates the response if the submission is open and the answer is newer (and not final): the stored response, or null when nothing was written. */
async function guardedWrite(db: Db, write: Write): Promise<{ response: ResponseRow; inserted: boolean } | null> {
  const [row] = await guardedWriteStatement(db).execute({ ...write, now: write.now.toISOString() });
  if (!row) return null;
  const response: ResponseRow = {
    id: row.id,
    submissionId: write.submissionId,
    problemId: write.problemId,
    value: write.value,
    state: write.state,
    sum: write.sum,
    count: 1,
    graded: write.graded,
    timeSpent: row.timeSpent,
    sequence: write.sequence,
    comment: row.comment,
    staffSeenAt: row.staffSeenAt,
    attachmentKey: row.attachmentKey,
    attachmentUrl: row.attachmentUrl,
    scratchpadKey: row.scratchpadKey,
    scratchpadUrl: row.scratchpadUrl,
    createdAt: row.createdAt,
    updatedAt: write.now,
  };
  // A response's submission and problem never change: later answers to it may skip the read.
  answerMemory(db).rememberResponse(response.id, write.submissionId, write.problemId);
  return { response, inserted: row.inserted };
}

async function storedResponse(db: Db, submissionId: number, problemId: number): Promise<ResponseRow | null> {
  const [row] = await db
    .select()
    .from(problemResponses)
    .where(and(eq(problemResponses.submissionId, submissionId), eq(problemResponses.problemId, problemId)))
    .limit(1);
  return row ?? null;
}

type Presenter = (response: ResponseRow | null, outcome: AnswerOutcome, applied: boolean, message?: string | null) => AnswerPayloadModel;

function presenter(problem: ProblemWithChoices, rules: PlayerRules, source: KeySource): Presenter {
  return (response, outcome, applied, message = null) => {
    const shown = presentProblem(problem, 0, source, rules, response);
    return { outcome, message, applied, response: shown.response, solution: shown.solution, correctAnswer: shown.correctAnswer };
  };
}

/** The stored answer stands (a retry, an older answer arriving late): say so, or why it could not be changed. */
function standing(existing: ResponseRow, sequence: number, rules: PlayerRules, present: Presenter): Saved {
  return { created: false, payload: present(existing, storedOutcome(existing.state, rules), existing.sequence === sequence) };
}

type Checked =
  { kind: 'write'; write: Omit<Write, 'contentVersion'> } | { kind: 'unwritable'; outcome: AnswerOutcome; message: string | null };

/** Checks the answer with core and gives the write it makes, or why it makes none. */
function checked(
  problem: ProblemWithChoices,
  rules: PlayerRules,
  source: KeySource,
  submission: SubmissionFacts,
  input: SaveAnswerInput,
  now: Date,
): Checked {
  assertAnswerWithinLimits(problem.problem.problemType, input.answer);
  const answer = toCoreAnswer(input.answer, problemKeys(source, problem));
  const result = checkAnswer(checkableProblem(problem), answer, { autoGraded: rules.autoGraded });
  if (result.kind === 'invalid' || result.kind === 'unsupported' || result.kind === 'not_answerable') {
    const message = result.kind === 'invalid' ? result.hint : result.kind === 'unsupported' ? result.message : null;
    return { kind: 'unwritable', outcome: outcomeOf(result), message };
  }
  const points = problem.problem.points;
  const state = problemState({ result, points });
  return {
    kind: 'write',
    write: {
      submissionId: submission.id,
      problemId: problem.problem.id,
      value: serializeAnswer(problem.problem.problemType, answer),
      state,
      sum: responseSum(result, points),
      graded: state !== PROBLEM_STATE.AWAITING_GRADING,
      timeSpent: Math.min(
        Math.max(Math.round(input.timeSpent ?? 0), 0),
        elapsedSeconds(submission.startedAt, now) + TIME_LIMIT_GRACE_SECONDS,
      ),
      sequence: input.sequence,
      final: rules.feedbackType === 'INSTANT',
      now,
    },
  };
}

/** The rules of a submission the write finds open: the write lands only then. */
const OPEN = { submittedAt: null, reviewed: false };

/**
 * Saves an answer from what this process remembers, when that is a plain write which lands; null
 * when the answer needs the fresh read (see the note at the top).
 */
async function saveRemembered(
  db: Db,
  secret: string,
  studentId: number,
  known: RememberedAnswer,
  input: SaveAnswerInput,
  now: Date,
): Promise<Saved | null> {
  const { submission, context, problem } = known;
  const type = problem.problem.problemType;
  if (submission.studentId !== studentId || !isAnswerable(type) || answerOverLimit(type, input.answer) !== null) return null;
  const rules = playerRules(context, OPEN);
  if (!withinTimeLimit(submission.startedAt, rules.timeLimit, now)) return null;
  const source = submissionKeySource(secret, submission);
  const answer = checked(problem, rules, source, submission, input, now);
  if (answer.kind !== 'write') return null;
  const written = await guardedWrite(db, { ...answer.write, contentVersion: known.contentVersion });
  if (!written) return null;
  return {
    created: written.inserted,
    payload: presenter(problem, rules, source)(written.response, storedOutcome(answer.write.state, rules), true),
  };
}

/** Saves an answer from a fresh read of its submission, problem and stored response. */
async function saveFresh(
  db: Db,
  secret: string,
  studentId: number,
  target: AnswerTarget,
  input: SaveAnswerInput,
  now: Date,
): Promise<Saved> {
  const context = await loadAnswerContext(db, target);
  if (!context) throw new DomainError('NOT_FOUND');
  const { submission, problem, existing } = context;
  assertOwnSubmission(submission, studentId);
  answerMemory(db).remember(context);
  if (submission.submittedAt !== null || submission.reviewed) throw new DomainError('SUBMISSION_CLOSED');
  const rules = playerRules(context, submission);
  if (!withinTimeLimit(submission.startedAt, rules.timeLimit, now)) {
    await completeIfTimedOut(db, submission.id, now);
    throw new DomainError('TIME_IS_UP');
  }
  if (!problem) throw new DomainError('NOT_FOUND');
  if (!isAnswerable(problem.problem.problemType)) throw new DomainError('NOT_ANSWERABLE');

  const source = submissionKeySource(secret, submission);
  const present = presenter(problem, rules, source);
  if (existing && input.sequence <= existing.sequence) return standing(existing, input.sequence, rules, present);
  const answer = checked(problem, rules, source, submission, input, now);
  if (answer.kind === 'unwritable') return { created: false, payload: present(existing, answer.outcome, false, answer.message) };
  const { write } = answer;
  const written = await guardedWrite(db, { ...write, contentVersion: null });
  if (written) return { created: written.inserted, payload: present(written.response, storedOutcome(write.state, rules), true) };
  // Nothing written: the set was submitted meanwhile, a newer answer is stored, or the answer is final.
  const stored = await storedResponse(db, submission.id, problem.problem.id);
  if (stored === null) throw new DomainError('SUBMISSION_CLOSED');
  if (input.sequence <= stored.sequence) return standing(stored, input.sequence, rules, present);
  if (write.final && stored.state !== PROBLEM_STATE.UNANSWERED && stored.value !== write.value) throw new DomainError('ANSWER_LOCKED');
  throw new DomainError('SUBMISSION_CLOSED');
}

/**
 * Saves an answer of the student `studentId` (whose work session the caller has checked). Answers
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
  const known = answerMemory(db).recall(target);
  const saved = known ? await saveRemembered(db, secret, studentId, known, input, now) : null;
  return saved ?? saveFresh(db, secret, studentId, target, input, now);
}
