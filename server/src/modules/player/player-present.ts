import {
  choiceLabel,
  elapsedSeconds,
  gradePercent,
  isAnswerable,
  isHotspotType,
  matchingSides,
  maxHotspotClicks,
  PROBLEM_STATE,
  problemSetHeading,
  secondsLeft,
  timeLimitEndsAt,
  type ProblemStateCode,
} from '@solve/core';
import { checkableProblem, correctAnswerModel, answerModel, problemKeys, type ProblemKeys } from './player-answers.js';
import { displayPermutation, type KeySource } from './player-keys.js';
import type {
  PlayerChoiceModel,
  PlayerProblemModel,
  PlayerResponseModel,
  PlayerResultsModel,
  PlayerSetModel,
  PlayerSubmissionModel,
  PlayerViewModel,
  ProblemImageModel,
  SolutionModel,
} from './player.models.js';
import { playerRules, revealFor, type PlayerRules } from '../../authorization/policies.js';
import type { AssignmentContext, ProblemWithChoices, ResponseRow, SubmissionRow } from './player.repository.js';

/** Builds what the player shows from rows, keys and rules: the only place that decides what leaves the server. */

const CORRECT_STATES: ReadonlySet<number> = new Set([PROBLEM_STATE.CORRECT, PROBLEM_STATE.FULLY_CORRECT]);

function choiceList(
  keys: readonly string[],
  texts: readonly string[],
  order: readonly number[],
  label: (position: number) => string,
): PlayerChoiceModel[] {
  return order.map((index, position) => ({ key: keys[index] ?? '', label: label(position), text: texts[index] ?? '' }));
}

/**
 * The choices in display order. Shuffled with randomizeChoices; RANKING items and MATCHING's
 * right side always, because their stored order is the answer. Review shows stored order.
 */
function presentChoices(problem: ProblemWithChoices, keys: ProblemKeys, source: KeySource, rules: PlayerRules) {
  const { id, problemType, randomizeChoices } = problem.problem;
  const count = problem.choices.length;
  const order = (what: string, always: boolean) =>
    displayPermutation(source, `${id}:${what}`, count, rules.shuffle && (always || randomizeChoices));
  const letter = (position: number) => choiceLabel(position);
  const numeral = (position: number) => String(position + 1);
  if (problemType === 'MATCHING') {
    const sides = problem.choices.map((choice) => matchingSides(choice));
    return {
      choices: [],
      matchLeft: choiceList(
        keys.left,
        sides.map(({ left }) => left),
        order('left', false),
        letter,
      ),
      matchRight: choiceList(
        keys.right,
        sides.map(({ right }) => right),
        order('right', true),
        numeral,
      ),
    };
  }
  if (keys.choice.length === 0) return { choices: [], matchLeft: [], matchRight: [] };
  const texts = problem.choices.map(({ text }) => text);
  return { choices: choiceList(keys.choice, texts, order('choice', problemType === 'RANKING'), letter), matchLeft: [], matchRight: [] };
}

function solutionOf(problem: ProblemWithChoices): SolutionModel | null {
  const { solutionText, solutionImageUrl, solutionVideo } = problem.problem;
  const blank = (value: string | null) => value === null || value.trim() === '';
  if (blank(solutionText) && blank(solutionImageUrl) && blank(solutionVideo)) return null;
  return { text: solutionText, imageUrl: solutionImageUrl, video: solutionVideo };
}

export function presentResponse(
  problem: ProblemWithChoices,
  response: ResponseRow,
  keys: ProblemKeys,
  rules: PlayerRules,
): PlayerResponseModel {
  return {
    id: response.id,
    problemId: response.problemId,
    answer: answerModel(problem, response.value, keys),
    answered: response.state !== PROBLEM_STATE.UNANSWERED,
    state: rules.resultsVisible ? (response.state as ProblemStateCode) : null,
    sum: rules.resultsVisible ? response.sum : null,
    graded: response.graded,
    comment: response.comment,
    attachmentUrl: response.attachmentUrl,
    scratchpadUrl: response.scratchpadUrl,
    timeSpent: response.timeSpent,
    sequence: response.sequence,
    updatedAt: response.updatedAt,
  };
}

