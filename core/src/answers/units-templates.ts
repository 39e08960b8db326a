import {
  NOT_READ,
  numberPiece,
  readNumbersThenUnit,
  readQuantity,
  readUnitPiece,
  withOptionalUnit,
  type Piece,
  type Reading,
} from './units-pieces.js';
import { NUMBER, SIMPLE_NUMBER, readNumberText, significantFigures } from './units-numbers.js';
import { decimalOf, negated, parseDecimalText, signOf, type Decimal } from './decimal.js';
import { readFormula, readVariable, splitDirection } from './units-words.js';
import { isCompoundUnit, parseUnit, type UnitAtom } from './units.js';

/**
 * The 21 answer templates of SCIENTIFIC_UNIT problems (problem-set-player.md §5, §9).
 *
 * A template is chosen per accepted answer of the key: written `{NAME} answer` it is named,
 * otherwise it is the first template, in `INFERENCE_ORDER`, that reads the key. The student's
 * answer must then read against the same template; if it does not (wrong form, no unit, an
 * unknown unit) it is INVALID with the template's hint and not counted. Read answers are compared
 * piece by piece: numbers numerically (within 1 percent when the problem is approximate and the
 * template is tolerant), units by canonical spelling (m/s² = m·s^-2 = m s-2, but km ≠ m: no
 * conversion), words exactly.
 *
 * Examples are answers the template reads (as a key, 6.0e3 selects SCIENTIFIC, not NUMBER).
 *
 * | # | name                 | form                                 | examples                              | tolerant |
 * |---|----------------------|--------------------------------------|---------------------------------------|----------|
 * | 1 | NUMBER               | a number                             | 12, -3.5, 1,200, 6.0e3                | yes      |
 * | 2 | SCIENTIFIC           | scientific notation, 1 ≤ mantissa < 10 | 6.02 × 10^23, 6.02e23, 1.6 x 10⁻¹⁹  | yes      |
 * | 3 | FRACTION             | numerator/denominator                | 3/4, -7/2 (6/8 ≠ 3/4)                 | no       |
 * | 4 | MIXED_NUMBER         | whole numerator/denominator          | 2 1/2, -1 3/4                         | no       |
 * | 5 | PERCENT              | a number and %                       | 12.5%, 40 %                           | yes      |
 * | 6 | RATIO                | numbers joined by ':'                | 2:3, 1 : 2 : 4                        | no       |
 * | 7 | NUMBER_UNIT          | a number and a unit                  | 7.5 N, 20 s, 3000 N                   | yes      |
 * | 8 | PREFIXED_UNIT        | a number and a prefixed unit         | 250 mL, 5 kN, 3.2 µm                  | yes      |
 * | 9 | COMPOUND_UNIT        | a number and a compound unit         | 24 km/h, 4 m/s^2, 18 g/mol, 3 N·m     | yes      |
 * |10 | SCIENTIFIC_WITH_UNIT | scientific notation and a unit       | 3.0 × 10^8 m/s, 1.6e-19 C             | yes      |
 * |11 | ANGLE                | a number and degrees                 | 45°, 30 deg                           | yes      |
 * |12 | TEMPERATURE          | a number and °C or °F                | 25 °C, -40 °F, 25 degC                | yes      |
 * |13 | RANGE                | two numbers and an optional unit     | 20-25 °C, 3 to 5 s, 1.5–2.0           | yes      |
 * |14 | UNCERTAINTY          | value ± uncertainty, optional unit   | 9.8 ± 0.1 m/s^2, (2.0 +/- 0.1) cm     | yes      |
 * |15 | VECTOR_DIRECTION     | size, unit and a direction           | 5 m/s north, 12 N E, 3 km north-east  | yes      |
 * |16 | VECTOR_ANGLE         | size, optional unit, 'at' an angle   | 30 N at 45°, 12 m/s @ 30              | yes      |
 * |17 | COMPONENTS           | numbers in brackets, optional unit   | (3, 4) m, <1, -2, 0> m/s              | yes      |
 * |18 | MIXED_UNITS          | two or more number-unit parts        | 1 h 30 min, 5 ft 3 in                 | no       |
 * |19 | EQUATION             | variable = value (unit optional)     | v = 24 km/h, F_net = 3.0e3 N          | yes      |
 * |20 | SUBSTANCE_AMOUNT     | a number, a unit and a formula       | 2.5 mol NaCl, 18 g H₂O, 0.1 M HCl     | yes      |
 * |21 | SIGNIFICANT_FIGURES  | a number (and unit) with exactly the key's significant figures; named only | {SIGNIFICANT_FIGURES} 3.14 m | no |
 */
