import type { ProblemType } from '@solve/core';
import type { feedbackTypeValues, problemSetKindValues, problemSetPurposeValues } from '../../graphql/stored-enums.js';

/** A problem set as the back office's editor reads and saves it (docs/content-format.md for the fields). */

export type ProblemSetKind = (typeof problemSetKindValues)[number];
export type ProblemSetPurpose = (typeof problemSetPurposeValues)[number];
export type FeedbackType = (typeof feedbackTypeValues)[number];

export interface ChoiceEdit {
  /** Null: a new choice. */
  id: number | null;
  text: string;
  correct: boolean;
}

export interface HintEdit {
  text: string;
  image: string | null;
  video: string | null;
}

/** The fields of a problem the editor changes. */
export interface ProblemFields {
  problemType: ProblemType;
  points: number;
  questionText: string;
  questionImageUrl: string | null;
  questionVideo: string | null;
  solutionText: string | null;
  solutionImageUrl: string | null;
  solutionVideo: string | null;
  answer: string;
  caseSensitive: boolean;
  approximate: boolean;
  randomizeChoices: boolean;
  typesetMath: boolean;
}

export interface ProblemEdit extends ProblemFields {
  /** Null: a new problem. */
  id: number | null;
  choices: ChoiceEdit[];
  hints: HintEdit[];
}

/** The fields of a set the editor changes. */
export interface SetFields {
  title: string;
  kind: ProblemSetKind;
  purpose: ProblemSetPurpose;
  learningObjective: string;
  instructions: string;
  /** Null: unlimited. */
  allowedAttempts: number | null;
  autoGrading: boolean;
  feedbackType: FeedbackType;
  /** Seconds; 0 is no limit. */
  timeLimit: number;
  allowSkip: boolean;
  randomizeOrder: boolean;
}

export interface ProblemSetEdit extends SetFields {
  /** In the order students see them (unless the set shuffles them). */
  problems: ProblemEdit[];
}

export interface EditableChoice extends ChoiceEdit {
  id: number;
}

export interface EditableProblem extends ProblemEdit {
  id: number;
  choices: EditableChoice[];
  /** Students' stored answers to this problem (every attempt). */
  answerCount: number;
}

export interface EditableLessonPlan {
  courseCode: string;
  courseTitle: string;
  order: number;
  title: string;
  lessonPlanType: string;
}

export interface EditableProblemSet extends SetFields {
  id: number;
  code: string;
  order: number;
  level: number;
  videoId: string | null;
  lessonPlan: EditableLessonPlan | null;
  problems: EditableProblem[];
  /** Classroom lessons that give this set. */
  assignmentCount: number;
  updatedAt: Date;
  /**
   * A digest of everything the editor shows but students' answers: a save names the revision it
   * was made from and is refused when the set has changed since.
   */
  revision: string;
}

/** One place of the edited set that breaks a rule, as a path from the set (`problems[2].answer`). */
export interface ProblemSetIssue {
  path: string;
  message: string;
}

export type SaveOutcome = 'SAVED' | 'UNCHANGED' | 'INVALID';

export interface SaveResult {
  outcome: SaveOutcome;
  /** The user-facing line for the outcome. */
  message: string;
  issues: ProblemSetIssue[];
  /** The set as stored after the save (as before when nothing was saved). */
  problemSet: EditableProblemSet;
}

export interface LibraryEntry {
  id: number;
  code: string;
  title: string;
  kind: ProblemSetKind;
  purpose: ProblemSetPurpose;
  lessonPlan: EditableLessonPlan | null;
  problemCount: number;
  assignmentCount: number;
  updatedAt: Date;
}

export interface LibraryPage {
  entries: LibraryEntry[];
  total: number;
}
