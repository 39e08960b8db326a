import { answerHints } from './hints.js';
import { acceptedAnswers, invalid, unsupported, verdict, type CheckableChoice, type CheckResult } from './types.js';

/** Choices are labelled A to Z, cycling after Z (§2 Player layout). */
export function choiceLabel(index: number): string {
  return String.fromCharCode(65 + (((index % 26) + 26) % 26));
}

/** '0,2,3' → [0, 2, 3]; null if any part is not a whole number. */
export function parseIndexList(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^\d+$/.test(part))) return null;
  return parts.map(Number);
}

/** The '&'-separated index lists of a key that pass `keep`. */
function indexLists(answer: string, keep: (list: number[]) => boolean): number[][] {
  return acceptedAnswers(answer).flatMap((accepted) => {
    const list = parseIndexList(accepted);
    return list !== null && keep(list) ? [list] : [];
  });
}

function isValidIndex(index: number, count: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < count;
}

/**
 * The accepted selections of a choice problem: each '&'-separated answer of the key is a list of
 * choice indexes; a blank key falls back to the choices marked correct. Out-of-range lists are dropped.
 */
export function correctSelections(answer: string, choices: readonly CheckableChoice[]): number[][] {
  const fromKey = indexLists(answer, (list) => list.every((index) => isValidIndex(index, choices.length)));
  if (fromKey.length > 0) return fromKey;
  const marked = choices.flatMap((choice, index) => (choice.correct ? [index] : []));
  return marked.length > 0 ? [marked] : [];
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((index) => right.has(index));
}

/**
 * TRUE_FALSE and the multiple-choice types (§5): the answer is the indexes of the selected
 * choices; single-answer types allow only one. Correct when the selected set equals an accepted one.
 */
export function checkChoices(
  selected: readonly number[],
  answer: string,
  choices: readonly CheckableChoice[],
  single: boolean,
): CheckResult {
  const chosen = [...new Set(selected)];
  if (chosen.length === 0) return invalid(single ? answerHints.CHOOSE_ONE : answerHints.CHOOSE_AT_LEAST_ONE);
  if (chosen.some((index) => !isValidIndex(index, choices.length))) return invalid(answerHints.CHOOSE_ONE);
  if (single && chosen.length > 1) return invalid(answerHints.CHOOSE_ONLY_ONE);
  const accepted = correctSelections(answer, choices);
  if (accepted.length === 0) return unsupported(answerHints.KEY_UNREADABLE);
  return verdict(accepted.some((selection) => sameSet(chosen, selection)));
}

function isPermutation(order: readonly number[], count: number): boolean {
  return order.length === count && new Set(order).size === count && order.every((index) => isValidIndex(index, count));
}

/**
 * RANKING: the student's order of the choice indexes, first to last, must equal an accepted
 * order of the key ('2,0,1,3'); a blank key means the choices' stored order is the answer.
 */
export function checkRanking(order: readonly number[], answer: string, choiceCount: number): CheckResult {
  if (!isPermutation(order, choiceCount)) return invalid(answerHints.RANK);
  const accepted =
    answer.trim() === ''
      ? [Array.from({ length: choiceCount }, (_, index) => index)]
      : indexLists(answer, (list) => isPermutation(list, choiceCount));
  if (accepted.length === 0) return unsupported(answerHints.KEY_UNREADABLE);
  return verdict(accepted.some((expected) => expected.every((index, position) => order[position] === index)));
}
