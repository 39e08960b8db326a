import { describe, expect, it } from 'vitest';
import { isCompoundUnit, parseUnit } from './units.js';

const canonical = (text: string) => {
  const reading = parseUnit(text);
  return reading.ok ? reading.canonical : reading;
};

describe('parseUnit: one canonical spelling per unit', () => {
  it.each([
    ['N', 'N'],
    ['km/h', 'h^-1·km'],
    ['km·h^-1', 'h^-1·km'],
    ['km h-1', 'h^-1·km'],
    ['m/s^2', 'm·s^-2'],
    ['m/s²', 'm·s^-2'],
    ['m·s⁻²', 'm·s^-2'],
    ['m s-2', 'm·s^-2'],
    ['m*s**-2', 'm·s^-2'],
    ['m/s/s', 'm·s^-2'],
    ['kg·m/s^2', 'kg·m·s^-2'],
    ['kg m s^-2', 'kg·m·s^-2'],
    ['J/(kg·K)', 'J·K^-1·kg^-1'],
    ['J/kg K', 'J·K^-1·kg^-1'],
    ['(kg·K)^2', 'K^2·kg^2'],
    ['g/mol', 'g·mol^-1'],
    ['g mol-1', 'g·mol^-1'],
    ['N m', 'N·m'],
    ['m N', 'N·m'],
    ['N.m', 'N·m'],
    ['m2', 'm^2'],
    ['/s', 's^-1'],
    ['meters per second', 'm·s^-1'],
    ['Seconds', 's'],
  ])('%j → %j', (text, expected) => expect(canonical(text)).toBe(expected));
});

describe('parseUnit: prefixes, aliases and special symbols', () => {
  it.each([
    ['mL', 'mL'],
    ['ml', 'mL'],
    ['µg', 'µg'],
    ['μg', 'µg'],
    ['ug', 'µg'],
    ['mcg', 'µg'],
    ['kΩ', 'kΩ'],
    ['kohm', 'kΩ'],
    ['Ω', 'Ω'],
    ['ohms', 'Ω'],
    ['dam', 'dam'],
    ['hPa', 'hPa'],
    ['MPa', 'MPa'],
    ['mM', 'mM'],
    ['ms', 'ms'],
    ['min', 'min'],
    ['hr', 'h'],
    ['sec', 's'],
    ['mmHg', 'mmHg'],
    ['cd', 'cd'],
    ['°', '°'],
    ['deg', '°'],
    ['°C', '°C'],
    ['° C', '°C'],
    ['℃', '°C'],
    ['degF', '°F'],
    ['kWh', 'kWh'],
  ])('%j → %j', (text, expected) => expect(canonical(text)).toBe(expected));
});

describe('parseUnit: prefixed units are different units (no conversion)', () => {
  it.each([
    ['km', 'm'],
    ['mm', 'Mm'],
    ['kN', 'N'],
    ['m/s', 'km/h'],
  ])('%j ≠ %j', (a, b) => expect(canonical(a)).not.toBe(canonical(b)));
});

describe('parseUnit: unreadable units', () => {
  it.each([
    ['kph', 'kph'],
    ['Nm', 'Nm'],
    ['KM', 'KM'],
    ['m/furlong', 'furlong'],
    ['inch', 'inch'],
  ])('%j is unknown (%j)', (text, unit) => expect(parseUnit(text)).toEqual({ ok: false, reason: 'unknown', unit }));

  it.each(['', 'm//s', 'm/', '(m', 'm)', 'm 2', '2', 'm-s', 'm/m'])('%j is malformed', (text) => {
    expect(parseUnit(text)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('parseUnit: brackets inside brackets', () => {
  const nested = (depth: number) => `${'('.repeat(depth)}m${')'.repeat(depth)}`;

  it('read to eight levels', () => {
    expect(canonical('((m/s)/s)')).toBe('m·s^-2');
    expect(canonical(nested(8))).toBe('m');
  });

  it('deeper is malformed, however deep: the reader never runs out of stack', () => {
    expect(parseUnit(nested(9))).toEqual({ ok: false, reason: 'malformed' });
    expect(parseUnit(nested(100_000))).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('isCompoundUnit', () => {
  it.each([
    ['N', false],
    ['kN', false],
    ['m^2', true],
    ['km/h', true],
    ['N m', true],
  ])('%j → %s', (text, expected) => {
    const reading = parseUnit(text);
    expect(reading.ok && isCompoundUnit(reading.atoms)).toBe(expected);
  });
});
