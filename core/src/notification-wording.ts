/**
 * The wording of every notification message: each message belongs to a kind (a kind may have
 * several, such as a grade and a comment), offers named variables, and has a default template for
 * its mail subject, mail text and text message. Admins may replace any of the three; the bell shows
 * the subject as its title and the mail text as its detail.
 */
import type { NotificationKind } from './notification-kinds.js';
import { renderTemplate, unknownTemplateVariables } from './notification-templates.js';

export interface MessageTemplate {
  subject: string;
  text: string;
  sms: string;
}

export interface MessageWording {
  kind: NotificationKind;
  /** What the admin's template list calls it. */
  label: string;
  /** Each variable the message offers, with what it holds (shown beside the editor). */
  variables: Readonly<Record<string, string>>;
  /** Values the admin's preview fills in. */
  sample: Readonly<Record<string, string>>;
  template: MessageTemplate;
}

/** Offered by every message. */
export const COMMON_VARIABLES = { academy: "The academy's name" } as const;

const STUDENT = { student: "The student's full name", firstName: "The student's first name" } as const;
const SAMPLE_STUDENT = { student: 'Maya Chen', firstName: 'Maya' } as const;
const SAMPLE_CLASS = { class: 'Algebra 1 (Fall)', set: 'Linear equations' } as const;
const CLASS_AND_SET = { class: 'The class', set: 'The problem set' } as const;