export function presentProblem(
  problem: ProblemWithChoices,
  number: number,
  source: KeySource,
  rules: PlayerRules,
  response: ResponseRow | null,
  images: ProblemImageModel[] = [],
): PlayerProblemModel {
  const row = problem.problem;
  const keys = problemKeys(source, problem);
  const answered = response !== null && response.state !== PROBLEM_STATE.UNANSWERED;
  const reveal = revealFor(rules, answered);
  return {
    problemId: row.id,
    number,
    problemType: row.problemType,
    points: row.points,
    counted: isAnswerable(row.problemType),
    questionText: row.questionText,
    questionImageUrl: row.questionImageUrl,
    questionVideo: row.questionVideo,
    typesetMath: row.typesetMath,
    ...presentChoices(problem, keys, source, rules),
    hotspotCount: isHotspotType(row.problemType)
      ? maxHotspotClicks(checkableProblem(problem).choices, row.problemType === 'MANY_HOTSPOTS')
      : null,
    solution: reveal.solution ? solutionOf(problem) : null,
    correctAnswer: reveal.correctAnswer ? correctAnswerModel(problem, keys) : null,
    response: response === null ? null : presentResponse(problem, response, keys, rules),
    images,
  };
}

/** The problems in display order (randomizeOrder shuffles them, except in review), numbered from 1. */
export function presentProblems(
  problems: readonly ProblemWithChoices[],
  responses: readonly ResponseRow[],
  source: KeySource,
  rules: PlayerRules,
  randomizeOrder: boolean,
  images: readonly ProblemImageModel[] = [],
): PlayerProblemModel[] {
  const byProblem = new Map(responses.map((response) => [response.problemId, response]));
  const order = displayPermutation(source, 'problems', problems.length, rules.shuffle && randomizeOrder);
  return order.map((index, position) => {
    const problem = problems[index]!;
    const own = images.filter((image) => image.problemId === problem.problem.id);
    return presentProblem(problem, position + 1, source, rules, byProblem.get(problem.problem.id) ?? null, own);
  });
}

export function presentSet(context: AssignmentContext, problems: readonly ProblemWithChoices[], rules: PlayerRules): PlayerSetModel {
  const set = context.set;
  return {
    id: set.id,
    title: set.title,
    heading: problemSetHeading({ lessonOrder: context.lessonOrder, setOrder: set.order, title: set.title, review: rules.review }),
    lessonOrder: context.lessonOrder,
    setOrder: set.order,
    lessonTitle: context.lessonTitle,
    lessonPlanType: context.lessonPlanType,
    isIntroduction: context.lessonPlanType === 'INTRODUCTION',
    kind: set.kind,
    purpose: set.purpose,
    feedbackType: set.feedbackType,
    autoGraded: rules.autoGraded,
    allowSkip: set.allowSkip,
    randomizeOrder: set.randomizeOrder,
    timeLimit: rules.timeLimit,
    allowedAttempts: set.allowedAttempts,
    videoId: set.videoId,
    instructions: set.instructions,
    learningObjective: set.learningObjective,
    countedProblems: problems.filter(({ problem }) => isAnswerable(problem.problemType)).length,
  };
}

/** Points and counts of a submission's answers: what the set submission stores and the results popup shows. */
export function tally(problems: readonly ProblemWithChoices[], responses: readonly ResponseRow[]) {
  const counted = new Map(
    problems.filter(({ problem }) => isAnswerable(problem.problemType)).map(({ problem }) => [problem.id, problem.points]),
  );
  const answered = responses.filter((response) => counted.has(response.problemId) && response.state !== PROBLEM_STATE.UNANSWERED);
  return {
    countedProblems: counted.size,
    possiblePoints: [...counted.values()].reduce((total, points) => total + points, 0),
    answeredCount: answered.length,
    correctCount: answered.filter((response) => CORRECT_STATES.has(response.state)).length,
    sum: answered.reduce((total, response) => total + response.sum, 0),
    timeSpent: answered.reduce((total, response) => total + response.timeSpent, 0),
  };
}

