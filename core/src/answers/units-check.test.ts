import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { answerHints } from './hints.js';
import { checkScientificUnit, unitTemplateHint, unitTemplateOf } from './units-check.js';
import { UNIT_TEMPLATES } from './units-templates.js';

describe('SCIENTIFIC_UNIT keys of the demo content', () => {
  it.each([
    ['24 km/h', '24 km/h', 'correct'],
    ['24 km/h', '23.8 km/h', 'correct'],
    ['24 km/h', '23.7 km/h', 'incorrect'],
    ['4 m/s^2', '4 m/s²', 'correct'],
    ['3000 N&3.0e3 N', '3000 N', 'correct'],
    ['3000 N&3.0e3 N', '3.0 × 10^3 N', 'correct'],
    ['3000 N&3.0e3 N', '3 kN', 'incorrect'],
    ['18 g/mol&18.0 g/mol', '18.0 g mol-1', 'correct'],
    ['18 g/mol&18.0 g/mol', '18 g', 'incorrect'],
  ])('key %j, answer %j → %s (approximate)', (key, answer, kind) => {
    expect(checkScientificUnit(answer, key, true).kind).toBe(kind);
  });
});

describe('alternatives with different templates', () => {
  it('an answer read by one template but matching none is incorrect, not invalid', () => {
    // 3000 N reads as NUMBER_UNIT but not as SCIENTIFIC_WITH_UNIT
    expect(checkScientificUnit('2000 N', '3.0e3 N&3000 N', false).kind).toBe('incorrect');
  });

  it('an answer no template reads gets the hint of the first accepted answer', () => {
    expect(checkScientificUnit('3000', '3.0e3 N&3000 N', false)).toEqual({
      kind: 'invalid',
      hint: 'Enter a number in scientific notation and a unit, for example 4.5 × 10^3 J',
    });
  });

  it('accepted answers with no template are skipped when another is usable', () => {
    expect(checkScientificUnit('5 N', 'five newtons&5 N', false).kind).toBe('correct');
  });
});

describe('unreadable answers are INVALID with a hint of the expected form', () => {
  it.each([
    ['', '24 km/h', 'Enter a number and a unit, for example 12.5 m/s'],
    ['24', '24 km/h', 'Enter a number and a unit, for example 12.5 m/s'],
    ['fast', '24 km/h', 'Enter a number and a unit, for example 12.5 m/s'],
    ['24 kph', '24 km/h', 'We do not recognise the unit "kph". Use a standard unit symbol, for example 12.5 m/s.'],
    ['12', '45°', 'Enter an angle in degrees, for example 72°'],
    ['0.75', '3/4', 'Enter a fraction, for example 5/8'],
  ])('%j against %j: %j', (answer, key, hint) => {
    expect(checkScientificUnit(answer, key, false)).toEqual({ kind: 'invalid', hint });
  });
});

describe('keys without a usable template', () => {
  it.each(['blah', '{NO_SUCH_TEMPLATE} 5 N', '', '24 kph'])('%j → Template not yet supported', (key) => {
    expect(checkScientificUnit('24 km/h', key, false)).toEqual({ kind: 'unsupported', message: 'Template not yet supported' });
    expect(messages.TEMPLATE_NOT_SUPPORTED).toBe('Template not yet supported');
  });

  it('a named template that cannot read its own answer is reported as unreadable', () => {
    expect(checkScientificUnit('3/4', '{FRACTION} 0.75', false)).toEqual({ kind: 'unsupported', message: answerHints.KEY_UNREADABLE });
  });
});

describe('unitTemplateOf and unitTemplateHint, for showing the expected form before answering', () => {
  it('gives the template of the first usable accepted answer', () => {
    expect(unitTemplateOf('blah&24 km/h')?.name).toBe('COMPOUND_UNIT');
    expect(unitTemplateOf('blah')).toBeNull();
  });

  it('never shows the answer itself', () => {
    expect(unitTemplateHint(UNIT_TEMPLATES.COMPOUND_UNIT)).toBe('Enter a number and a unit, for example 12.5 m/s');
    expect(unitTemplateHint(UNIT_TEMPLATES.COMPOUND_UNIT)).not.toContain('24');
  });
});

describe('numbers inside scientific answers are exact without approximate', () => {
  it.each([
    ['1234567890 N', '1234567891 N', 'incorrect'],
    ['3.14 m', '3.140000001 m', 'incorrect'],
    ['6.02 × 10^23', '6.020000001e23', 'incorrect'],
    ['6.02 × 10^23', '6.02e23', 'correct'],
    ['3000 N', '3.0e3 N', 'correct'],
    ['1.0e400 J', '1e400 J', 'correct'],
    ['1.0e400 J', '1.1e400 J', 'incorrect'],
    ['0.1 s', '0.10 s', 'correct'],
    ['2:3', '2:3', 'correct'],
    ['3/4', '3/-4', 'incorrect'],
    ['-3/4', '3/-4', 'correct'],
  ])('key %j, answer %j → %s', (key, answer, kind) => {
    expect(checkScientificUnit(answer, key, false).kind).toBe(kind);
  });

  it('approximate keeps its 1 percent, also for numbers too large for a double', () => {
    expect(checkScientificUnit('1.01e400 J', '1e400 J', true).kind).toBe('correct');
    expect(checkScientificUnit('1.02e400 J', '1e400 J', true).kind).toBe('incorrect');
    expect(checkScientificUnit('1234567891 N', '1234567890 N', true).kind).toBe('correct');
  });
});