export const NOTIFICATION_MESSAGES = {
  ABSENT: {
    kind: 'ABSENT',
    label: 'Absent or late',
    variables: {
      ...STUDENT,
      status: '"absent" or "late"',
      class: 'The class',
      lesson: "The lesson's number",
      makeup: 'How to make it up (when absent)',
    },
    sample: {
      ...SAMPLE_STUDENT,
      status: 'absent',
      class: SAMPLE_CLASS.class,
      lesson: '4',
      makeup: 'You can schedule a makeup lesson on the family schedule.',
    },
    template: {
      subject: '{{firstName}} was {{status}} today',
      text: '{{student}} was {{status}} for {{class}}, lesson {{lesson}}. {{makeup}}',
      sms: '{{student}} was {{status}} for {{class}}, lesson {{lesson}}.',
    },
  },
  HOMEWORK_DUE: {
    kind: 'HOMEWORK_DUE',
    label: 'Homework due tomorrow, not started',
    variables: { ...STUDENT, ...CLASS_AND_SET, due: 'When it is due' },
    sample: { ...SAMPLE_STUDENT, ...SAMPLE_CLASS, due: 'Mon, Dec 7, 9:00 PM' },
    template: {
      subject: "{{firstName}}'s homework is due tomorrow",
      text: '{{firstName}} has not started {{set}} in {{class}}, which is due tomorrow, {{due}}.',
      sms: '{{firstName}} has not started {{set}}, due tomorrow.',
    },
  },
  HOMEWORK_LATE: {
    kind: 'HOMEWORK_LATE',
    label: 'Homework past due',
    variables: { ...STUDENT, ...CLASS_AND_SET, due: 'When it was due' },
    sample: { ...SAMPLE_STUDENT, ...SAMPLE_CLASS, due: 'Mon, Dec 7, 9:00 PM' },
    template: {
      subject: "{{firstName}}'s homework is late",
      text: '{{firstName}} has not submitted {{set}} in {{class}}, which was due {{due}}.',
      sms: '{{firstName}} has not submitted {{set}}, due {{due}}.',
    },
  },
  LOW_GRADE: {
    kind: 'LOW_GRADE',
    label: 'A grade below the threshold',
    variables: { ...STUDENT, ...CLASS_AND_SET, grade: 'The grade in percent' },
    sample: { ...SAMPLE_STUDENT, ...SAMPLE_CLASS, grade: '62' },
    template: {
      subject: '{{firstName}} got {{grade}}% on {{set}}',
      text: '{{student}} got {{grade}}% on {{set}} in {{class}}.',
      sms: '{{student}} got {{grade}}% on {{set}} in {{class}}.',
    },
  },
  TEACHER_COMMENT: {
    kind: 'TEACHER_COMMENT',
    label: "A teacher's comment (to the family)",
    variables: { ...STUDENT, ...CLASS_AND_SET, comment: "The teacher's words" },
    sample: { ...SAMPLE_STUDENT, ...SAMPLE_CLASS, comment: 'Check the sign in step 2.' },
    template: {
      subject: "A teacher commented on {{firstName}}'s {{set}}",
      text: "The teacher wrote on {{student}}'s {{set}} in {{class}}:\n{{comment}}",
      sms: "A comment on {{firstName}}'s {{set}} in {{class}}.",
    },
  },
  STAFF_REPLY: {
    kind: 'STAFF_REPLY',
    label: "A reply to the student's message (to the family)",
    variables: { ...STUDENT, class: 'The class', responder: 'Who replied', question: "The student's message", reply: 'The reply' },
    sample: {
      ...SAMPLE_STUDENT,
      class: SAMPLE_CLASS.class,
      responder: 'Ms. Rivera',
      question: 'Why is 3(x+2) = 3x+6?',
      reply: 'Multiply each term by 3.',
    },
    template: {
      subject: "{{responder}} replied to {{firstName}}'s message in {{class}}",
      text: '{{firstName}} wrote:\n{{question}}\n\n{{responder}} replied:\n{{reply}}',
      sms: "{{responder}} replied to {{firstName}}'s message in {{class}}.",
    },
  },
  PAYMENT_RECEIPT: {
    kind: 'PAYMENT',
    label: 'Receipt',
    variables: { amount: 'The amount paid', items: 'What was paid for', card: 'The card used' },
    sample: { amount: '$480.00', items: 'Maya Chen: Algebra 1 (Fall)', card: 'Visa ending 4242' },
    template: {
      subject: 'Your receipt for {{amount}}',
      text: 'Thank you. We received {{amount}} from {{card}} for:\n{{items}}',
      sms: 'We received {{amount}}. Thank you.',
    },
  },
  PAYMENT_REFUND: {
    kind: 'PAYMENT',
    label: 'Refund',
    variables: { amount: 'The amount refunded', items: 'What was refunded' },
    sample: { amount: '$120.00', items: 'Maya Chen: Algebra 1 (Fall)' },
    template: {
      subject: 'A refund of {{amount}}',
      text: 'We refunded {{amount}} for:\n{{items}}',
      sms: 'We refunded {{amount}}.',
    },
  },
  PAYMENT_FAILED: {
    kind: 'PAYMENT',
    label: 'A failed payment',
    variables: { amount: 'The amount', reason: 'Why the card was declined' },
    sample: { amount: '$160.00', reason: 'The card was declined.' },
    template: {
      subject: 'A payment of {{amount}} did not go through',
      text: 'A payment of {{amount}} did not go through: {{reason}} You can pay it on the family finance page.',
      sms: 'A payment of {{amount}} did not go through.',
    },
  },
  SEAT_OFFERED: {
    kind: 'SEAT_OFFERED',
    label: 'A seat offered from a waitlist',
    variables: { ...STUDENT, class: 'The class', until: 'When the offer ends' },
    sample: { ...SAMPLE_STUDENT, class: SAMPLE_CLASS.class, until: 'Wed, Dec 9, 5:00 PM' },
    template: {
      subject: 'A seat for {{firstName}} in {{class}}',
      text: 'A seat in {{class}} is held for {{student}} until {{until}}. Pay for it before then to take it.',
      sms: 'A seat in {{class}} is held for {{firstName}} until {{until}}.',
    },
  },
  CLASS_STARTING: {
    kind: 'CLASS_STARTING',
    label: 'A class starting in 3 days',
    variables: {
      ...STUDENT,
      class: 'The class',
      day: 'The day it starts',
      when: 'The day and time',
      where: 'Where it meets',
      join: 'How to join online (or empty)',
    },
    sample: {
      ...SAMPLE_STUDENT,
      class: SAMPLE_CLASS.class,
      day: 'Monday',
      when: 'Monday, Dec 7 at 4:00 PM',
      where: 'Room 2',
      join: 'Join online: https://meet.example.com/alg1',
    },
    template: {
      subject: "{{firstName}}'s class starts {{day}}",
      text: "{{firstName}}'s class {{class}} starts {{when}}, {{where}}.\n\n{{join}}",
      sms: "{{firstName}}'s {{class}} starts {{day}}, {{where}}. {{join}}",
    },
  },
  NEW_ASSIGNMENT: {
    kind: 'NEW_ASSIGNMENT',
    label: 'New assignment',
    variables: { ...STUDENT, ...CLASS_AND_SET, due: 'When it is due (or empty)' },
    sample: { ...SAMPLE_STUDENT, ...SAMPLE_CLASS, due: 'Due Mon, Dec 7, 9:00 PM.' },
    template: {
      subject: 'New in {{class}}: {{set}}',
      text: '{{set}} is open in {{class}}. {{due}}',
      sms: 'New in {{class}}: {{set}}. {{due}}',
    },
  },
  GRADED: {
    kind: 'GRADED',
    label: 'A grade',
    variables: { ...STUDENT, ...CLASS_AND_SET, grade: 'The grade in percent' },
    sample: { ...SAMPLE_STUDENT, ...SAMPLE_CLASS, grade: '92' },
    template: {
      subject: '{{set}} in {{class}} graded: {{grade}}%',
      text: '{{student}}, your grade on {{set}} in {{class}} is {{grade}}%.',
      sms: "{{firstName}}'s grade on {{set}}: {{grade}}%.",
    },
  },
  GRADED_COMMENT: {
    kind: 'GRADED',
    label: "A teacher's comment (to the student)",
    variables: { ...STUDENT, ...CLASS_AND_SET, comment: "The teacher's words" },
    sample: { ...SAMPLE_STUDENT, ...SAMPLE_CLASS, comment: 'Check the sign in step 2.' },
    template: {
      subject: 'Your teacher commented on {{set}} in {{class}}',
      text: '{{student}}, your teacher wrote on {{set}} in {{class}}:\n{{comment}}',
      sms: "A comment on {{firstName}}'s {{set}}.",
    },
  },
  STUDENT_REPLY: {
    kind: 'STUDENT_REPLY',
    label: 'A reply to my message (to the student)',
    variables: { ...STUDENT, class: 'The class', responder: 'Who replied', question: "The student's message", reply: 'The reply' },
    sample: {
      ...SAMPLE_STUDENT,
      class: SAMPLE_CLASS.class,
      responder: 'Ms. Rivera',
      question: 'Why is 3(x+2) = 3x+6?',
      reply: 'Multiply each term by 3.',
    },
    template: {
      subject: 'Your teacher replied to your message in {{class}}',
      text: "{{firstName}} wrote:\n{{question}}\n\n{{responder}} replied:\n{{reply}}\n\nRead it on the class's Messages tab.",
      sms: '{{responder}} replied to your message in {{class}}.',
    },
  },
  CLASS_NEWS: {
    kind: 'CLASS_NEWS',
    label: 'News in my class',
    variables: { class: 'The class', news: "The news's subject" },
    sample: { class: SAMPLE_CLASS.class, news: 'Quiz on Thursday' },
    template: {
      subject: 'News in {{class}}: {{news}}',
      text: 'Your teacher posted news in {{class}}: {{news}}',
      sms: 'News in {{class}}: {{news}}',
    },
  },
  STAFF_DAILY: {
    kind: 'STAFF_DAILY',
    label: 'Daily summary (to staff)',
    variables: {
      name: "The staff member's name",
      inbox: 'Open messages in their inbox ("3 messages")',
      grading: 'Answers waiting for a grade ("12 answers")',
      details: 'The list by class',
    },
    sample: {
      name: 'Ms. Rivera',
      inbox: '3 messages',
      grading: '12 answers',
      details: 'Algebra 1 (Fall): 2 messages, 9 to grade\nGeometry: 1 message, 3 to grade',
    },
    template: {
      subject: 'Today: {{inbox}} and {{grading}} to grade',
      text: 'Good morning, {{name}}.\n\n{{inbox}} open in your inbox and {{grading}} waiting for a grade.\n\n{{details}}',
      sms: '{{inbox}} and {{grading}} to grade.',
    },
  },
} as const satisfies Record<string, MessageWording>;

