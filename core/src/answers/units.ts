import { PLAIN_UNITS, PREFIX_ALIASES, PREFIXABLE_UNITS, SYMBOL_ALIASES, UNIT_PREFIXES, WORD_ALIASES } from './units-vocabulary.js';

/** One unit symbol of an expression with its power: km/h is km^1 and h^-1. */
export interface UnitAtom {
  /** Prefix and symbol as written in SI ('km', 'µg', 'N', '°C'). */
  atom: string;
  power: number;
  prefixed: boolean;
}

export type UnitReading =
  { ok: true; atoms: UnitAtom[]; canonical: string } | { ok: false; reason: 'unknown'; unit: string } | { ok: false; reason: 'malformed' };

/**
 * The same spelling for the same unit: full-width and superscript characters become plain ones
 * (NFKC turns 'm²' into 'm2' and '℃' into '°C'), Greek mu becomes the micro sign, Unicode minus
 * becomes '-', '° C' becomes '°C', and the word 'per' becomes '/'.
 */
function normalizeUnitText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\u03BC/g, '\u00B5')
    .replace(/[\u2212\u2012\u2013]/g, '-')
    .replace(/°\s+([CF])(?![A-Za-z])/g, '°$1')
    .replace(/(^|\s)per(\s|$)/gi, '$1/$2')
    .trim();
}

function resolveUnit(symbol: string): { atom: string; prefixed: boolean } | null {
  const word = WORD_ALIASES[symbol.toLowerCase()];
  if (word !== undefined) return { atom: word, prefixed: false };
  if (PREFIXABLE_UNITS.has(symbol) || PLAIN_UNITS.has(symbol)) return { atom: symbol, prefixed: false };
  const alias = SYMBOL_ALIASES[symbol];
  if (alias !== undefined) return { atom: alias, prefixed: false };
  for (const written of [...UNIT_PREFIXES, ...Object.keys(PREFIX_ALIASES)]) {
    if (!symbol.startsWith(written) || symbol.length === written.length) continue;
    const rest = symbol.slice(written.length);
    const base = PREFIXABLE_UNITS.has(rest) ? rest : SYMBOL_ALIASES[rest];
    if (base !== undefined && PREFIXABLE_UNITS.has(base)) return { atom: (PREFIX_ALIASES[written] ?? written) + base, prefixed: true };
  }
  return null;
}

type Token = { kind: 'symbol'; text: string } | { kind: 'power'; value: number } | { kind: 'op'; text: string };

const TOKEN = /\s*(?:([A-Za-zµΩÅ°]+)|(\^|\*\*)?([+-]?\d+)|(\/|\*|·|⋅|×|\.|\(|\)))/y;

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (match === null) return text.slice(at).trim() === '' ? tokens : null;
    const [, symbol, caret, power, op] = match;
    if (symbol !== undefined) tokens.push({ kind: 'symbol', text: symbol });
    else if (power !== undefined) {
      // An exponent must follow a unit or a ')': digits without '^' only right after it ('m2', 's-1').
      const previous = tokens.at(-1);
      const follows = previous !== undefined && (previous.kind === 'symbol' || (previous.kind === 'op' && previous.text === ')'));
      if (!follows || (caret === undefined && /\s/.test(match[0]))) return null;
      tokens.push({ kind: 'power', value: Number(power) });
    } else if (op !== undefined) tokens.push({ kind: 'op', text: op });
  }
  return tokens;
}

type Powers = Map<string, { power: number; prefixed: boolean }>;
type GroupResult = { ok: true; powers: Powers; next: number } | { ok: false; unknown?: string };

function addPowers(into: Powers, from: Powers, factor: number): void {
  for (const [atom, { power, prefixed }] of from) {
    const sum = (into.get(atom)?.power ?? 0) + power * factor;
    into.set(atom, { power: sum, prefixed });
  }
}

/** Brackets inside brackets: 'J/(kg·K)' has one level, '((m/s)/s)' two; deeper is malformed, not a stack overflow. */
const MAX_NESTING = 8;

/**
 * Reads terms up to ')' or the end. Once a '/' appears, every later term of the same group is
 * divided: 'kg·m/s^2' and 'J/kg K' read as kg·m·s^-2 and J·kg^-1·K^-1, 'm/s/s' as m·s^-2.
 */
function readGroup(tokens: Token[], start: number, depth: number): GroupResult {
  const nested = depth > 0;
  const powers: Powers = new Map();
  let sign = 1;
  let expectTerm = true;
  let index = start;
  for (let token = tokens[index]; token !== undefined; token = tokens[index]) {
    if (token.kind === 'op' && token.text === ')') {
      if (!nested || expectTerm) return { ok: false };
      return { ok: true, powers, next: index + 1 };
    }
    if (token.kind === 'op' && token.text !== '(') {
      if (expectTerm && powers.size > 0) return { ok: false };
      if (token.text === '/') sign = -1;
      expectTerm = true;
      index += 1;
      continue;
    }
    let term: Powers;
    if (token.kind === 'symbol') {
      const unit = resolveUnit(token.text);
      if (unit === null) return { ok: false, unknown: token.text };
      term = new Map([[unit.atom, { power: 1, prefixed: unit.prefixed }]]);
      index += 1;
    } else if (token.kind === 'op') {
      if (depth >= MAX_NESTING) return { ok: false };
      const inner = readGroup(tokens, index + 1, depth + 1);
      if (!inner.ok) return inner;
      term = inner.powers;
      index = inner.next;
    } else return { ok: false };
    const exponent = tokens[index];
    const power = exponent?.kind === 'power' ? exponent.value : 1;
    if (exponent?.kind === 'power') index += 1;
    addPowers(powers, term, sign * power);
    expectTerm = false;
  }
  if (nested || expectTerm) return { ok: false };
  return { ok: true, powers, next: index };
}

/**
 * Reads a unit expression ('km/h', 'm/s^2', 'm·s⁻²', 'J/(kg·K)', 'g mol-1', 'meters per second')
 * into its atoms and a canonical string: atoms sorted, powers other than 1 written '^p', joined
 * by '·'. Two spellings of the same unit have the same canonical string; km and m do not (no
 * conversion: a question asking for km/h wants km/h).
 */
export function parseUnit(text: string): UnitReading {
  const tokens = tokenize(normalizeUnitText(text));
  if (tokens === null || tokens.length === 0) return { ok: false, reason: 'malformed' };
  const group = readGroup(tokens, 0, 0);
  if (!group.ok)
    return group.unknown !== undefined ? { ok: false, reason: 'unknown', unit: group.unknown } : { ok: false, reason: 'malformed' };
  const atoms = [...group.powers]
    .filter(([, { power }]) => power !== 0)
    .map(([atom, { power, prefixed }]) => ({ atom, power, prefixed }))
    .sort((a, b) => (a.atom < b.atom ? -1 : a.atom > b.atom ? 1 : 0));
  if (atoms.length === 0) return { ok: false, reason: 'malformed' };
  const canonical = atoms.map(({ atom, power }) => (power === 1 ? atom : `${atom}^${power}`)).join('·');
  return { ok: true, atoms, canonical };
}

/** A unit of several atoms or with a power other than 1 (km/h, m/s^2, N·m, m^2). */
export function isCompoundUnit(atoms: readonly UnitAtom[]): boolean {
  return atoms.length > 1 || atoms.some(({ power }) => power !== 1);
}
