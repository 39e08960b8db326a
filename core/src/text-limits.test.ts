import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages.js';
import {
  BILLING_LIMITS,
  FIELD_LIMITS,
  fieldTooLong,
  firstTooLong,
  richTextLength,
  TEXT_LIMITS,
  textTooLong,
  textTooLongValues,
} from './text-limits.js';
import { checkAddStudent, checkJoin } from './family.js';
import { checkOnboardingParent } from './referral.js';

describe('text limits', () => {
  it('names the field and its figure in the message', () => {
    expect(formatMessage('TEXT_TOO_LONG', textTooLongValues('ANNOUNCEMENT'))).toBe(
      'The announcement is too long: at most 50,000 characters.',
    );
    expect(formatMessage('TEXT_TOO_LONG', textTooLongValues('ROLL_NOTE'))).toBe('The note is too long: at most 500 characters.');
  });

  it('allows the figure itself and refuses one character more', () => {
    expect(textTooLong('MESSAGE', 'x'.repeat(TEXT_LIMITS.MESSAGE.max))).toBe(false);
    expect(textTooLong('MESSAGE', 'x'.repeat(TEXT_LIMITS.MESSAGE.max + 1))).toBe(true);
  });
});

describe('richTextLength', () => {
  const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });

  it('counts the words of the text nodes, not the formatting, formulas or images', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [text('Week 3')] },
        {
          type: 'paragraph',
          content: [text('Bring ', [{ type: 'bold' }]), text('a ruler', [{ type: 'link', attrs: { href: 'https://x.test' } }])],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'inlineMath', attrs: { latex: 'x^2' } },
            { type: 'image', attrs: { src: '/a.png' } },
          ],
        },
      ],
    };
    expect(richTextLength(doc)).toBe('Week 3'.length + 'Bring '.length + 'a ruler'.length);
  });

  it('counts nothing for what is not a node, and any depth without running out of stack', () => {
    expect(richTextLength(null)).toBe(0);
    expect(richTextLength('text')).toBe(0);
    expect(richTextLength({ type: 'text', text: 42 })).toBe(0);
    let deep: unknown = text('x');
    for (let i = 0; i < 100_000; i++) deep = { type: 'blockquote', content: [deep] };
    expect(richTextLength(deep)).toBe(1);
  });
});

describe('field limits', () => {
  it('a value up to the limit passes; one more names the field and the figure', () => {
    expect(fieldTooLong(BILLING_LIMITS.address, 'a'.repeat(60))).toBeNull();
    const tooLong = fieldTooLong(BILLING_LIMITS.address, 'a'.repeat(61));
    expect(tooLong).toEqual({ ok: false, code: 'FIELD_TOO_LONG', values: { field: 'Address', max: '60' } });
    expect(formatMessage(tooLong!.code, tooLong!.values)).toBe('Address can be at most 60 characters.');
  });

  it('reports the first field of the form that is too long', () => {
    const found = firstTooLong([
      [FIELD_LIMITS.firstName, 'Dana'],
      [FIELD_LIMITS.lastName, 'x'.repeat(61)],
      [FIELD_LIMITS.email, 'x'.repeat(300)],
    ]);
    expect(found?.values.field).toBe('Last name');
  });

  it('registration, adding a student and onboarding name the field instead of "Some fields are invalid"', () => {
    const join = { firstName: 'x'.repeat(500), lastName: 'Lee', email: 'ann@example.com', relation: 'MOTHER', phoneNumber: '6505550100' };
    expect(checkJoin(join)).toMatchObject({ code: 'FIELD_TOO_LONG', values: { field: 'First name', max: '60' } });
    expect(checkJoin({ ...join, firstName: 'Ann', email: `${'x'.repeat(200)}@example.com` })).toMatchObject({
      values: { field: 'Email', max: '200' },
    });
    const student = {
      firstName: 'Maya',
      lastName: 'Ortiz',
      birthdate: '2012-11-25',
      grade: 8,
      gender: 'FEMALE',
      school: 'x'.repeat(121),
      password: 'first-password',
    };
    expect(checkAddStudent(student, new Date('2026-11-25T12:00:00Z'))).toMatchObject({ values: { field: 'School', max: '120' } });
    expect(checkOnboardingParent({ ...join, lastName: 'x'.repeat(61), relation: 'FATHER' })).toMatchObject({
      code: 'FIELD_TOO_LONG',
    });
  });
});
