import { describe, expect, it } from 'vitest';
import { checkScientificUnit, resolveUnitKey } from './units-check.js';
import { prepareAnswerText } from './units-numbers.js';
import { INFERENCE_ORDER, UNIT_TEMPLATE_NAMES, UNIT_TEMPLATES, type UnitTemplateName } from './units-templates.js';

describe('the 21 templates', () => {
  it('are 21, each documented with a description and an example it reads itself', () => {
    expect(UNIT_TEMPLATE_NAMES).toHaveLength(21);
    for (const name of UNIT_TEMPLATE_NAMES) {
      const template = UNIT_TEMPLATES[name];
      expect(template.name).toBe(name);
      expect(template.description).not.toBe('');
      expect(template.read(prepareAnswerText(template.example)).ok, `${name} reads its example ${template.example}`).toBe(true);
    }
  });

  it('infer every template but SIGNIFICANT_FIGURES, which must be named', () => {
    expect(new Set(INFERENCE_ORDER)).toEqual(new Set(UNIT_TEMPLATE_NAMES.filter((name) => name !== 'SIGNIFICANT_FIGURES')));
  });
});

describe('the documented examples read under their template', () => {
  it.each<[UnitTemplateName, string[]]>([
    ['NUMBER', ['12', '-3.5', '1,200', '6.0e3']],
    ['SCIENTIFIC', ['6.02 × 10^23', '6.02e23', '1.6 x 10⁻¹⁹']],
    ['FRACTION', ['3/4', '-7/2']],
    ['MIXED_NUMBER', ['2 1/2', '-1 3/4']],
    ['PERCENT', ['12.5%', '40 %']],
    ['RATIO', ['2:3', '1 : 2 : 4']],
    ['NUMBER_UNIT', ['7.5 N', '20 s', '3000 N']],
    ['PREFIXED_UNIT', ['250 mL', '5 kN', '3.2 µm']],
    ['COMPOUND_UNIT', ['24 km/h', '4 m/s^2', '18 g/mol', '3 N·m']],
    ['SCIENTIFIC_WITH_UNIT', ['3.0 × 10^8 m/s', '1.6e-19 C']],
    ['ANGLE', ['45°', '30 deg']],
    ['TEMPERATURE', ['25 °C', '-40 °F', '25 degC']],
    ['RANGE', ['20-25 °C', '3 to 5 s', '1.5–2.0']],
    ['UNCERTAINTY', ['9.8 ± 0.1 m/s^2', '(2.0 +/- 0.1) cm']],
    ['VECTOR_DIRECTION', ['5 m/s north', '12 N E', '3 km north-east']],
    ['VECTOR_ANGLE', ['30 N at 45°', '12 m/s @ 30']],
    ['COMPONENTS', ['(3, 4) m', '<1, -2, 0> m/s']],
    ['MIXED_UNITS', ['1 h 30 min', '5 ft 3 in']],
    ['EQUATION', ['v = 24 km/h', 'F_net = 3.0e3 N']],
    ['SUBSTANCE_AMOUNT', ['2.5 mol NaCl', '18 g H₂O', '0.1 M HCl']],
    ['SIGNIFICANT_FIGURES', ['3.14 m', '2.50 g']],
  ])('%s reads %j', (name, examples) => {
    for (const example of examples) expect(UNIT_TEMPLATES[name].read(prepareAnswerText(example)).ok, example).toBe(true);
  });
});