export function presentSubmission(
  submission: SubmissionRow,
  problems: readonly ProblemWithChoices[],
  responses: readonly ResponseRow[],
  rules: PlayerRules,
  allowedAttempts: number | null,
  now: Date,
): PlayerSubmissionModel {
  const figures = tally(problems, responses);
  const until = submission.submittedAt ?? now;
  const results: PlayerResultsModel | null =
    submission.submittedAt === null
      ? null
      : {
          correctCount: figures.correctCount,
          countedProblems: figures.countedProblems,
          scorePercent: submission.overallGrade ?? gradePercent(submission.sum, figures.possiblePoints),
          sum: submission.sum,
          possiblePoints: figures.possiblePoints,
          attemptNumber: submission.attemptNumber,
          allowedAttempts,
          timeSpent: submission.totalTimeSpent,
          graded: submission.graded,
        };
  return {
    id: submission.id,
    attemptNumber: submission.attemptNumber,
    startedAt: submission.startedAt,
    submittedAt: submission.submittedAt,
    reviewed: submission.reviewed,
    graded: submission.graded,
    elapsedSeconds: elapsedSeconds(submission.startedAt, until),
    secondsLeft: submission.submittedAt === null ? secondsLeft(submission.startedAt, rules.timeLimit, now) : null,
    timeLimitEndsAt: timeLimitEndsAt(submission.startedAt, rules.timeLimit),
    timeIsUp: rules.timeLimit > 0 && elapsedSeconds(submission.startedAt, until) >= rules.timeLimit,
    answeredCount: figures.answeredCount,
    countedProblems: figures.countedProblems,
    totalTimeSpent: submission.totalTimeSpent,
    results,
  };
}

/** What the viewer may do in the player, with their submission. */
export type PlayerWork = Pick<PlayerViewModel, 'submission' | 'canAnswer' | 'canSkip' | 'canLearn' | 'canSubmit'>;

/** A player nobody answers in: no submission, and nothing to answer, skip, learn or submit. */
export const NOTHING_TO_ANSWER: PlayerWork = {
  submission: null,
  canAnswer: false,
  canSkip: false,
  canLearn: false,
  canSubmit: false,
};

/** The player of the context's set: its problems with the responses shown, under `rules`. */
export function presentView(
  context: AssignmentContext,
  rules: PlayerRules,
  shown: {
    problems: readonly ProblemWithChoices[];
    responses: readonly ResponseRow[];
    source: KeySource;
    images?: readonly ProblemImageModel[];
  },
  work: PlayerWork,
  now: Date,
): PlayerViewModel {
  return {
    assignmentId: context.assignmentId,
    mode: rules.mode,
    redirectTo: null,
    classroomId: context.classroomId,
    classroomTitle: context.classroomTitle,
    teachingStyle: context.teachingStyle,
    problemSet: presentSet(context, shown.problems, rules),
    problems: presentProblems(shown.problems, shown.responses, shown.source, rules, context.set.randomizeOrder, shown.images),
    ...work,
    serverTime: now,
  };
}

/** A staff preview of the context's set: every answer and solution shown, nothing saved. */
export function presentPreview(
  context: AssignmentContext,
  problems: readonly ProblemWithChoices[],
  source: KeySource,
  now: Date,
  images: readonly ProblemImageModel[] = [],
): PlayerViewModel {
  return presentView(context, playerRules(context, null), { problems, responses: [], source, images }, NOTHING_TO_ANSWER, now);
}
