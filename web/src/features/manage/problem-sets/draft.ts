import type { ProblemType } from '@solve/core/answers/types';
import type { EditableProblemData, EditableProblemSetData, ProblemSetInput } from './problem-sets.documents';

/**
 * The editor's working copy of a set: every field as the form holds it (numbers as typed), and a
 * key per problem, choice and hint that stays with it while it moves. Converted to the save's
 * input only when saved; the server checks every rule.
 */

export interface DraftChoice {
  key: string;
  id: number | null;
  text: string;
  correct: boolean;
}

export interface DraftHint {
  key: string;
  text: string;
  image: string;
  video: string;
}

export interface DraftProblem {
  key: string;
  id: number | null;
  /** Students' stored answers (0 for a new problem). */
  answerCount: number;
  problemType: ProblemType;
  points: string;
  questionText: string;
  questionImageUrl: string;
  questionVideo: string;
  solutionText: string;
  solutionImageUrl: string;
  solutionVideo: string;
  answer: string;
  caseSensitive: boolean;
  approximate: boolean;
  randomizeChoices: boolean;
  typesetMath: boolean;
  choices: DraftChoice[];
  hints: DraftHint[];
}

export interface Draft {
  title: string;
  kind: ProblemSetInput['kind'];
  purpose: ProblemSetInput['purpose'];
  learningObjective: string;
  instructions: string;
  /** Empty: unlimited. */
  allowedAttempts: string;
  autoGrading: boolean;
  feedbackType: ProblemSetInput['feedbackType'];
  /** Minutes; 0 or empty: no limit. */
  timeLimitMinutes: string;
  allowSkip: boolean;
  randomizeOrder: boolean;
  problems: DraftProblem[];
}

let sequence = 0;
/** A key for something new in this page. */
export const newKey = (prefix: string) => `${prefix}-new-${(sequence += 1)}`;

function draftProblem(problem: EditableProblemData): DraftProblem {
  return {
    key: `p${problem.id}`,
    id: problem.id,
    answerCount: problem.answerCount,
    problemType: problem.problemType,
    points: String(problem.points),
    questionText: problem.questionText,
    questionImageUrl: problem.questionImageUrl ?? '',
    questionVideo: problem.questionVideo ?? '',
    solutionText: problem.solutionText ?? '',
    solutionImageUrl: problem.solutionImageUrl ?? '',
    solutionVideo: problem.solutionVideo ?? '',
    answer: problem.answer,
    caseSensitive: problem.caseSensitive,
    approximate: problem.approximate,
    randomizeChoices: problem.randomizeChoices,
    typesetMath: problem.typesetMath,
    choices: problem.choices.map((choice) => ({ key: `c${choice.id}`, id: choice.id, text: choice.text, correct: choice.correct })),
    hints: problem.hints.map((hint, index) => ({
      key: `h${problem.id}-${index}`,
      text: hint.text,
      image: hint.image ?? '',
      video: hint.video ?? '',
    })),
  };
}

/** Seconds as minutes for the form, without trailing zeros (90 → '1.5'). */
const minutesOf = (seconds: number) => String(Math.round((seconds / 60) * 100) / 100);

export function draftOf(set: EditableProblemSetData): Draft {
  return {
    title: set.title,
    kind: set.kind,
    purpose: set.purpose,
    learningObjective: set.learningObjective,
    instructions: set.instructions,
    allowedAttempts: set.allowedAttempts === null ? '' : String(set.allowedAttempts),
    autoGrading: set.autoGrading,
    feedbackType: set.feedbackType,
    timeLimitMinutes: minutesOf(set.timeLimit),
    allowSkip: set.allowSkip,
    randomizeOrder: set.randomizeOrder,
    problems: set.problems.map(draftProblem),
  };
}

