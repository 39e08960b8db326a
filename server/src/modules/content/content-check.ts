import {
  acceptedAnswers,
  checkAnswer,
  correctSelections,
  hotspotsOf,
  isAnswerable,
  isChoiceType,
  isHotspotType,
  matchingSides,
  parsePoint,
  readNumber,
  resolveUnitKey,
  type AnswerInput,
  type CheckableProblem,
} from '@solve/core';
import {
  contentSchema,
  ContentError,
  formatPath,
  type ContentDocument,
  type ContentProblem,
  type ProblemContent,
  type ProblemSetContent,
  problemSetSchema,
} from './content-format.js';

/**
 * Reading a content file: the shape (zod), then what the shape cannot say: codes and orders used
 * twice, choices a type needs, and answer keys the checker can use, proven by checking each
 * problem's own correct answer with core exactly as a student's answer would be checked.
 */

const MIN_CHOICES: Partial<Record<ProblemContent['problemType'], number>> = {
  TRUE_FALSE: 2,
  MULTIPLE_CHOICE_ONE_ANSWER: 2,
  MULTIPLE_CHOICE_MANY_ANSWERS: 2,
  RANKING: 2,
  MATCHING: 2,
  ONE_HOTSPOT: 1,
  MANY_HOTSPOTS: 1,
};

function checkable(problem: ProblemContent): CheckableProblem {
  return {
    problemType: problem.problemType,
    answer: problem.answer,
    caseSensitive: problem.caseSensitive,
    approximate: problem.approximate,
    choices: problem.choices.map(({ text, correct }) => ({ text, correct })),
  };
}

/** The answer a student would give to be right, from the key; or why the key gives none. */
function ownAnswer(problem: ProblemContent): AnswerInput | string {
  const type = problem.problemType;
  const key = checkable(problem);
  const accepted = acceptedAnswers(problem.answer);
  if (isChoiceType(type)) {
    const selection = correctSelections(problem.answer, key.choices)[0];
    return selection ? { kind: 'choices', selected: selection } : 'no correct choice: mark one "correct" or list its index in answer';
  }
  if (type === 'RANKING') {
    const order =
      problem.answer.trim() === '' ? problem.choices.map((_, index) => index) : accepted[0]?.split(',').map((part) => Number(part.trim()));
    return order ? { kind: 'ranking', order } : 'answer must list every choice index in order, e.g. 2,0,1';
  }
  if (type === 'MATCHING') return { kind: 'matching', pairs: problem.choices.map((_, index) => ({ left: index, right: index })) };
  if (isHotspotType(type)) {
    const targets = hotspotsOf(key.choices).filter((spot) => spot.target);
    return targets.length ? { kind: 'hotspots', clicks: targets.map(({ x, y }) => ({ x, y })) } : 'no spot to find';
  }
  if (type === 'FREE_FORM' || type === 'OFFLINE') return { kind: 'text', text: 'An answer for a grader' };
  if (accepted.length === 0) return 'answer is empty';
  const first = accepted[0]!;
  return { kind: 'text', text: type === 'SCIENTIFIC_UNIT' ? first.replace(/^\s*\{[A-Za-z0-9_]+\}\s*/, '') : first };
}

function choiceProblems(problem: ProblemContent, at: string): ContentProblem[] {
  const found: ContentProblem[] = [];
  const type = problem.problemType;
  const minimum = MIN_CHOICES[type] ?? 0;
  if (problem.choices.length < minimum) found.push({ path: `${at}.choices`, message: `${type} needs at least ${minimum} choices` });
  if (type === 'MATCHING') {
    problem.choices.forEach((choice, index) => {
      const sides = matchingSides(choice);
      if (!choice.text.includes(';') || sides.left === '' || sides.right === '') {
        found.push({ path: `${at}.choices[${index}].text`, message: "a MATCHING choice holds 'left;right'" });
      }
    });
  }
  if (isHotspotType(type)) {
    problem.choices.forEach((choice, index) => {
      if (parsePoint(choice.text) === null)
        found.push({ path: `${at}.choices[${index}].text`, message: "a hotspot is 'x,y' (or 'x,y,r'), fractions from 0 to 1" });
    });
  }
  if (type === 'TRUE_FALSE' && problem.choices.length > 2) found.push({ path: `${at}.choices`, message: 'TRUE_FALSE has two choices' });
  return found;
}

