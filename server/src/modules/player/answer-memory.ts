import type { Db } from '../../db/client.js';
import { boundedMemory, type MemoryBounds } from '../../memory/bounded.js';
import { KeptVersion } from '../../memory/kept-version.js';
import type { AnswerContext, AnswerTarget, AssignmentContext, ProblemWithChoices, SubmissionRow } from './player.repository.js';

/**
 * What a server process remembers between a student's answers, so that an answer it has the facts
 * for costs one statement (the write) instead of a read and a write: on a machine the database
 * shares, the read was a quarter of the CPU of every answer.
 *
 * Two kinds of facts, kept apart:
 * - What never changes once created: a submission's student, assignment, seed and start, and the
 *   submission and problem of a response. These are simply kept.
 * - Content (the set, its problems and choices, the lesson, plan and classroom the rules read),
 *   which staff and imports may change. It is kept with the content version it was read at
 *   (migration 0003: triggers raise the version on every change), and the answer's write only
 *   lands while that version is still the current one. A change made by any process is therefore
 *   seen at once: the write refuses, and the answer is saved again from a fresh read.
 *
 * Everything else (whether the submission is still open, the stored answer, the session) is read
 * or checked by the write itself, as before.
 */

/** The parts of a submission that never change once it is created. */
export type SubmissionFacts = Pick<SubmissionRow, 'id' | 'studentId' | 'assignmentId' | 'randomSeed' | 'startedAt'>;

export interface RememberedAnswer {
  submission: SubmissionFacts;
  context: AssignmentContext;
  problem: ProblemWithChoices;
  /** The content version the context and problem were read at. */
  contentVersion: string;
}

/**
 * What one process keeps for answers, each kind least recently used out first, every entry for
 * ten minutes at most: submissions about 4 MB (30,000 attempts), responses 4 MB (about 40,000),
 * set rules 8 MB, problems with their choices 24 MB.
 */
export const ANSWER_MEMORY = {
  submissions: { maxBytes: 4 * 1024 * 1024, ttlMs: 10 * 60_000 },
  responses: { maxBytes: 4 * 1024 * 1024, ttlMs: 10 * 60_000 },
  assignments: { maxBytes: 8 * 1024 * 1024, ttlMs: 10 * 60_000 },
  problems: { maxBytes: 24 * 1024 * 1024, ttlMs: 10 * 60_000 },
} satisfies Record<string, MemoryBounds>;

export class AnswerMemory {
  private readonly submissions;
  private readonly responses;
  private readonly assignments;
  private readonly problems;
  /** Content changed since older content was read: none of it is used again. */
  private readonly contentVersion = new KeptVersion(() => {
    this.assignments.clear();
    this.problems.clear();
  });

  constructor(bounds: Record<keyof typeof ANSWER_MEMORY, MemoryBounds> = ANSWER_MEMORY) {
    this.submissions = boundedMemory<number, SubmissionFacts>(bounds.submissions);
    this.responses = boundedMemory<number, { submissionId: number; problemId: number }>(bounds.responses);
    this.assignments = boundedMemory<number, AssignmentContext>(bounds.assignments);
    this.problems = boundedMemory<number, ProblemWithChoices>(bounds.problems);
  }

  /** The estimated bytes of what is kept. */
  get bytes(): number {
    return this.submissions.calculatedSize + this.responses.calculatedSize + this.assignments.calculatedSize + this.problems.calculatedSize;
  }

  /** What is remembered for an answer to `target`, or null when any of it is missing. */
  recall(target: AnswerTarget): RememberedAnswer | null {
    const contentVersion = this.contentVersion.current;
    if (contentVersion === null) return null;
    const ids = 'responseId' in target ? this.responses.get(target.responseId) : target;
    if (!ids) return null;
    const submission = this.submissions.get(ids.submissionId);
    const context = submission && this.assignments.get(submission.assignmentId);
    const problem = context && this.problems.get(ids.problemId);
    if (!submission || !context || !problem || problem.problem.problemSetId !== context.set.id) return null;
    return { submission, context, problem, contentVersion };
  }

  /** Keeps what a fresh read of an answer's context found. */
  remember(context: AnswerContext): void {
    const { submission, problem, existing, contentVersion, ...assignment } = context;
    this.rememberSubmission(submission);
    if (problem && existing) this.rememberResponse(existing.id, submission.id, problem.problem.id);
    if (contentVersion === null || !this.contentVersion.accepts(contentVersion)) return;
    this.assignments.set(submission.assignmentId, assignment);
    if (problem) this.problems.set(problem.problem.id, problem);
  }

  /**
   * Keeps a submission's facts that never change. The player's opening reads them too: the
   * attempt's first answer then needs no read of its own when its set's content is remembered.
   */
  rememberSubmission(submission: SubmissionFacts): void {
    this.submissions.set(submission.id, {
      id: submission.id,
      studentId: submission.studentId,
      assignmentId: submission.assignmentId,
      randomSeed: submission.randomSeed,
      startedAt: submission.startedAt,
    });
  }

  rememberResponse(responseId: number, submissionId: number, problemId: number): void {
    this.responses.set(responseId, { submissionId, problemId });
  }
}

const memories = new WeakMap<Db, AnswerMemory>();

/** The memory of answers saved through this database handle. */
export function answerMemory(db: Db): AnswerMemory {
  let memory = memories.get(db);
  if (!memory) {
    memory = new AnswerMemory();
    memories.set(db, memory);
  }
  return memory;
}