export type NotificationMessage = keyof typeof NOTIFICATION_MESSAGES;

export const NOTIFICATION_MESSAGE_NAMES = Object.keys(NOTIFICATION_MESSAGES) as NotificationMessage[];

export const TEMPLATE_PARTS = ['subject', 'text', 'sms'] as const;
export type TemplatePart = (typeof TEMPLATE_PARTS)[number];

/** The longest a saved template part may be (a mail's text is the longest). */
export const TEMPLATE_MAX_LENGTH: Readonly<Record<TemplatePart, number>> = { subject: 200, text: 4000, sms: 320 };

/** Every variable a message's templates may name. */
export function messageVariables(message: NotificationMessage): Record<string, string> {
  return { ...NOTIFICATION_MESSAGES[message].variables, ...COMMON_VARIABLES };
}

/** What is wrong with a template an admin wants to save, in their words (null when it may be saved). */
export function templateProblem(message: NotificationMessage, part: TemplatePart, template: string): string | null {
  const what = { subject: 'The subject', text: 'The e-mail text', sms: 'The text message' }[part];
  if (!template.trim()) return `${what} cannot be empty.`;
  if (template.length > TEMPLATE_MAX_LENGTH[part]) return `${what} can be at most ${TEMPLATE_MAX_LENGTH[part]} characters.`;
  if (part === 'subject' && /[\r\n]/.test(template)) return 'The subject must be one line.';
  const unknown = unknownTemplateVariables(template, Object.keys(messageVariables(message)));
  if (unknown.length) return `${what} names ${unknown.map((name) => `{{${name}}}`).join(', ')}, which this message does not offer.`;
  return null;
}

/** Runs of spaces and blank lines an empty variable leaves behind are closed up. */
const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * A message's subject, mail text and text message with their places filled, from the academy's
 * own templates where it saved any, else the defaults. The subject is one line.
 */
export function composeMessage(
  message: NotificationMessage,
  values: Readonly<Record<string, string>>,
  saved: Partial<MessageTemplate> = {},
): MessageTemplate {
  const template = { ...NOTIFICATION_MESSAGES[message].template, ...saved };
  return {
    subject: tidy(renderTemplate(template.subject, values).replace(/\s+/g, ' ')),
    text: tidy(renderTemplate(template.text, values)),
    sms: tidy(renderTemplate(template.sms, values).replace(/\s+/g, ' ')),
  };
}
