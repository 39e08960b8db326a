import { checkChoices, checkRanking } from './choices.js';
import { answerHint, answerHints } from './hints.js';
import { checkHotspots, maxHotspotClicks } from './hotspot.js';
import { checkMatching } from './matching.js';
import { checkNumberResponse } from './number.js';
import { isAnswerable, isChoiceType, isSingleChoiceType } from './problem-types.js';
import { parseStoredAnswer } from './serialize.js';
import { checkTextResponse } from './text.js';
import { CORRECT, INCORRECT, invalid, type AnswerInput, type CheckableProblem, type CheckOptions, type CheckResult } from './types.js';
import { checkScientificUnit, unitTemplateHint, unitTemplateOf } from './units-check.js';

const AWAITING_GRADING: CheckResult = { kind: 'awaiting_grading' };
const NOT_ANSWERABLE: CheckResult = { kind: 'not_answerable' };

/** The hint for input of the wrong kind for the type (a client bug or a tampered request). */
function formHint(problem: CheckableProblem): string {
  const type = problem.problemType;
  if (isChoiceType(type)) return isSingleChoiceType(type) ? answerHints.CHOOSE_ONE : answerHints.CHOOSE_AT_LEAST_ONE;
  if (type === 'RANKING') return answerHints.RANK;
  if (type === 'MATCHING') return answerHints.MATCH;
  if (type === 'ONE_HOTSPOT') return answerHints.HOTSPOT_ONE;
  if (type === 'MANY_HOTSPOTS') return answerHint('HOTSPOT_MANY', { max: maxHotspotClicks(problem.choices, true) });
  if (type === 'SHORT_NUMBER_RESPONSE') return answerHints.NUMBER;
  if (type === 'SCIENTIFIC_UNIT') {
    const template = unitTemplateOf(problem.answer);
    return template === null ? answerHints.TEXT : unitTemplateHint(template);
  }
  return type === 'FREE_FORM' ? answerHints.FREE_FORM : answerHints.TEXT;
}

/** The result as if the set were auto-graded. */
function checkAuto(problem: CheckableProblem, answer: AnswerInput): CheckResult {
  const { problemType: type, choices } = problem;
  if (answer.kind === 'text') {
    switch (type) {
      case 'OFFLINE':
        return CORRECT;
      case 'FREE_FORM':
        return answer.text.trim() === '' ? invalid(answerHints.FREE_FORM) : CORRECT;
      case 'SHORT_TEXT_RESPONSE':
      case 'MULTIPLE_TEXT_RESPONSE':
        return checkTextResponse(answer.text, problem.answer, problem.caseSensitive);
      case 'SHORT_NUMBER_RESPONSE':
        return checkNumberResponse(answer.text, problem.answer, problem.approximate);
      case 'SCIENTIFIC_UNIT':
        return checkScientificUnit(answer.text, problem.answer, problem.approximate);
      default:
        return invalid(formHint(problem));
    }
  }
  if (answer.kind === 'choices' && isChoiceType(type))
    return checkChoices(answer.selected, problem.answer, choices, isSingleChoiceType(type));
  if (answer.kind === 'ranking' && type === 'RANKING') return checkRanking(answer.order, problem.answer, choices.length);
  if (answer.kind === 'matching' && type === 'MATCHING') return checkMatching(answer.pairs, choices);
  if (answer.kind === 'hotspots' && (type === 'ONE_HOTSPOT' || type === 'MANY_HOTSPOTS'))
    return checkHotspots(answer.clicks, choices, type === 'MANY_HOTSPOTS');
  return invalid(formHint(problem));
}

/**
 * Checks a student's answer (problem-set-player.md §5). DISPLAY and EMBED are not answerable.
 * A skip (§4, last problem) is incorrect. FREE_FORM and OFFLINE are correct in an auto-graded
 * set. In a set that is not auto-graded every readable answer, and a skip, awaits a grader;
 * unreadable input stays INVALID so the student can fix it.
 */
export function checkAnswer(problem: CheckableProblem, answer: AnswerInput, options: CheckOptions): CheckResult {
  if (!isAnswerable(problem.problemType)) return NOT_ANSWERABLE;
  if (answer.kind === 'skipped') return options.autoGraded ? INCORRECT : AWAITING_GRADING;
  const result = checkAuto(problem, answer);
  if (options.autoGraded || result.kind === 'invalid') return result;
  // A grader reads the answer, so a key the checker cannot use does not block it.
  return AWAITING_GRADING;
}

/** `checkAnswer` on a stored value (problem_responses.value), as the server receives it. */
export function checkStoredAnswer(problem: CheckableProblem, value: string, options: CheckOptions): CheckResult {
  return checkAnswer(problem, parseStoredAnswer(problem.problemType, value), options);
}