function keyProblems(problem: ProblemContent, at: string): ContentProblem[] {
  const type = problem.problemType;
  if (!isAnswerable(type)) return [];
  if (type === 'SCIENTIFIC_UNIT') {
    for (const accepted of acceptedAnswers(problem.answer)) {
      const resolved = resolveUnitKey(accepted);
      if (!resolved.ok) {
        const why = resolved.reason === 'unknown_template' ? 'Template not yet supported' : 'the named template cannot read it';
        return [{ path: `${at}.answer`, message: `'${accepted.trim()}': ${why}` }];
      }
    }
  }
  if (type === 'SHORT_NUMBER_RESPONSE') {
    const bad = acceptedAnswers(problem.answer).find((accepted) => readNumber(accepted) === null);
    if (bad !== undefined) return [{ path: `${at}.answer`, message: `'${bad.trim()}' is not a number` }];
  }
  const answer = ownAnswer(problem);
  if (typeof answer === 'string') return [{ path: `${at}.answer`, message: answer }];
  const result = checkAnswer(checkable(problem), answer, { autoGraded: true });
  if (result.kind === 'correct') return [];
  const detail = result.kind === 'invalid' ? result.hint : result.kind === 'unsupported' ? result.message : result.kind;
  return [{ path: `${at}.answer`, message: `the answer key does not accept its own correct answer (${detail})` }];
}

function duplicates<T>(
  items: readonly T[],
  keyOf: (item: T, index: number) => string | number,
  at: (index: number) => string,
  what: string,
): ContentProblem[] {
  const seen = new Map<string | number, number>();
  const found: ContentProblem[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item, index);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else found.push({ path: at(index), message: `${what} ${key} is used twice (first at index ${first})` });
  });
  return found;
}

/** Orders used twice in the list at `listAt`, whose items without an order take their place (from 1). */
function duplicateOrders(items: readonly { order?: number | undefined }[], listAt: string, what: string): ContentProblem[] {
  return duplicates(
    items,
    (item, i) => item.order ?? i + 1,
    (i) => `${listAt}[${i}].order`,
    `${what} order`,
  );
}

/** What the shape of one set cannot say: orders used twice, choices its types need, usable answer keys. `prefix` ends in '.' or is ''. */
function setProblems(set: ProblemSetContent, prefix: string): ContentProblem[] {
  const found: ContentProblem[] = [];
  found.push(...duplicateOrders(set.problems, `${prefix}problems`, 'problem'));
  set.problems.forEach((problem, p) => {
    const at = `${prefix}problems[${p}]`;
    found.push(...duplicateOrders(problem.choices, `${at}.choices`, 'choice'));
    found.push(...duplicateOrders(problem.hints, `${at}.hints`, 'hint'));
    const shape = choiceProblems(problem, at);
    found.push(...shape, ...(shape.length ? [] : keyProblems(problem, at)));
  });
  return found;
}

function documentProblems(document: ContentDocument): ContentProblem[] {
  const found: ContentProblem[] = [];
  found.push(
    ...duplicates(
      document.courses,
      (course) => course.code,
      (i) => `courses[${i}].code`,
      'course code',
    ),
  );
  document.courses.forEach((course, c) => {
    found.push(
      ...duplicates(
        course.lessonPlans,
        (plan) => plan.order,
        (i) => `courses[${c}].lessonPlans[${i}].order`,
        'lesson plan order',
      ),
    );
  });
  found.push(
    ...duplicates(
      document.problemSets,
      (set) => set.code,
      (i) => `problemSets[${i}].code`,
      'problem set code',
    ),
  );
  document.problemSets.forEach((set, s) => found.push(...setProblems(set, `problemSets[${s}].`)));
  return found;
}

/** Reads a parsed content file; throws ContentError naming every place that is wrong. */
export function parseContent(raw: unknown): ContentDocument {
  const parsed = contentSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ContentError(parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })));
  }
  const found = documentProblems(parsed.data);
  if (found.length) throw new ContentError(found);
  return parsed.data;
}

/**
 * Checks one problem set by the rules of a content file (the problem-set editor saves through
 * this): its problems as paths from the set, e.g. `problems[2].answer`. The set, defaults filled
 * in, or every problem found.
 */
export function checkProblemSetContent(raw: unknown): { ok: true; set: ProblemSetContent } | { ok: false; problems: ContentProblem[] } {
  const parsed = problemSetSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })) };
  }
  const found = setProblems(parsed.data, '');
  return found.length ? { ok: false, problems: found } : { ok: true, set: parsed.data };
}
