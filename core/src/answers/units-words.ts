/** The words of scientific-unit answers: directions of vectors, chemical formulas, variable names. */

const DIRECTION_WORD = /^(north|south|east|west|up|down|left|right|north ?-?east|north ?-?west|south ?-?east|south ?-?west)$/i;
/** Compass abbreviations only in capitals: a lower-case 's' after a unit is seconds, not south. */
const DIRECTION_ABBREVIATIONS: Readonly<Record<string, string>> = {
  N: 'north',
  S: 'south',
  E: 'east',
  W: 'west',
  NE: 'northeast',
  NW: 'northwest',
  SE: 'southeast',
  SW: 'southwest',
};

/** 'North', 'N', 'north-east', '[NE]' → 'north', 'north', 'northeast', 'northeast'; null if not a direction. */
export function readDirection(text: string): string | null {
  const bare = text
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .trim();
  const abbreviation = DIRECTION_ABBREVIATIONS[bare];
  if (abbreviation !== undefined) return abbreviation;
  return DIRECTION_WORD.test(bare) ? bare.toLowerCase().replace(/[\s-]/g, '') : null;
}

/** Splits '5 m/s north' into '5 m/s' and 'north' (the last word, or the last two for 'north east'). */
export function splitDirection(text: string): { quantity: string; direction: string } | null {
  const words = text.trim().split(' ');
  for (const take of [2, 1]) {
    if (words.length <= take) continue;
    const direction = readDirection(words.slice(-take).join(' '));
    if (direction !== null) return { quantity: words.slice(0, -take).join(' '), direction };
  }
  return null;
}

const ELEMENTS = new Set(
  (
    'H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr ' +
    'Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu ' +
    'Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr ' +
    'Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og'
  ).split(' '),
);
const FORMULA_SHAPE = /^(?:(?:[A-Z][a-z]?|\((?:[A-Z][a-z]?\d*)+\))\d*)+(?:\^?\d*[+-])?$/;

/**
 * A chemical formula made of real element symbols ('H2O', 'NaCl', 'Ca(OH)2', 'SO4^2-'), as
 * written: formulas are case-sensitive (Co is cobalt, CO carbon monoxide). Null otherwise.
 */
export function readFormula(text: string): string | null {
  const formula = text.trim();
  if (!FORMULA_SHAPE.test(formula)) return null;
  const symbols = formula.match(/[A-Z][a-z]?/g) ?? [];
  return symbols.every((symbol) => ELEMENTS.has(symbol)) ? formula : null;
}

const VARIABLE = /^[\p{L}][\p{L}\p{N}]*(?:_\{?[\p{L}\p{N}]+\}?)?$/u;

/** A variable name ('v', 'F', 'v_0', 'Δx', 'F_{net}'), case-sensitive: V is a voltage, v a speed. */
export function readVariable(text: string): string | null {
  const name = text.trim();
  return VARIABLE.test(name) ? name.replace(/_\{(.+)\}$/u, '_$1') : null;
}
