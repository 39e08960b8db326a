import {
  acceptedAnswers,
  answerOverLimit,
  correctSelections,
  hotspotsOf,
  isChoiceType,
  isHotspotType,
  parseStoredAnswer,
  resolveUnitKey,
  type AnswerInput,
  type CheckableProblem,
  type ProblemType,
} from '@solve/core';
import { DomainError } from '../../graphql/errors.js';
import { choiceKeys, type KeySource } from './player-keys.js';
import type { CorrectAnswerModel, PairModel, PlayerAnswerModel, PointModel } from './player.models.js';
import type { ProblemWithChoices } from './player.repository.js';

/** Translation between answers in a student's keys and answers in stored indexes (core's form). */

/** An answer as the player sends it: exactly one of the fields. */
export interface KeyedAnswer {
  text?: string | null;
  selected?: readonly string[] | null;
  order?: readonly string[] | null;
  pairs?: readonly PairModel[] | null;
  clicks?: readonly PointModel[] | null;
  skipped?: boolean | null;
}

export interface ProblemKeys {
  /** Keys by stored index: choices and ranking items, MATCHING's left and right sides. */
  choice: string[];
  left: string[];
  right: string[];
}

export function problemKeys(source: KeySource, { problem, choices }: ProblemWithChoices): ProblemKeys {
  const count = choices.length;
  if (problem.problemType === 'MATCHING') {
    return { choice: [], left: choiceKeys(source, problem.id, 'left', count), right: choiceKeys(source, problem.id, 'right', count) };
  }
  const keyed = isChoiceType(problem.problemType) || problem.problemType === 'RANKING';
  return { choice: keyed ? choiceKeys(source, problem.id, 'choice', count) : [], left: [], right: [] };
}

export function checkableProblem({ problem, choices }: ProblemWithChoices): CheckableProblem {
  return {
    problemType: problem.problemType,
    answer: problem.answer,
    caseSensitive: problem.caseSensitive,
    approximate: problem.approximate,
    choices: choices.map(({ text, correct }) => ({ text, correct })),
  };
}

/** Stored index of a key; -1 for a key of nothing, which the checker reads as unreadable input. */
function indexOf(keys: readonly string[], key: string): number {
  return keys.indexOf(key);
}

/**
 * Refuses an answer larger than core's limits for the problem's type (answerOverLimit), by its
 * lengths alone: nothing has read it yet, so an over-long answer costs no parsing.
 */
export function assertAnswerWithinLimits(problemType: ProblemType, answer: KeyedAnswer): void {
  const over = answerOverLimit(problemType, answer);
  if (over !== null) throw new DomainError(over.code, over.values);
}

/** The answer in stored indexes. Input that is not exactly one kind of answer is refused (a client bug). */
export function toCoreAnswer(answer: KeyedAnswer, keys: ProblemKeys): AnswerInput {
  const given = (['text', 'selected', 'order', 'pairs', 'clicks', 'skipped'] as const).filter(
    (field) => answer[field] !== undefined && answer[field] !== null && answer[field] !== false,
  );
  if (given.length !== 1) throw new DomainError('INVALID_INPUT');
  if (answer.skipped) return { kind: 'skipped' };
  if (answer.text !== undefined && answer.text !== null) return { kind: 'text', text: answer.text };
  if (answer.selected) return { kind: 'choices', selected: answer.selected.map((key) => indexOf(keys.choice, key)) };
  if (answer.order) return { kind: 'ranking', order: answer.order.map((key) => indexOf(keys.choice, key)) };
  if (answer.pairs)
    return {
      kind: 'matching',
      pairs: answer.pairs.map(({ left, right }) => ({ left: indexOf(keys.left, left), right: indexOf(keys.right, right) })),
    };
  return { kind: 'hotspots', clicks: (answer.clicks ?? []).map(({ x, y }) => ({ x, y })) };
}

const keyAt = (keys: readonly string[], index: number) => keys[index] ?? '';