export const UNIT_TEMPLATE_NAMES = [
  'NUMBER',
  'SCIENTIFIC',
  'FRACTION',
  'MIXED_NUMBER',
  'PERCENT',
  'RATIO',
  'NUMBER_UNIT',
  'PREFIXED_UNIT',
  'COMPOUND_UNIT',
  'SCIENTIFIC_WITH_UNIT',
  'ANGLE',
  'TEMPERATURE',
  'RANGE',
  'UNCERTAINTY',
  'VECTOR_DIRECTION',
  'VECTOR_ANGLE',
  'COMPONENTS',
  'MIXED_UNITS',
  'EQUATION',
  'SUBSTANCE_AMOUNT',
  'SIGNIFICANT_FIGURES',
] as const;
export type UnitTemplateName = (typeof UNIT_TEMPLATE_NAMES)[number];

export interface UnitTemplate {
  name: UnitTemplateName;
  /** For the hint: 'Enter {description}, for example {example}'. */
  description: string;
  example: string;
  /** Whether the problem's `approximate` flag gives its numbers the 1 percent tolerance. */
  tolerant: boolean;
  /** Reads an answer prepared by `prepareAnswerText`. */
  read(text: string): Reading;
  /** For inference: whether a key `read` accepts is in this template's form; absent: every key it reads. */
  selects?(text: string): boolean;
}

const n = SIMPLE_NUMBER;
const LEADING_NUMBER = new RegExp(`^${NUMBER} ?`);
const SPECIAL_UNITS = new Set(['°', '°C', '°F']);

/** The unit atoms of a quantity key ('24 km/h' → km, h^-1), to tell which unit template it selects. */
function unitAtomsOf(text: string): UnitAtom[] {
  const unit = parseUnit(text.replace(LEADING_NUMBER, ''));
  return unit.ok ? unit.atoms : [];
}

function isSingleAtom(text: string, test: (atom: string, prefixed: boolean) => boolean): boolean {
  const atoms = unitAtomsOf(text);
  const only = atoms[0];
  return atoms.length === 1 && only !== undefined && only.power === 1 && test(only.atom, only.prefixed);
}

/** Reads a whole answer of numbers only, compared exactly (fractions, mixed numbers, ratios). */
function readExact(pattern: RegExp, toNumbers: (groups: string[]) => (Decimal | null)[] | null): (text: string) => Reading {
  return (text) => {
    const match = pattern.exec(text);
    const values = match === null ? null : toNumbers(match.slice(1).map((group) => group ?? ''));
    if (values === null) return NOT_READ;
    const pieces: Piece[] = [];
    for (const value of values) {
      if (value === null) return NOT_READ;
      pieces.push(numberPiece(value, true));
    }
    return { ok: true, pieces };
  };
}

function plainNumber(text: string): Reading {
  const number = readNumberText(text);
  return number === null ? NOT_READ : { ok: true, pieces: [numberPiece(number.value)] };
}

const quantity = (text: string) => readQuantity(text, { unit: 'required' });

const FRACTION = /^([+-]?\d+(?:\.\d+)?) ?\/ ?([+-]?\d+(?:\.\d+)?)$/;

function fractionParts([top = '', bottom = '']: string[]): Decimal[] | null {
  const numerator = parseDecimalText(top);
  const denominator = parseDecimalText(bottom);
  if (numerator === null || denominator === null || signOf(denominator) === 0) return null;
  // The sign belongs to the fraction: 3/-4 and -3/4 are the same pieces.
  return signOf(denominator) < 0 ? [negated(numerator), negated(denominator)] : [numerator, denominator];
}

const MIXED_NUMBER = /^([+-]?)(\d+) (\d+) ?\/ ?(\d+)$/;

function mixedNumberParts([sign = '', whole = '', top = '', bottom = '']: string[]): (Decimal | null)[] | null {
  const denominator = parseDecimalText(bottom);
  return denominator === null || signOf(denominator) === 0
    ? null
    : [parseDecimalText(`${sign}${whole}`), parseDecimalText(top), denominator];
}

const RATIO = new RegExp(`^(${n}(?: ?: ?${n})+)$`);

function ratioParts([whole = '']: string[]): (Decimal | null)[] {
  return whole.split(':').map((part) => readNumberText(part)?.value ?? null);
}

