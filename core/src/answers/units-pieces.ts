import type { Decimal } from './decimal.js';
import { numbersMatch } from './number.js';
import { parseUnit } from './units.js';
import { NUMBER, readNumberText, type NumberText } from './units-numbers.js';

/**
 * A scientific-unit answer read against a template is a list of pieces, compared one by one
 * (§5 "the pieces are compared numerically"): numbers with or without the 1 percent tolerance,
 * units by their canonical spelling, words (directions, variables, formulas) as written.
 */
export type Piece =
  | { kind: 'number'; value: Decimal; /** Never within tolerance (counts, significant figures). */ exact?: boolean }
  | { kind: 'unit'; canonical: string }
  | { kind: 'word'; text: string };

export type Reading = { ok: true; pieces: Piece[] } | { ok: false; unknownUnit?: string };

export const NOT_READ: Reading = { ok: false };

export function numberPiece(value: Decimal, exact = false): Piece {
  return exact ? { kind: 'number', value, exact } : { kind: 'number', value };
}

/** A unit piece, or the reading's failure ('kph' is unknown, 'm//s' is malformed). */
export function readUnitPiece(text: string): { ok: true; piece: Piece } | { ok: false; unknownUnit?: string } {
  const unit = parseUnit(text);
  if (unit.ok) return { ok: true, piece: { kind: 'unit', canonical: unit.canonical } };
  return unit.reason === 'unknown' ? { ok: false, unknownUnit: unit.unit } : { ok: false };
}

export interface QuantityOptions {
  unit: 'required' | 'optional';
  /** Require scientific notation with a mantissa from 1 to under 10. */
  scientific?: boolean;
  /** Also give the number's text, for significant figures. */
  onNumber?: (number: NumberText) => Piece[];
}

const QUANTITY = new RegExp(`^(${NUMBER}) ?(.*)$`);

/** A number followed by a unit: '9.8 N', '24 km/h', '3.0 × 10^3 N', '45°'. */
export function readQuantity(text: string, options: QuantityOptions): Reading {
  const match = QUANTITY.exec(text);
  const number = match === null ? null : readNumberText(match[1] ?? '');
  if (match === null || number === null) return NOT_READ;
  if (options.scientific === true && !number.normalized) return NOT_READ;
  const pieces = options.onNumber?.(number) ?? [numberPiece(number.value)];
  const rest = (match[2] ?? '').trim();
  if (rest === '') return options.unit === 'required' ? NOT_READ : { ok: true, pieces };
  const unit = readUnitPiece(rest);
  return unit.ok ? { ok: true, pieces: [...pieces, unit.piece] } : unit;
}

/** Reads several numbers (with `SIMPLE_NUMBER` in `pattern`'s groups) and an optional unit after them. */
export function readNumbersThenUnit(text: string, pattern: RegExp): Reading {
  const match = pattern.exec(text);
  if (match === null) return NOT_READ;
  const pieces: Piece[] = [];
  for (const group of match.slice(1, -1)) {
    if (group === undefined) continue;
    const number = readNumberText(group);
    if (number === null) return NOT_READ;
    pieces.push(numberPiece(number.value));
  }
  return withOptionalUnit(pieces, match.at(-1) ?? '');
}

/** `pieces`, then the unit written in `unitText` if there is one. */
export function withOptionalUnit(pieces: Piece[], unitText: string): Reading {
  if (unitText.trim() === '') return { ok: true, pieces };
  const unit = readUnitPiece(unitText.trim());
  return unit.ok ? { ok: true, pieces: [...pieces, unit.piece] } : unit;
}

export type PieceComparison = 'match' | 'mismatch' | 'shape';

/**
 * 'shape' when one side has a unit and the other has none: the answer is unreadable against the
 * template (the student left out the unit), not wrong. Otherwise piece by piece.
 */
export function comparePieces(given: readonly Piece[], expected: readonly Piece[], tolerant: boolean): PieceComparison {
  const hasUnit = (pieces: readonly Piece[]) => pieces.some((piece) => piece.kind === 'unit');
  if (hasUnit(given) !== hasUnit(expected)) return 'shape';
  if (given.length !== expected.length) return 'mismatch';
  const same = expected.every((want, index) => {
    const got = given[index];
    if (got === undefined || got.kind !== want.kind) return false;
    if (got.kind === 'number' && want.kind === 'number') return numbersMatch(got.value, want.value, tolerant && want.exact !== true);
    if (got.kind === 'unit' && want.kind === 'unit') return got.canonical === want.canonical;
    return got.kind === 'word' && want.kind === 'word' && got.text === want.text;
  });
  return same ? 'match' : 'mismatch';
}
