import { answersNameChoicePlaces, formatMessage, keepsChoicePlaces, PROBLEM_TYPE_LABELS } from '@solve/core';
import { DomainError } from '../../graphql/errors.js';
import { checkProblemSetContent } from '../content/content-check.js';
import type { EditableProblemSet, ProblemEdit, ProblemSetEdit, ProblemSetIssue } from './problem-sets.types.js';

/**
 * The rules an edited set must keep: every rule of a content file (the import's own checks, one
 * copy), and the ones that keep students' work readable. A stored answer belongs to its problem
 * by id and is read with the problem's type, naming choices by their place for some types; so a
 * problem students have answered stays, keeps its type, and keeps its choices where they are.
 */

const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value);

/** The edit with its text tidied as it is stored: the title trimmed, empty addresses and solutions as none. */
export function tidyEdit(edit: ProblemSetEdit): ProblemSetEdit {
  return {
    ...edit,
    title: edit.title.trim(),
    problems: edit.problems.map((problem) => ({
      ...problem,
      questionImageUrl: blankToNull(problem.questionImageUrl),
      questionVideo: blankToNull(problem.questionVideo),
      solutionText: blankToNull(problem.solutionText),
      solutionImageUrl: blankToNull(problem.solutionImageUrl),
      solutionVideo: blankToNull(problem.solutionVideo),
      choices: problem.choices.map((choice) => ({ id: choice.id, text: choice.text, correct: choice.correct })),
      hints: problem.hints.map((hint) => ({ text: hint.text, image: blankToNull(hint.image), video: blankToNull(hint.video) })),
    })),
  };
}

/** The edit as an entry of a content file, for the import's checks (code, plan, order, level and video stay as stored). */
function asContent(current: EditableProblemSet, edit: ProblemSetEdit) {
  const { problems, ...fields } = edit;
  return {
    code: current.code,
    order: current.order,
    level: current.level,
    videoId: current.videoId,
    ...fields,
    problems: problems.map(({ id: _id, choices, hints, ...problem }) => ({
      ...problem,
      choices: choices.map(({ text, correct }) => ({ text, correct })),
      hints: hints.map(({ text, image, video }) => ({ text, image, video })),
    })),
  };
}

/**
 * Ids the editor sent must be of this set's problems (and each problem's choices), each once:
 * anything else is a broken client, refused as a whole.
 */
export function assertKnownIds(current: EditableProblemSet, edit: ProblemSetEdit): void {
  const stored = new Map(current.problems.map((problem) => [problem.id, problem]));
  const seen = new Set<number>();
  for (const problem of edit.problems) {
    if (problem.id === null) {
      if (problem.choices.some((choice) => choice.id !== null)) throw new DomainError('INVALID_INPUT');
      continue;
    }
    const before = stored.get(problem.id);
    if (!before || seen.has(problem.id)) throw new DomainError('INVALID_INPUT');
    seen.add(problem.id);
    const choiceIds = new Set(before.choices.map((choice) => choice.id));
    const seenChoices = new Set<number>();
    for (const choice of problem.choices) {
      if (choice.id === null) continue;
      if (!choiceIds.has(choice.id) || seenChoices.has(choice.id)) throw new DomainError('INVALID_INPUT');
      seenChoices.add(choice.id);
    }
  }
}

/** What would leave students' answers without their problem, or unreadable. */
function workIssues(current: EditableProblemSet, edit: ProblemSetEdit): ProblemSetIssue[] {
  const issues: ProblemSetIssue[] = [];
  const kept = new Map<number, { index: number; problem: ProblemEdit }>();
  edit.problems.forEach((problem, index) => {
    if (problem.id !== null) kept.set(problem.id, { index, problem });
  });
  current.problems.forEach((before, position) => {
    if (before.answerCount === 0) return;
    const after = kept.get(before.id);
    if (!after) {
      issues.push({ path: 'problems', message: formatMessage('PROBLEM_ANSWERED_NOT_REMOVED', { number: position + 1 }) });
      return;
    }
    const at = `problems[${after.index}]`;
    if (after.problem.problemType !== before.problemType) {
      issues.push({
        path: `${at}.problemType`,
        message: formatMessage('PROBLEM_ANSWERED_TYPE_FIXED', { type: PROBLEM_TYPE_LABELS[before.problemType] }),
      });
    } else if (
      answersNameChoicePlaces(before.problemType) &&
      !keepsChoicePlaces(
        before.choices.map((choice) => choice.id),
        after.problem.choices.map((choice) => choice.id),
      )
    ) {
      issues.push({ path: `${at}.choices`, message: formatMessage('PROBLEM_ANSWERED_CHOICES_FIXED') });
    }
  });
  return issues;
}

/** Every rule the edited set breaks, as paths from the set; none when it may be saved. */
export function editIssues(current: EditableProblemSet, edit: ProblemSetEdit): ProblemSetIssue[] {
  const checked = checkProblemSetContent(asContent(current, edit));
  return [...(checked.ok ? [] : checked.problems), ...workIssues(current, edit)];
}