const RANGE = new RegExp(`^(${n}) ?(?:-|to) ?(${n}) ?(.*)$`, 'i');
const UNCERTAINTY = new RegExp(`^(${n}) ?(?:±|\\+/-|\\+-) ?(${n}) ?(.*)$`);

/** '(9.8 ± 0.1) m/s^2' reads as '9.8 ± 0.1 m/s^2'. */
function readUncertainty(text: string): Reading {
  return readNumbersThenUnit(text.replace(/^\((.*)\)( .*)?$/, '$1$2'), UNCERTAINTY);
}

function readVectorDirection(text: string): Reading {
  const split = splitDirection(text);
  if (split === null) return NOT_READ;
  const size = quantity(split.quantity);
  return size.ok ? { ok: true, pieces: [...size.pieces, { kind: 'word', text: split.direction }] } : size;
}

const VECTOR_ANGLE = new RegExp(`^(.+?) ?(?:\\bat\\b|@) ?(${n}) ?(?:°|deg|degrees)?$`, 'i');

function readVectorAngle(text: string): Reading {
  const match = VECTOR_ANGLE.exec(text);
  if (match === null) return NOT_READ;
  const size = readQuantity(match[1] ?? '', { unit: 'optional' });
  const angle = readNumberText(match[2] ?? '');
  if (!size.ok || angle === null) return size.ok ? NOT_READ : size;
  return { ok: true, pieces: [...size.pieces, numberPiece(angle.value)] };
}

const COMPONENTS = new RegExp(`^[(<〈⟨\\[] ?(${n}(?: ?, ?${n})+) ?[)>〉⟩\\]] ?(.*)$`);

function readComponents(text: string): Reading {
  const match = COMPONENTS.exec(text);
  if (match === null) return NOT_READ;
  const pieces: Piece[] = [];
  for (const part of (match[1] ?? '').split(',')) {
    const number = readNumberText(part);
    if (number === null) return NOT_READ;
    pieces.push(numberPiece(number.value));
  }
  return withOptionalUnit(pieces, match[2] ?? '');
}

/**
 * One number-unit part and the single space after it (none after the last). Sticky: each part is
 * read where the one before ended, so the parts make up the whole answer ('1 h 30 min', not
 * '1 h and 30 min') and a long run of digits is read once, not again from every digit in it.
 */
const MIXED_UNIT_PART = new RegExp(`(${n}) ?([^\\d\\s+-]\\S*)(?: (?!$)|$)`, 'y');

function mixedUnitParts(text: string): RegExpExecArray[] | null {
  const parts: RegExpExecArray[] = [];
  MIXED_UNIT_PART.lastIndex = 0;
  while (MIXED_UNIT_PART.lastIndex < text.length) {
    const part = MIXED_UNIT_PART.exec(text);
    if (part === null) return null;
    parts.push(part);
  }
  return parts;
}

function readMixedUnits(text: string): Reading {
  const parts = mixedUnitParts(text);
  if (parts === null || parts.length < 2) return NOT_READ;
  const pieces: Piece[] = [];
  for (const [, value = '', unitText = ''] of parts) {
    const number = readNumberText(value);
    const unit = readUnitPiece(unitText);
    if (number === null) return NOT_READ;
    if (!unit.ok) return unit;
    pieces.push(numberPiece(number.value), unit.piece);
  }
  return { ok: true, pieces };
}

function readEquation(text: string): Reading {
  const match = /^([^=]+?) ?= ?(.+)$/.exec(text);
  const variable = match === null ? null : readVariable(match[1] ?? '');
  if (match === null || variable === null) return NOT_READ;
  const value = readQuantity(match[2] ?? '', { unit: 'optional' });
  return value.ok ? { ok: true, pieces: [{ kind: 'word', text: variable }, ...value.pieces] } : value;
}

function readSubstance(text: string): Reading {
  const words = text.split(' ');
  const formula = readFormula(words.at(-1) ?? '');
  if (words.length < 3 || formula === null) return NOT_READ;
  const amount = quantity(words.slice(0, -1).join(' '));
  return amount.ok ? { ok: true, pieces: [...amount.pieces, { kind: 'word', text: formula }] } : amount;
}

/** The value and its count of significant figures, both exact. */
function readSignificant(text: string): Reading {
  return readQuantity(text, {
    unit: 'optional',
    onNumber: (number) => [numberPiece(number.value, true), numberPiece(decimalOf(significantFigures(number.mantissa)), true)],
  });
}