describe('a key selects its template', () => {
  it.each<[string, UnitTemplateName]>([
    ['12', 'NUMBER'],
    ['-3.5', 'NUMBER'],
    ['1,200', 'NUMBER'],
    ['6.02e23', 'SCIENTIFIC'],
    ['6.02 × 10^23', 'SCIENTIFIC'],
    ['60.2e22', 'NUMBER'],
    ['3/4', 'FRACTION'],
    ['2 1/2', 'MIXED_NUMBER'],
    ['12.5%', 'PERCENT'],
    ['2:3', 'RATIO'],
    ['3000 N', 'NUMBER_UNIT'],
    ['20 s', 'NUMBER_UNIT'],
    ['5 kN', 'PREFIXED_UNIT'],
    ['250 mL', 'PREFIXED_UNIT'],
    ['24 km/h', 'COMPOUND_UNIT'],
    ['4 m/s^2', 'COMPOUND_UNIT'],
    ['18 g/mol', 'COMPOUND_UNIT'],
    ['3 m^2', 'COMPOUND_UNIT'],
    ['3.0e3 N', 'SCIENTIFIC_WITH_UNIT'],
    ['1.6 x 10⁻¹⁹ C', 'SCIENTIFIC_WITH_UNIT'],
    ['45°', 'ANGLE'],
    ['25 °C', 'TEMPERATURE'],
    ['20-25 °C', 'RANGE'],
    ['3 to 5 s', 'RANGE'],
    ['9.8 ± 0.1 m/s^2', 'UNCERTAINTY'],
    ['5 m/s north', 'VECTOR_DIRECTION'],
    ['30 N at 45°', 'VECTOR_ANGLE'],
    ['(3, 4) m', 'COMPONENTS'],
    ['1 h 30 min', 'MIXED_UNITS'],
    ['v = 24 km/h', 'EQUATION'],
    ['2.5 mol NaCl', 'SUBSTANCE_AMOUNT'],
    ['{SIGNIFICANT_FIGURES} 3.14 m', 'SIGNIFICANT_FIGURES'],
    ['{NUMBER_UNIT} 5 kN', 'NUMBER_UNIT'],
  ])('%j → %s', (key, name) => {
    const resolved = resolveUnitKey(key);
    expect(resolved.ok && resolved.template.name).toBe(name);
  });

  it.each(['blah', '24 kph', '5 furlongs', '', '{NOT_A_TEMPLATE} 3 m'])('%j has no template', (key) => {
    expect(resolveUnitKey(key)).toEqual({ ok: false, reason: 'unknown_template' });
  });

  it('a named template that cannot read its answer is unreadable', () => {
    expect(resolveUnitKey('{FRACTION} 0.75')).toEqual({ ok: false, reason: 'unreadable' });
  });
});

