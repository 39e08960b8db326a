import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_NAMES, type NotificationKind } from './notification-kinds.js';
import { templateVariables } from './notification-templates.js';
import {
  composeMessage,
  messageVariables,
  NOTIFICATION_MESSAGE_NAMES,
  NOTIFICATION_MESSAGES,
  TEMPLATE_PARTS,
  templateProblem,
} from './notification-wording.js';

describe('the default wording', () => {
  it.each(NOTIFICATION_MESSAGE_NAMES)('%s names only the variables it offers, and its sample fills each', (message) => {
    const wording = NOTIFICATION_MESSAGES[message];
    for (const part of TEMPLATE_PARTS) expect(templateProblem(message, part, wording.template[part])).toBeNull();
    for (const name of Object.keys(wording.variables)) expect(wording.sample).toHaveProperty(name);
  });

  it('gives every kind but the weekly digest (composed whole) a message', () => {
    const told = new Set<NotificationKind>(Object.values(NOTIFICATION_MESSAGES).map((wording) => wording.kind));
    expect(NOTIFICATION_KIND_NAMES.filter((kind) => !told.has(kind))).toEqual(['WEEKLY_DIGEST']);
  });

  it('offers the academy to every message', () => {
    expect(messageVariables('CLASS_NEWS')).toHaveProperty('academy');
    expect(templateVariables('{{academy}}')).toEqual(['academy']);
  });
});

describe('composeMessage', () => {
  const values = { student: 'Maya Chen', firstName: 'Maya', status: 'late', class: 'Algebra', lesson: '3', makeup: '' };

  it('fills the defaults and closes the gap an empty variable leaves', () => {
    expect(composeMessage('ABSENT', values)).toEqual({
      subject: 'Maya was late today',
      text: 'Maya Chen was late for Algebra, lesson 3.',
      sms: 'Maya Chen was late for Algebra, lesson 3.',
    });
  });

  it("uses the academy's saved parts and the defaults for the rest", () => {
    const composed = composeMessage('ABSENT', values, { subject: '{{academy}}: {{firstName}} {{status}}' });
    expect(composed.subject).toBe(': Maya late');
    expect(composeMessage('ABSENT', { ...values, academy: 'Solve' }, { subject: '{{academy}}: {{firstName}}' }).subject).toBe(
      'Solve: Maya',
    );
    expect(composed.text).toBe('Maya Chen was late for Algebra, lesson 3.');
  });

  it('keeps a subject and a text message on one line, and a mail text its paragraphs', () => {
    const composed = composeMessage('CLASS_NEWS', { class: 'Algebra', news: 'Quiz\nThursday' });
    expect(composed.subject).toBe('News in Algebra: Quiz Thursday');
    expect(composed.sms).toBe('News in Algebra: Quiz Thursday');
    expect(composeMessage('STAFF_REPLY', { firstName: 'Maya', question: 'Why?', responder: 'Ms. R', reply: 'Because.' }).text).toBe(
      'Maya wrote:\nWhy?\n\nMs. R replied:\nBecause.',
    );
  });
});

describe('templateProblem', () => {
  it.each([
    ['ABSENT', 'subject', '  ', 'The subject cannot be empty.'],
    ['ABSENT', 'subject', 'a\nb', 'The subject must be one line.'],
    ['ABSENT', 'sms', 'x'.repeat(321), 'The text message can be at most 320 characters.'],
    [
      'ABSENT',
      'text',
      '{{student}} in {{clas}} and {{grade}}',
      'The e-mail text names {{clas}}, {{grade}}, which this message does not offer.',
    ],
    ['LOW_GRADE', 'text', '{{student}}: {{grade}}% ({{academy}})', null],
  ] as const)('%s %s %j: %j', (message, part, template, problem) => {
    expect(templateProblem(message, part, template)).toBe(problem);
  });
});
