import type { ProblemStateCode, ProblemType } from '@solve/core';

/**
 * What the player's queries and mutations answer, as plain objects the GraphQL types expose
 * field by field. Everything a student can reach is here, so the leak test can read all of it.
 */

export type PlayerMode = 'PREVIEW' | 'ATTEMPT' | 'SUBMITTED' | 'REVIEW';

export interface PlayerChoiceModel {
  /** Opaque; answers name choices by it. */
  key: string;
  /** A to Z (cycling) for choices and left sides, 1, 2, … for right sides. */
  label: string;
  text: string;
}

export interface PointModel {
  x: number;
  y: number;
}

export interface PairModel {
  left: string;
  right: string;
}

export type AnswerKind = 'TEXT' | 'CHOICES' | 'RANKING' | 'MATCHING' | 'HOTSPOTS' | 'SKIPPED';

/** A student's stored answer in the keys of their attempt. */
export interface PlayerAnswerModel {
  kind: AnswerKind;
  text: string | null;
  selected: string[];
  order: string[];
  pairs: PairModel[];
  clicks: PointModel[];
}

export interface SpotModel extends PointModel {
  radius: number;
}

/** The answer key in the keys of the attempt (shown after INSTANT feedback, in review, to staff). */
export interface CorrectAnswerModel {
  /** Accepted typed answers (text, number and unit types). */
  accepted: string[];
  /** Choices to select (TRUE_FALSE, multiple choice). */
  selected: string[];
  /** RANKING: keys first to last. */
  order: string[];
  /** MATCHING: left key to right key. */
  pairs: PairModel[];
  /** Hotspots: the spots to find, as fractions of the image. */
  spots: SpotModel[];
}

export interface SolutionModel {
  text: string | null;
  imageUrl: string | null;
  video: string | null;
}

export interface PlayerResponseModel {
  id: number;
  problemId: number;
  answer: PlayerAnswerModel;
  /** A counted answer is stored (every stored answer is). */
  answered: boolean;
  /** 0–6 (§4); null while the set's feedback type hides results. */
  state: ProblemStateCode | null;
  /** Points earned; null while hidden. */
  sum: number | null;
  graded: boolean;
  comment: string | null;
  /** The student's attached file and saved scratchpad (the player's tools). */
  attachmentUrl: string | null;
  scratchpadUrl: string | null;
  timeSpent: number;
  sequence: number;
  updatedAt: Date;
}

/** An image staff attached to a problem; those of cost 0 are worked examples every student sees with it. */
export interface ProblemImageModel {
  id: number;
  problemId: number;
  imageUrl: string;
  cost: number;
}

export interface PlayerProblemModel {
  /** Not named id: the same problem looks different in each attempt, review and preview, so clients must not merge them. */
  problemId: number;
  /** Position in the player, from 1 (display order). */
  number: number;
  problemType: ProblemType;
  points: number;
  /** Answerable and counted in "answered X/N" and the score (not DISPLAY, EMBED). */
  counted: boolean;
  questionText: string;
  questionImageUrl: string | null;
  questionVideo: string | null;
  typesetMath: boolean;
  choices: PlayerChoiceModel[];
  matchLeft: PlayerChoiceModel[];
  matchRight: PlayerChoiceModel[];
  /** Hotspot types: how many marks the student may place. */
  hotspotCount: number | null;
  /** Shown when the rules allow (staff, review, LEARN, after INSTANT feedback); null otherwise or when there is none. */
  solution: SolutionModel | null;
  correctAnswer: CorrectAnswerModel | null;
  response: PlayerResponseModel | null;
  /** Worked examples (problem images of cost 0), oldest first. */
  images: ProblemImageModel[];
}

export interface PlayerSetModel {
  id: number;
  title: string;
  /** 'Problem Set {lesson}.{set}: title', with REVIEW first in review. */
  heading: string;
  lessonOrder: number;
  setOrder: number;
  lessonTitle: string;
  lessonPlanType: string;
  isIntroduction: boolean;
  kind: string;
  purpose: string;
  feedbackType: 'INSTANT' | 'GRADED' | 'DELAYED';
  autoGraded: boolean;
  allowSkip: boolean;
  randomizeOrder: boolean;
  /** Seconds; 0 is no limit (always 0 in introduction lessons). */
  timeLimit: number;
  allowedAttempts: number | null;
  videoId: string | null;
  instructions: string;
  learningObjective: string;
  /** Problems counted in "answered X/N". */
  countedProblems: number;
}

export interface PlayerResultsModel {
  correctCount: number;
  countedProblems: number;
  /** Percent of the set's counted points; -1 while a grader has not graded it. */
  scorePercent: number | null;
  sum: number;
  possiblePoints: number;
  attemptNumber: number;
  allowedAttempts: number | null;
  timeSpent: number;
  graded: boolean;
}

export interface PlayerSubmissionModel {
  id: number;
  attemptNumber: number;
  startedAt: Date;
  submittedAt: Date | null;
  reviewed: boolean;
  graded: boolean;
  elapsedSeconds: number;
  secondsLeft: number | null;
  timeLimitEndsAt: Date | null;
  timeIsUp: boolean;
  answeredCount: number;
  countedProblems: number;
  totalTimeSpent: number;
  results: PlayerResultsModel | null;
}

export interface PlayerViewModel {
  assignmentId: number;
  mode: PlayerMode | null;
  redirectTo: 'LESSONS' | null;
  classroomId: number;
  classroomTitle: string;
  teachingStyle: string;
  problemSet: PlayerSetModel | null;
  problems: PlayerProblemModel[];
  submission: PlayerSubmissionModel | null;
  canAnswer: boolean;
  canSkip: boolean;
  canLearn: boolean;
  canSubmit: boolean;
  serverTime: Date;
}

export type AnswerOutcome = 'CORRECT' | 'INCORRECT' | 'AWAITING_GRADING' | 'SAVED' | 'INVALID' | 'UNSUPPORTED';

export interface AnswerPayloadModel {
  outcome: AnswerOutcome;
  /** INVALID: the expected form; UNSUPPORTED: why it cannot be checked. */
  message: string | null;
  /** The stored answer is this request's (false: a newer answer was already stored, or nothing was stored). */
  applied: boolean;
  /** The stored response (null when nothing is stored yet). */
  response: PlayerResponseModel | null;
  /** Revealed now if the rules allow (INSTANT feedback, LEARN). */
  solution: SolutionModel | null;
  correctAnswer: CorrectAnswerModel | null;
}
