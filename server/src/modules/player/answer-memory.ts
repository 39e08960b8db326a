import type { Db } from '../../db/client.js';
import { KeptVersion, RecentMap } from '../../recent-map.js';
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

export class AnswerMemory {
  private readonly submissions = new RecentMap<number, SubmissionFacts>(20_000);
  private readonly responses = new RecentMap<number, { submissionId: number; problemId: number }>(50_000);
  private readonly assignments = new RecentMap<number, AssignmentContext>(2_000);
  private readonly problems = new RecentMap<number, ProblemWithChoices>(10_000);
  /** Content changed since older content was read: none of it is used again. */
  private readonly contentVersion = new KeptVersion(() => {
    this.assignments.clear();
    this.problems.clear();
  });

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
    this.submissions.set(submission.id, {
      id: submission.id,
      studentId: submission.studentId,
      assignmentId: submission.assignmentId,
      randomSeed: submission.randomSeed,
      startedAt: submission.startedAt,
    });
    if (problem && existing) this.rememberResponse(existing.id, submission.id, problem.problem.id);
    if (contentVersion === null || !this.contentVersion.accepts(contentVersion)) return;
    this.assignments.set(submission.assignmentId, assignment);
    if (problem) this.problems.set(problem.problem.id, problem);
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
