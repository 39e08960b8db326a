import type { ProblemType } from '@solve/core';
import type { problemSetKindEnum, problemSetPurposeEnum, feedbackTypeEnum } from '../../../schema/index.js';

export type { ProblemType };
export type ProblemSetKind = (typeof problemSetKindEnum.enumValues)[number];
export type ProblemSetPurpose = (typeof problemSetPurposeEnum.enumValues)[number];
export type FeedbackType = (typeof feedbackTypeEnum.enumValues)[number];

/** A choice: its text and whether it is correct (for RANKING and MATCHING, the listed order is the answer). */
export type ChoiceSpec = readonly [text: string, correct?: boolean];

/** One problem of the demo content, before it has ids. */
export interface ProblemSpec {
  type: ProblemType;
  question: string;
  /** Accepted answers separated by '&'; derived from the choices when omitted. */
  answer?: string;
  choices?: readonly ChoiceSpec[];
  solution?: string;
  hints?: readonly string[];
  points?: number;
  imageUrl?: string;
  video?: string;
  caseSensitive?: boolean;
  approximate?: boolean;
  typesetMath?: boolean;
  randomizeChoices?: boolean;
}

export interface ProblemSetSpec {
  title: string;
  kind: ProblemSetKind;
  purpose: ProblemSetPurpose;
  feedbackType: FeedbackType;
  learningObjective: string;
  instructions: string;
  allowedAttempts: number | null;
  timeLimit: number;
  allowSkip: boolean;
  randomizeOrder: boolean;
  autoGrading: boolean;
  videoId: string | null;
  level: number;
  problems: ProblemSpec[];
}

/** Choice types store the indexes of their correct choices (in order for RANKING and MATCHING). */
export function answerOf(problem: ProblemSpec): string {
  if (problem.answer !== undefined) return problem.answer;
  const choices = problem.choices ?? [];
  const ordered = problem.type === 'RANKING' || problem.type === 'MATCHING';
  return choices
    .map(([, correct], index) => (ordered || correct ? String(index) : null))
    .filter((index) => index !== null)
    .join(',');
}

// Short builders for the question banks.

export const num = (question: string, answer: string | number, solution: string, hints: string[] = []): ProblemSpec => ({
  type: 'SHORT_NUMBER_RESPONSE',
  question,
  answer: String(answer),
  solution,
  hints,
});

export const short = (question: string, answer: string, solution: string, hints: string[] = []): ProblemSpec => ({
  type: 'SHORT_TEXT_RESPONSE',
  question,
  answer,
  solution,
  hints,
});

export const oneOf = (question: string, options: string[], correct: number, solution: string, hints: string[] = []): ProblemSpec => ({
  type: 'MULTIPLE_CHOICE_ONE_ANSWER',
  question,
  choices: options.map((text, index) => [text, index === correct] as const),
  solution,
  hints,
});

export const manyOf = (question: string, options: string[], correct: number[], solution: string): ProblemSpec => ({
  type: 'MULTIPLE_CHOICE_MANY_ANSWERS',
  question,
  choices: options.map((text, index) => [text, correct.includes(index)] as const),
  solution,
});

export const trueFalse = (question: string, isTrue: boolean, solution: string): ProblemSpec => ({
  type: 'TRUE_FALSE',
  question,
  choices: [
    ['True', isTrue],
    ['False', !isTrue],
  ],
  solution,
});

export const display = (question: string): ProblemSpec => ({ type: 'DISPLAY', question, points: 0 });
