/**
 * The units the scientific-unit checker knows. A unit outside these lists makes the answer
 * unreadable (INVALID with a hint), never wrong. Symbols are case-sensitive as in SI (mm ≠ Mm).
 */

/** SI prefixes, longest first so 'da' is tried before 'd'. */
export const UNIT_PREFIXES = ['da', 'Y', 'Z', 'E', 'P', 'T', 'G', 'M', 'k', 'h', 'd', 'c', 'm', 'µ', 'n', 'p', 'f', 'a', 'z', 'y'] as const;
/** Other spellings of a prefix: 'u' for micro, as on keyboards without µ. */
export const PREFIX_ALIASES: Readonly<Record<string, string>> = { u: 'µ' };

/** Units that take an SI prefix (km, mg, µs, kPa, mL, kWh, mM …). */
export const PREFIXABLE_UNITS: ReadonlySet<string> = new Set([
  'm', 'g', 's', 'A', 'K', 'mol', 'cd', 'Hz', 'N', 'Pa', 'J', 'W', 'C', 'V', 'F', 'Ω', 'S', 'Wb', 'T', 'H',
  'L', 'eV', 'Bq', 'Gy', 'Sv', 'M', 'cal', 'bar', 'rad', 'Wh', 'lm', 'lx', 'Da', 't',
]);

/** Units used as they are: time, temperature, angle, pressure, US customary and counting units. */
export const PLAIN_UNITS: ReadonlySet<string> = new Set([
  'min', 'h', 'd', 'yr', '°', '°C', '°F', 'atm', 'mmHg', 'Torr', 'psi', 'in', 'ft', 'yd', 'mi', 'mph',
  'lb', 'oz', 'gal', 'qt', 'ha', 'Å', 'u', 'rpm', 'ppm', 'ppb', 'dB', 'Cal', 'AU', 'ly', 'pc',
]);

/** Common other spellings of a unit symbol, exact case. */
export const SYMBOL_ALIASES: Readonly<Record<string, string>> = {
  l: 'L',
  sec: 's',
  secs: 's',
  hr: 'h',
  hrs: 'h',
  mins: 'min',
  y: 'yr',
  yrs: 'yr',
  deg: '°',
  degs: '°',
  degC: '°C',
  degF: '°F',
  ohm: 'Ω',
  ohms: 'Ω',
  amu: 'u',
  torr: 'Torr',
  mcg: 'µg',
};

/** Unit names written as words, compared in lower case ('Meters', 'seconds'). */
export const WORD_ALIASES: Readonly<Record<string, string>> = {
  meter: 'm', meters: 'm', metre: 'm', metres: 'm',
  kilometer: 'km', kilometers: 'km', kilometre: 'km', kilometres: 'km',
  centimeter: 'cm', centimeters: 'cm', centimetre: 'cm', centimetres: 'cm',
  second: 's', seconds: 's', minute: 'min', minutes: 'min', hour: 'h', hours: 'h',
  gram: 'g', grams: 'g', kilogram: 'kg', kilograms: 'kg',
  newton: 'N', newtons: 'N', joule: 'J', joules: 'J', watt: 'W', watts: 'W',
  mole: 'mol', moles: 'mol', liter: 'L', liters: 'L', litre: 'L', litres: 'L',
  volt: 'V', volts: 'V', ampere: 'A', amperes: 'A', amp: 'A', amps: 'A',
  pascal: 'Pa', pascals: 'Pa', hertz: 'Hz', coulomb: 'C', coulombs: 'C', kelvin: 'K',
  degree: '°', degrees: '°', year: 'yr', years: 'yr', day: 'd', days: 'd',
};
