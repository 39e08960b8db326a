import { isChoiceType, isHotspotType, isTextInputType } from '@solve/core/answers/problem-types';
import type { ProblemType } from '@solve/core/answers/types';
import type { AnswerInput, PlayerData } from './player.documents';

/**
 * What the student has entered on a problem before it is sent: one shape per kind of input,
 * naming choices by the opaque keys of the attempt. The server checks it; the page only converts.
 */
export interface Point {
  x: number;
  y: number;
}

export type Draft =
  | { kind: 'text'; text: string }
  | { kind: 'choices'; selected: string[] }
  | { kind: 'ranking'; order: string[] }
  /** Left key → right key. */
  | { kind: 'matching'; pairs: Record<string, string> }
  | { kind: 'hotspots'; clicks: Point[] };

export type PlayerProblem = PlayerData['problems'][number];
export type InputKind = Draft['kind'] | 'display' | 'embed' | 'unsupported';

export function inputKindOf(problemType: string): InputKind {
  const type = problemType as ProblemType;
  if (type === 'DISPLAY') return 'display';
  if (type === 'EMBED') return 'embed';
  if (type === 'RANKING') return 'ranking';
  if (type === 'MATCHING') return 'matching';
  if (isHotspotType(type)) return 'hotspots';
  if (isChoiceType(type)) return 'choices';
  if (isTextInputType(type)) return 'text';
  return 'unsupported';
}

/** The input as the stored response left it, or empty; RANKING starts from the order shown. */
export function initialDraft(problem: PlayerProblem): Draft | null {
  const kind = inputKindOf(problem.problemType);
  const stored = problem.response?.answer;
  const skipped = !stored || stored.kind === 'SKIPPED';
  switch (kind) {
    case 'text':
      return { kind, text: skipped ? '' : (stored.text ?? '') };
    case 'choices':
      return { kind, selected: skipped ? [] : stored.selected };
    case 'ranking':
      return { kind, order: skipped || stored.order.length === 0 ? problem.choices.map((choice) => choice.key) : stored.order };
    case 'matching':
      return { kind, pairs: skipped ? {} : Object.fromEntries(stored.pairs.map(({ left, right }) => [left, right])) };
    case 'hotspots':
      return { kind, clicks: skipped ? [] : stored.clicks.map(({ x, y }) => ({ x, y })) };
    default:
      return null;
  }
}

/** The answer as the API takes it (exactly one field). */
export function answerInputOf(draft: Draft): AnswerInput {
  switch (draft.kind) {
    case 'text':
      return { text: draft.text };
    case 'choices':
      return { selected: draft.selected };
    case 'ranking':
      return { order: draft.order };
    case 'matching':
      return { pairs: Object.entries(draft.pairs).map(([left, right]) => ({ left, right })) };
    case 'hotspots':
      return { clicks: draft.clicks };
  }
}

/** Whether two answers say the same (to tell an edited answer from the stored one). */
export function sameAnswer(a: AnswerInput, b: AnswerInput): boolean {
  const canonical = (input: AnswerInput) =>
    JSON.stringify({
      text: input.text ?? null,
      selected: input.selected ? [...input.selected].sort() : null,
      order: input.order ?? null,
      pairs: input.pairs ? [...input.pairs].sort((p, q) => p.left.localeCompare(q.left)) : null,
      clicks: input.clicks ?? null,
      skipped: input.skipped ?? null,
    });
  return canonical(a) === canonical(b);
}

/** The input showing an answer not yet saved (kept across a reload while offline). */
export function draftOfInput(problem: PlayerProblem, input: AnswerInput): Draft | null {
  if (input.text !== undefined && input.text !== null) return { kind: 'text', text: input.text };
  if (input.selected) return { kind: 'choices', selected: input.selected };
  if (input.order) return { kind: 'ranking', order: input.order };
  if (input.pairs) return { kind: 'matching', pairs: Object.fromEntries(input.pairs.map(({ left, right }) => [left, right])) };
  if (input.clicks) return { kind: 'hotspots', clicks: input.clicks.map(({ x, y }) => ({ x, y })) };
  return initialDraft(problem);
}