/** A new problem: a number question with math on, one point. */
export function newProblem(): DraftProblem {
  return {
    key: newKey('p'),
    id: null,
    answerCount: 0,
    problemType: 'SHORT_NUMBER_RESPONSE',
    points: '1',
    questionText: '',
    questionImageUrl: '',
    questionVideo: '',
    solutionText: '',
    solutionImageUrl: '',
    solutionVideo: '',
    answer: '',
    caseSensitive: false,
    approximate: false,
    randomizeChoices: false,
    typesetMath: true,
    choices: [],
    hints: [],
  };
}

/** A field the form cannot turn into a number: where, and what to type. */
export interface FieldProblem {
  /** A problem's key, or null for the set's own fields. */
  problemKey: string | null;
  field: string;
  message: string;
}

const WHOLE = 'Enter a whole number.';
const optional = (text: string) => (text.trim() === '' ? null : text);

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The save's input, or the fields that are not numbers (nothing is sent then). */
export function inputOf(draft: Draft): { input: ProblemSetInput } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const attempts = draft.allowedAttempts.trim() === '' ? null : wholeNumber(draft.allowedAttempts);
  if (attempts === null && draft.allowedAttempts.trim() !== '')
    problems.push({ problemKey: null, field: 'allowedAttempts', message: WHOLE });
  const minutes = draft.timeLimitMinutes.trim() === '' ? 0 : Number(draft.timeLimitMinutes);
  if (!Number.isFinite(minutes))
    problems.push({ problemKey: null, field: 'timeLimit', message: 'Enter the minutes as a number, 0 for no limit.' });
  const points = draft.problems.map((problem) => {
    const value = wholeNumber(problem.points);
    if (value === null) problems.push({ problemKey: problem.key, field: 'points', message: WHOLE });
    return value ?? 0;
  });
  if (problems.length) return { problems };
  return {
    input: {
      title: draft.title,
      kind: draft.kind,
      purpose: draft.purpose,
      learningObjective: draft.learningObjective,
      instructions: draft.instructions,
      allowedAttempts: attempts,
      autoGrading: draft.autoGrading,
      feedbackType: draft.feedbackType,
      timeLimit: Math.round(minutes * 60),
      allowSkip: draft.allowSkip,
      randomizeOrder: draft.randomizeOrder,
      problems: draft.problems.map((problem, index) => ({
        id: problem.id,
        problemType: problem.problemType,
        points: points[index]!,
        questionText: problem.questionText,
        questionImageUrl: optional(problem.questionImageUrl),
        questionVideo: optional(problem.questionVideo),
        solutionText: optional(problem.solutionText),
        solutionImageUrl: optional(problem.solutionImageUrl),
        solutionVideo: optional(problem.solutionVideo),
        answer: problem.answer,
        caseSensitive: problem.caseSensitive,
        approximate: problem.approximate,
        randomizeChoices: problem.randomizeChoices,
        typesetMath: problem.typesetMath,
        choices: problem.choices.map((choice) => ({ id: choice.id, text: choice.text, correct: choice.correct })),
        hints: problem.hints.map((hint) => ({ text: hint.text, image: optional(hint.image), video: optional(hint.video) })),
      })),
    },
  };
}

/** Whether the draft differs from the stored set (what a save would send). */
export function isDirty(draft: Draft, saved: Draft): boolean {
  const strip = (value: Draft) => ({
    ...value,
    problems: value.problems.map(({ key: _key, choices, hints, ...problem }) => ({
      ...problem,
      choices: choices.map(({ key: _choice, ...choice }) => choice),
      hints: hints.map(({ key: _hint, ...hint }) => hint),
    })),
  });
  return JSON.stringify(strip(draft)) !== JSON.stringify(strip(saved));
}

/**
 * A server issue (a path from the set, `problems[2].choices[1].text`) placed on the problem it
 * names, by that problem's key, so that it stays with it if the problem moves.
 */
export function placeIssue(path: string, message: string, keys: readonly string[]): FieldProblem {
  const match = /^problems\[(\d+)\]\.?(.*)$/.exec(path);
  if (!match) return { problemKey: null, field: path, message };
  const key = keys[Number(match[1])];
  return key === undefined ? { problemKey: null, field: path, message } : { problemKey: key, field: match[2] ?? '', message };
}