type Kind = 'correct' | 'incorrect' | 'invalid';
/** [template, key, approximate, answer, result]: for each template a valid, a wrong and an unreadable answer, and its edge cases. */
const cases: [UnitTemplateName, string, boolean, string, Kind][] = [
  ['NUMBER', '12', false, '12.0', 'correct'],
  ['NUMBER', '12', false, '1.2e1', 'correct'],
  ['NUMBER', '12', false, '13', 'incorrect'],
  ['NUMBER', '12', true, '12.12', 'correct'],
  ['NUMBER', '12', true, '12.13', 'incorrect'],
  ['NUMBER', '12', false, 'twelve', 'invalid'],
  ['NUMBER', '12', false, '12 m', 'invalid'],
  ['SCIENTIFIC', '6.02e23', false, '6.02 × 10^23', 'correct'],
  ['SCIENTIFIC', '6.02e23', false, '6.02x10²³', 'correct'],
  ['SCIENTIFIC', '6.02e23', false, '6.02 * 10**23', 'correct'],
  ['SCIENTIFIC', '6.02e23', true, '6.07e23', 'correct'],
  ['SCIENTIFIC', '6.02e23', true, '6.1e23', 'incorrect'],
  ['SCIENTIFIC', '6.02e23', false, '6.02e22', 'incorrect'],
  ['SCIENTIFIC', '6.02e23', false, '602000000000000000000000', 'invalid'],
  ['SCIENTIFIC', '6.02e23', false, '60.2e22', 'invalid'],
  ['FRACTION', '3/4', true, '3 / 4', 'correct'],
  ['FRACTION', '-3/4', false, '3/-4', 'correct'],
  ['FRACTION', '3/4', true, '6/8', 'incorrect'],
  ['FRACTION', '3/4', false, '0.75', 'invalid'],
  ['FRACTION', '3/4', false, '3/0', 'invalid'],
  ['MIXED_NUMBER', '2 1/2', false, '2 1/2', 'correct'],
  ['MIXED_NUMBER', '-1 3/4', false, '-1 3/4', 'correct'],
  ['MIXED_NUMBER', '2 1/2', false, '2 2/4', 'incorrect'],
  ['MIXED_NUMBER', '2 1/2', false, '5/2', 'invalid'],
  ['PERCENT', '12.5%', false, '12.5 %', 'correct'],
  ['PERCENT', '12.5%', true, '12.6%', 'correct'],
  ['PERCENT', '12.5%', false, '12.6%', 'incorrect'],
  ['PERCENT', '12.5%', false, '12.5', 'invalid'],
  ['RATIO', '2:3', true, '2 : 3', 'correct'],
  ['RATIO', '2:3', true, '4:6', 'incorrect'],
  ['RATIO', '2:3', false, '2:3:1', 'incorrect'],
  ['RATIO', '2:3', false, '2/3', 'invalid'],
  ['NUMBER_UNIT', '3000 N', false, '3000 N', 'correct'],
  ['NUMBER_UNIT', '3000 N', false, '3,000 N', 'correct'],
  ['NUMBER_UNIT', '3000 N', false, '3.0e3 N', 'correct'],
  ['NUMBER_UNIT', '3000 N', false, '3 kN', 'incorrect'],
  ['NUMBER_UNIT', '3000 N', false, '3000 kg', 'incorrect'],
  ['NUMBER_UNIT', '3000 N', false, '3000', 'invalid'],
  ['NUMBER_UNIT', '3000 N', false, '3000 Newtonz', 'invalid'],
  ['PREFIXED_UNIT', '250 mL', false, '250 ml', 'correct'],
  ['PREFIXED_UNIT', '250 mL', false, '250mL', 'correct'],
  ['PREFIXED_UNIT', '250 mL', false, '0.25 L', 'incorrect'],
  ['PREFIXED_UNIT', '250 mL', false, 'mL 250', 'invalid'],
  ['COMPOUND_UNIT', '24 km/h', true, '24 km/h', 'correct'],
  ['COMPOUND_UNIT', '24 km/h', true, '24.2 km/h', 'correct'],
  ['COMPOUND_UNIT', '24 km/h', true, '24.25 km/h', 'incorrect'],
  ['COMPOUND_UNIT', '24 km/h', false, '24.2 km/h', 'incorrect'],
  ['COMPOUND_UNIT', '24 km/h', true, '24 km·h⁻¹', 'correct'],
  ['COMPOUND_UNIT', '24 km/h', true, '6.67 m/s', 'incorrect'],
  ['COMPOUND_UNIT', '24 km/h', true, '24 kph', 'invalid'],
  ['COMPOUND_UNIT', '4 m/s^2', true, '4 m/s²', 'correct'],
  ['COMPOUND_UNIT', '4 m/s^2', true, '4 m/s', 'incorrect'],
  ['SCIENTIFIC_WITH_UNIT', '3.0e3 N', true, '3.0 × 10^3 N', 'correct'],
  ['SCIENTIFIC_WITH_UNIT', '3.0e3 N', true, '3.02e3 N', 'correct'],
  ['SCIENTIFIC_WITH_UNIT', '3.0e3 N', true, '3.0e4 N', 'incorrect'],
  ['SCIENTIFIC_WITH_UNIT', '3.0e3 N', true, '3000 N', 'invalid'],
  ['SCIENTIFIC_WITH_UNIT', '1.6 x 10^-19 C', false, '1.6e-19 C', 'correct'],
  ['ANGLE', '45°', false, '45 °', 'correct'],
  ['ANGLE', '45°', false, '45 deg', 'correct'],
  ['ANGLE', '45°', false, '45 rad', 'incorrect'],
  ['ANGLE', '45°', false, '45', 'invalid'],
  ['TEMPERATURE', '25 °C', false, '25 ℃', 'correct'],
  ['TEMPERATURE', '25 °C', false, '25 degC', 'correct'],
  ['TEMPERATURE', '25 °C', false, '298 K', 'incorrect'],
  ['TEMPERATURE', '25 °C', false, '25 C°', 'invalid'],
  ['RANGE', '20-25 °C', false, '20 to 25 °C', 'correct'],
  ['RANGE', '20-25 °C', false, '20–25 °C', 'correct'],
  ['RANGE', '20-25 °C', false, '25-20 °C', 'incorrect'],
  ['RANGE', '20-25 °C', true, '20.1-25.2 °C', 'correct'],
  ['RANGE', '20-25 °C', false, '20-25', 'invalid'],
  ['RANGE', '20-25 °C', false, '20 °C', 'invalid'],
  ['UNCERTAINTY', '9.8 ± 0.1 m/s^2', false, '9.8 +/- 0.1 m/s^2', 'correct'],
  ['UNCERTAINTY', '9.8 ± 0.1 m/s^2', false, '(9.8 ± 0.1) m/s²', 'correct'],
  ['UNCERTAINTY', '9.8 ± 0.1 m/s^2', false, '9.8 ± 0.2 m/s^2', 'incorrect'],
  ['UNCERTAINTY', '9.8 ± 0.1 m/s^2', false, '9.8 m/s^2', 'invalid'],
  ['VECTOR_DIRECTION', '5 m/s north', false, '5 m/s N', 'correct'],
  ['VECTOR_DIRECTION', '5 m/s north', false, '5 m/s North', 'correct'],
  ['VECTOR_DIRECTION', '3 km north-east', false, '3 km NE', 'correct'],
  ['VECTOR_DIRECTION', '3 km north-east', false, '3 km north east', 'correct'],
  ['VECTOR_DIRECTION', '5 m/s north', false, '5 m/s south', 'incorrect'],
  ['VECTOR_DIRECTION', '5 m/s north', false, '5 m/s', 'invalid'],
  ['VECTOR_DIRECTION', '5 m/s north', false, '5 north', 'invalid'],
  ['VECTOR_ANGLE', '30 N at 45°', false, '30 N @ 45', 'correct'],
  ['VECTOR_ANGLE', '30 N at 45°', true, '30.2 N at 45.3°', 'correct'],
  ['VECTOR_ANGLE', '30 N at 45°', false, '30 N at 135°', 'incorrect'],
  ['VECTOR_ANGLE', '30 N at 45°', false, '30 N', 'invalid'],
  ['COMPONENTS', '(3, 4) m', false, '<3,4> m', 'correct'],
  ['COMPONENTS', '(3, 4) m', false, '(4, 3) m', 'incorrect'],
  ['COMPONENTS', '(3, 4) m', false, '(3, 4, 0) m', 'incorrect'],
  ['COMPONENTS', '(3, 4) m', false, '3, 4 m', 'invalid'],
  ['COMPONENTS', '(3, 4) m', false, '(3, 4)', 'invalid'],
  ['MIXED_UNITS', '1 h 30 min', true, '1 hr 30 mins', 'correct'],
  ['MIXED_UNITS', '1 h 30 min', true, '1 h 30.2 min', 'incorrect'],
  ['MIXED_UNITS', '1 h 30 min', false, '90 min', 'invalid'],
  ['MIXED_UNITS', '5 ft 3 in', false, '5 ft 3 inch', 'invalid'],
  ['EQUATION', 'v = 24 km/h', true, 'v=24 km/h', 'correct'],
  ['EQUATION', 'v = 24 km/h', true, 'V = 24 km/h', 'incorrect'],
  ['EQUATION', 'F_net = 3.0e3 N', true, 'F_{net} = 3000 N', 'correct'],
  ['EQUATION', 'v = 24 km/h', true, '24 km/h', 'invalid'],
  ['SUBSTANCE_AMOUNT', '18 g H2O', true, '18 g H₂O', 'correct'],
  ['SUBSTANCE_AMOUNT', '0.1 M HCl', true, '0.1 M HCl', 'correct'],
  ['SUBSTANCE_AMOUNT', '2.5 mol CO', true, '2.5 mol Co', 'incorrect'],
  ['SUBSTANCE_AMOUNT', '2.5 mol NaCl', true, '2.5 mol', 'invalid'],
  ['SUBSTANCE_AMOUNT', '2.5 mol NaCl', true, '2.5 mol Xy', 'invalid'],
  ['SIGNIFICANT_FIGURES', '{SIGNIFICANT_FIGURES} 3.14 m', true, '3.14 m', 'correct'],
  ['SIGNIFICANT_FIGURES', '{SIGNIFICANT_FIGURES} 3.14 m', true, '3.140 m', 'incorrect'],
  ['SIGNIFICANT_FIGURES', '{SIGNIFICANT_FIGURES} 2.50 g', true, '2.5 g', 'incorrect'],
  ['SIGNIFICANT_FIGURES', '{SIGNIFICANT_FIGURES} 1200 m', false, '1.2e3 m', 'correct'],
  ['SIGNIFICANT_FIGURES', '{SIGNIFICANT_FIGURES} 3.14 m', true, '3.14', 'invalid'],
];