const EMPTY_ANSWER: Omit<PlayerAnswerModel, 'kind'> = { text: null, selected: [], order: [], pairs: [], clicks: [] };

/** A stored value (core's format) in the student's keys, so the player shows the answer again after a reload. */
export function answerModel(problem: ProblemWithChoices, value: string, keys: ProblemKeys): PlayerAnswerModel {
  const answer = parseStoredAnswer(problem.problem.problemType, value);
  switch (answer.kind) {
    case 'skipped':
      return { kind: 'SKIPPED', ...EMPTY_ANSWER };
    case 'text':
      return { kind: 'TEXT', ...EMPTY_ANSWER, text: answer.text };
    case 'choices':
      return { kind: 'CHOICES', ...EMPTY_ANSWER, selected: answer.selected.map((index) => keyAt(keys.choice, index)) };
    case 'ranking':
      return { kind: 'RANKING', ...EMPTY_ANSWER, order: answer.order.map((index) => keyAt(keys.choice, index)) };
    case 'matching':
      return {
        kind: 'MATCHING',
        ...EMPTY_ANSWER,
        pairs: answer.pairs.map(({ left, right }) => ({ left: keyAt(keys.left, left), right: keyAt(keys.right, right) })),
      };
    case 'hotspots':
      return { kind: 'HOTSPOTS', ...EMPTY_ANSWER, clicks: answer.clicks.map(({ x, y }) => ({ x, y })) };
  }
}

/** An accepted SCIENTIFIC_UNIT answer without its '{TEMPLATE}' name. */
function withoutTemplateName(accepted: string): string {
  return accepted.replace(/^\s*\{[A-Za-z0-9_]+\}\s*/, '');
}

/** A RANKING key's first usable order; a blank key means the stored order. */
function rankingOrder(answer: string, count: number): number[] {
  const stored = Array.from({ length: count }, (_, index) => index);
  for (const accepted of acceptedAnswers(answer)) {
    const order = accepted.split(',').map((part) => Number(part.trim()));
    if (
      order.length === count &&
      new Set(order).size === count &&
      order.every((index) => Number.isInteger(index) && index >= 0 && index < count)
    ) {
      return order;
    }
  }
  return stored;
}

/** The answer key of a problem in the student's keys; null for types a person grades or nobody answers. */
export function correctAnswerModel(problem: ProblemWithChoices, keys: ProblemKeys): CorrectAnswerModel | null {
  const { problemType: type, answer } = problem.problem;
  const empty: CorrectAnswerModel = { accepted: [], selected: [], order: [], pairs: [], spots: [] };
  const checkable = checkableProblem(problem);
  if (isChoiceType(type))
    return { ...empty, selected: (correctSelections(answer, checkable.choices)[0] ?? []).map((index) => keyAt(keys.choice, index)) };
  if (type === 'RANKING')
    return { ...empty, order: rankingOrder(answer, problem.choices.length).map((index) => keyAt(keys.choice, index)) };
  if (type === 'MATCHING') return { ...empty, pairs: keys.left.map((left, index) => ({ left, right: keyAt(keys.right, index) })) };
  if (isHotspotType(type)) {
    const spots = hotspotsOf(checkable.choices).filter((spot) => spot.target);
    return { ...empty, spots: spots.map(({ x, y, radius }) => ({ x, y, radius })) };
  }
  if (type === 'SCIENTIFIC_UNIT') {
    return {
      ...empty,
      accepted: acceptedAnswers(answer)
        .filter((accepted) => resolveUnitKey(accepted).ok)
        .map(withoutTemplateName),
    };
  }
  if (type === 'SHORT_NUMBER_RESPONSE' || type === 'SHORT_TEXT_RESPONSE' || type === 'MULTIPLE_TEXT_RESPONSE') {
    return { ...empty, accepted: acceptedAnswers(answer).map((accepted) => accepted.trim()) };
  }
  return null;
}
