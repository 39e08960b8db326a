import { answerHints } from './hints.js';
import { invalid, verdict, type CheckableChoice, type CheckResult, type MatchPair } from './types.js';

/** A MATCHING choice holds its two sides separated by a semicolon: 'left;right'. */
export function matchingSides(choice: CheckableChoice): { left: string; right: string } {
  const at = choice.text.indexOf(';');
  return at < 0
    ? { left: choice.text.trim(), right: '' }
    : { left: choice.text.slice(0, at).trim(), right: choice.text.slice(at + 1).trim() };
}

/**
 * MATCHING (§5: "each pair of digits must be equal"): every choice row holds a left side and
 * its matching right side, so a line is right when it joins row i's left to row i's right. A
 * line to a different row whose right side reads the same (two items both matching '12') is
 * right too: the student cannot tell those apart. Every left must be matched; lines that are
 * all right but too few are incorrect. Lines that reuse a side or point outside the rows are
 * unreadable.
 */
export function checkMatching(pairs: readonly MatchPair[], choices: readonly CheckableChoice[]): CheckResult {
  const count = choices.length;
  const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < count;
  const lefts = new Set(pairs.map(({ left }) => left));
  const rights = new Set(pairs.map(({ right }) => right));
  if (pairs.length === 0 || lefts.size !== pairs.length || rights.size !== pairs.length) return invalid(answerHints.MATCH);
  if (pairs.some(({ left, right }) => !inRange(left) || !inRange(right))) return invalid(answerHints.MATCH);
  const rightSide = (index: number) => {
    const choice = choices[index];
    return choice === undefined ? '' : matchingSides(choice).right;
  };
  const allRight = pairs.every(({ left, right }) => left === right || (rightSide(left) !== '' && rightSide(left) === rightSide(right)));
  return verdict(pairs.length === count && allRight);
}
