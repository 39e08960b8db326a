import { describe, expect, it } from 'vitest';
import { readDirection, readFormula, readVariable, splitDirection } from './units-words.js';

describe('readDirection', () => {
  it.each([
    ['north', 'north'],
    ['North', 'north'],
    ['N', 'north'],
    ['[W]', 'west'],
    ['NE', 'northeast'],
    ['north-east', 'northeast'],
    ['north east', 'northeast'],
    ['Up', 'up'],
    ['n', null],
    ['s', null],
    ['sideways', null],
  ])('%j → %j', (text, direction) => expect(readDirection(text)).toBe(direction));

  it('splits the direction off the end', () => {
    expect(splitDirection('5 m/s north east')).toEqual({ quantity: '5 m/s', direction: 'northeast' });
    expect(splitDirection('12 N E')).toEqual({ quantity: '12 N', direction: 'east' });
    expect(splitDirection('5 m/s')).toBeNull();
    expect(splitDirection('north')).toBeNull();
  });
});

describe('readFormula: real elements, case-sensitive', () => {
  it.each([
    ['H2O', 'H2O'],
    ['NaCl', 'NaCl'],
    ['Ca(OH)2', 'Ca(OH)2'],
    ['SO4^2-', 'SO4^2-'],
    ['CO', 'CO'],
    ['Co', 'Co'],
    ['Xy', null],
    ['h2o', null],
    ['H2O2x', null],
    ['', null],
  ])('%j → %j', (text, formula) => expect(readFormula(text)).toBe(formula));
});

describe('readVariable', () => {
  it.each([
    ['v', 'v'],
    ['F_net', 'F_net'],
    ['F_{net}', 'F_net'],
    ['v_0', 'v_0'],
    ['Δx', 'Δx'],
    ['2x', null],
    ['a b', null],
  ])('%j → %j', (text, variable) => expect(readVariable(text)).toBe(variable));
});
