import { describe, expect, it } from 'vitest';
import { fitSms, plainSmsText, smsSize } from './sms-segments.js';

describe('smsSize', () => {
  it.each([
    ['', 'GSM-7', 0, 1],
    ['a'.repeat(160), 'GSM-7', 160, 1],
    ['a'.repeat(161), 'GSM-7', 161, 2],
    ['a'.repeat(306), 'GSM-7', 306, 2],
    ['a'.repeat(307), 'GSM-7', 307, 3],
    // Extension characters take two septets.
    ['€'.repeat(80), 'GSM-7', 160, 1],
    ['€'.repeat(81), 'GSM-7', 162, 2],
    ['Café ñ Ü', 'GSM-7', 8, 1],
    // One character outside the alphabet makes the whole text UCS-2.
    ['Maya’s class', 'UCS-2', 12, 1],
    ['é'.repeat(69) + '✓', 'UCS-2', 70, 1],
    ['x'.repeat(70) + '✓', 'UCS-2', 71, 2],
    ['x'.repeat(134), 'GSM-7', 134, 1],
  ])('%j is %s, %i units, %i segment(s)', (text, encoding, units, segments) => {
    expect(smsSize(text)).toEqual({ encoding, units, segments });
  });
});

describe('plainSmsText', () => {
  it('turns typographic punctuation into the GSM alphabet', () => {
    expect(plainSmsText('Maya’s “class” – starts… soon')).toBe(`Maya's "class" - starts... soon`);
    expect(smsSize(plainSmsText('Maya’s class')).encoding).toBe('GSM-7');
  });
});

describe('fitSms', () => {
  const link = 'https://solve.example/attendance?studentId=12';

  it('leaves a text that fits alone (made plain)', () => {
    expect(fitSms('Solve Academy: Maya was marked absent today.', link)).toBe(`Solve Academy: Maya was marked absent today. ${link}`);
    expect(fitSms('Maya’s class starts Monday')).toBe(`Maya's class starts Monday`);
  });

  it('cuts a long text at a word so the link stays whole and the message is one segment', () => {
    const long = `Solve Academy: Maya Williams was marked absent in ${'Pre-Algebra Section B '.repeat(6)}today.`;
    const fitted = fitSms(long, link);
    expect(smsSize(fitted).segments).toBe(1);
    expect(fitted.endsWith(`... ${link}`)).toBe(true);
    expect(fitted.startsWith('Solve Academy: Maya Williams was marked absent')).toBe(true);
    // Cut between words, not inside one.
    expect(fitted.replace(` ${link}`, '').replace('...', '')).toMatch(/(Section|B|Pre-Algebra|in)$/);
  });

  it('keeps a text whole when even its first word and the tail cannot fit one segment', () => {
    const tail = `https://solve.example/${'x'.repeat(200)}`;
    expect(fitSms('Solve Academy: hello', tail)).toBe(`Solve Academy: hello ${tail}`);
  });
});
