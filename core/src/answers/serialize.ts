import { readNumber } from './number.js';
import { isChoiceType, isHotspotType } from './problem-types.js';
import type { AnswerInput, MatchPair, Point, ProblemType } from './types.js';

/**
 * The stored form of an answer (problem_responses.value), one string per type. Indexes are
 * 0-based positions of the choices in stored order (by `order`), never display positions.
 *
 * | type                                   | value                                   | example          |
 * |----------------------------------------|-----------------------------------------|------------------|
 * | FREE_FORM                              | the text as typed                       | 'Because …'      |
 * | OFFLINE                                | an optional note as typed, often ''     | ''               |
 * | SHORT_TEXT_RESPONSE, MULTIPLE_TEXT_…   | the text, ends trimmed                  | 'unit rate'      |
 * | SHORT_NUMBER_RESPONSE                  | the number, other characters stripped   | '1200' ('$1,200')|
 * | SCIENTIFIC_UNIT                        | the text, ends trimmed                  | '24 km/h'        |
 * | TRUE_FALSE, MULTIPLE_CHOICE_ONE_ANSWER | the selected index                      | '1'              |
 * | MULTIPLE_CHOICE_MANY_ANSWERS           | selected indexes, ascending, commas     | '0,1,3'          |
 * | RANKING                                | indexes in the student's order, commas  | '2,0,1,3'        |
 * | MATCHING                               | 'left-right' rows by left, commas       | '0-0,1-2,2-1'    |
 * | ONE_HOTSPOT, MANY_HOTSPOTS             | clicks 'x,y' (fractions), semicolons    | '0.2,0.6;0.4,0.2'|
 * | DISPLAY, EMBED                         | never stored                            |                  |
 * | any, skipped (§4 skip on the last)     | ''                                      | ''               |
 *
 * '' is a skip for every type but OFFLINE, whose work is on paper: there '' is a normal answer.
 */
export const SKIPPED_VALUE = '';

function serializePoint(point: Point): string {
  return `${point.x},${point.y}`;
}

export function serializeAnswer(problemType: ProblemType, answer: AnswerInput): string {
  switch (answer.kind) {
    case 'skipped':
      return SKIPPED_VALUE;
    case 'text':
      if (problemType === 'FREE_FORM' || problemType === 'OFFLINE') return answer.text;
      if (problemType === 'SHORT_NUMBER_RESPONSE') return readNumber(answer.text)?.text ?? answer.text.trim();
      return answer.text.trim();
    case 'choices':
      return [...new Set(answer.selected)].sort((a, b) => a - b).join(',');
    case 'ranking':
      return answer.order.join(',');
    case 'matching':
      return [...answer.pairs]
        .sort((a, b) => a.left - b.left)
        .map(({ left, right }) => `${left}-${right}`)
        .join(',');
    case 'hotspots':
      return answer.clicks.map(serializePoint).join(';');
  }
}

/** '1,2' → [1, 2]; a part that is not a whole number becomes NaN, which the checker rejects as unreadable. */
function numbers(value: string, separator: string): number[] {
  return value.split(separator).map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : Number.NaN));
}

function parsePair(part: string): MatchPair {
  const [left = Number.NaN, right = Number.NaN, ...rest] = numbers(part, '-');
  return rest.length === 0 ? { left, right } : { left: Number.NaN, right: Number.NaN };
}

function parseClick(part: string): Point {
  const [x, y, ...rest] = part.split(',').map((coordinate) => (coordinate.trim() === '' ? Number.NaN : Number(coordinate)));
  return rest.length === 0 && x !== undefined && y !== undefined ? { x, y } : { x: Number.NaN, y: Number.NaN };
}

/** The answer a stored value holds, for `checkAnswer`: the inverse of `serializeAnswer`. */
export function parseStoredAnswer(problemType: ProblemType, value: string): AnswerInput {
  if (problemType === 'OFFLINE') return { kind: 'text', text: value };
  if (value === SKIPPED_VALUE) return { kind: 'skipped' };
  if (isChoiceType(problemType)) return { kind: 'choices', selected: numbers(value, ',') };
  if (problemType === 'RANKING') return { kind: 'ranking', order: numbers(value, ',') };
  if (problemType === 'MATCHING') return { kind: 'matching', pairs: value.split(',').map(parsePair) };
  if (isHotspotType(problemType)) return { kind: 'hotspots', clicks: value.split(';').map(parseClick) };
  return { kind: 'text', text: value };
}