describe('answers read against each template', () => {
  it('cover all 21 templates with correct, incorrect and invalid answers', () => {
    for (const name of UNIT_TEMPLATE_NAMES) {
      const kinds = new Set(cases.filter(([template]) => template === name).map(([, , , , kind]) => kind));
      expect([...kinds].sort(), name).toEqual(['correct', 'incorrect', 'invalid']);
    }
  });

  it.each(cases)('%s: key %j (approximate %s), answer %j → %s', (name, key, approximate, answer, kind) => {
    const resolved = resolveUnitKey(key);
    expect(resolved.ok && resolved.template.name).toBe(name);
    expect(checkScientificUnit(answer, key, approximate).kind).toBe(kind);
  });
});

describe('long answers are read once', () => {
  // A mixed-units reader that tried again from every digit would take time in the square of the length.
  it.each([
    ['200,000 digits', '1'.repeat(200_000)],
    ['20,000 parts', '1 h '.repeat(20_000).trim()],
    ['a part, then 200,000 digits', `1 h ${'2'.repeat(200_000)}`],
  ])('%s against a mixed-units key', (_name, answer) => {
    expect(checkScientificUnit(answer, '{MIXED_UNITS} 1 h 30 min', false).kind).not.toBe('correct');
  });

  it('mixed units still need every part, one space apart', () => {
    expect(checkScientificUnit('1 h 30 min 20 s', '1 h 30 min 20 s', false).kind).toBe('correct');
    expect(checkScientificUnit('1 h and 30 min', '1 h 30 min', false).kind).toBe('invalid');
    expect(checkScientificUnit('1 h', '1 h 30 min', false).kind).toBe('invalid');
  });
});