type Definition = Omit<UnitTemplate, 'name'>;
const unitTemplate = (
  description: string,
  example: string,
  tolerant: boolean,
  read: Definition['read'],
  selects?: Definition['selects'],
): Definition => ({
  description,
  example,
  tolerant,
  read,
  selects,
});

const DEFINITIONS: Record<UnitTemplateName, Definition> = {
  NUMBER: unitTemplate('a number', '3.5', true, plainNumber),
  SCIENTIFIC: unitTemplate('a number in scientific notation', '1.5 × 10^4', true, (text) =>
    readNumberText(text)?.normalized === true ? plainNumber(text) : NOT_READ,
  ),
  FRACTION: unitTemplate('a fraction', '5/8', false, readExact(FRACTION, fractionParts)),
  MIXED_NUMBER: unitTemplate('a mixed number', '3 5/8', false, readExact(MIXED_NUMBER, mixedNumberParts)),
  PERCENT: unitTemplate('a percentage', '12.5%', true, (text) => (text.endsWith('%') ? plainNumber(text.slice(0, -1)) : NOT_READ)),
  RATIO: unitTemplate('a ratio', '5:7', false, readExact(RATIO, ratioParts)),
  NUMBER_UNIT: unitTemplate('a number and a unit', '7.5 N', true, quantity, (text) =>
    isSingleAtom(text, (atom, prefixed) => !prefixed && !SPECIAL_UNITS.has(atom)),
  ),
  PREFIXED_UNIT: unitTemplate('a number and a unit', '250 mL', true, quantity, (text) => isSingleAtom(text, (_atom, prefixed) => prefixed)),
  COMPOUND_UNIT: unitTemplate('a number and a unit', '12.5 m/s', true, quantity, (text) => isCompoundUnit(unitAtomsOf(text))),
  SCIENTIFIC_WITH_UNIT: unitTemplate('a number in scientific notation and a unit', '4.5 × 10^3 J', true, (text) =>
    readQuantity(text, { unit: 'required', scientific: true }),
  ),
  ANGLE: unitTemplate('an angle in degrees', '72°', true, quantity, (text) => isSingleAtom(text, (atom) => atom === '°')),
  TEMPERATURE: unitTemplate('a temperature and its unit', '18.5 °C', true, quantity, (text) =>
    isSingleAtom(text, (atom) => atom === '°C' || atom === '°F'),
  ),
  RANGE: unitTemplate('a range', '10-15 cm', true, (text) => readNumbersThenUnit(text, RANGE)),
  UNCERTAINTY: unitTemplate('a value and its uncertainty', '4.2 ± 0.3 cm', true, readUncertainty),
  VECTOR_DIRECTION: unitTemplate('a size, a unit and a direction', '7 m/s west', true, readVectorDirection),
  VECTOR_ANGLE: unitTemplate("a size, a unit, 'at' and an angle", '15 N at 60°', true, readVectorAngle),
  COMPONENTS: unitTemplate('the components in brackets', '(2, -5) m', true, readComponents),
  MIXED_UNITS: unitTemplate('an amount in two or more units', '2 h 15 min', false, readMixedUnits),
  EQUATION: unitTemplate('the variable, an equals sign and the value', 'F = 12 N', true, readEquation),
  SUBSTANCE_AMOUNT: unitTemplate('an amount, a unit and a formula', '0.5 mol NaCl', true, readSubstance),
  SIGNIFICANT_FIGURES: unitTemplate('a number with the right significant figures', '2.50 m', false, readSignificant),
};

// Built from the names so every template carries its own name.
export const UNIT_TEMPLATES = Object.fromEntries(UNIT_TEMPLATE_NAMES.map((name) => [name, { name, ...DEFINITIONS[name] }])) as Readonly<
  Record<UnitTemplateName, UnitTemplate>
>;

/** The order in which a key picks its template: the most specific forms first. SIGNIFICANT_FIGURES is never inferred. */
export const INFERENCE_ORDER: readonly UnitTemplateName[] = [
  'EQUATION',
  'UNCERTAINTY',
  'VECTOR_ANGLE',
  'COMPONENTS',
  'RATIO',
  'MIXED_NUMBER',
  'FRACTION',
  'PERCENT',
  'RANGE',
  'SCIENTIFIC',
  'NUMBER',
  'VECTOR_DIRECTION',
  'SCIENTIFIC_WITH_UNIT',
  'ANGLE',
  'TEMPERATURE',
  'PREFIXED_UNIT',
  'NUMBER_UNIT',
  'COMPOUND_UNIT',
  'MIXED_UNITS',
  'SUBSTANCE_AMOUNT',
];
