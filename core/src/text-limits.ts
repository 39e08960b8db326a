import { groupThousands } from './numbers.js';

// How long what people write may be, in two families that share the way they are counted
// (`String.length`) and refused: form fields (FIELD_TOO_LONG, naming the field by its label) and
// written texts (TEXT_TOO_LONG, naming the kind of text).

/**
 * The longest text each kind of writing may be, in characters as `String.length` counts them
 * (UTF-16 code units). The server refuses longer text with TEXT_TOO_LONG naming the field and the
 * figure; the web's fields count towards the same figures. Each is well above what anyone writes
 * in earnest and small enough that storing, mailing and rendering it stays cheap.
 */
export const TEXT_LIMITS = {
  /** An announcement's subject line. */
  ANNOUNCEMENT_SUBJECT: { field: 'subject', max: 200 },
  /** The words of an announcement's rich text (its formatting is not counted). */
  ANNOUNCEMENT: { field: 'announcement', max: 50_000 },
  POST_TITLE: { field: 'title', max: 200 },
  POST_DESCRIPTION: { field: 'description', max: 2_000 },
  /** The words of a post's content (its HTML markup is not counted). */
  POST_CONTENT: { field: 'post', max: 50_000 },
  /** A student's message to the class's teachers. */
  MESSAGE: { field: 'message', max: 5_000 },
  /** A student's report of a problem with the class or a problem set. */
  PROBLEM_REPORT: { field: 'report', max: 5_000 },
  /** A teacher's reply to a student's message, help request, report or correction request. */
  REPLY: { field: 'reply', max: 5_000 },
  /** What a student has tried so far, sent with a help request from the player. */
  HELP_REQUEST: { field: 'message', max: 5_000 },
  /** A student's or parent's request to correct an attendance record. */
  ATTENDANCE_CORRECTION: { field: 'correction request', max: 4_000 },
  /** A teacher's comment on graded written work. */
  GRADE_COMMENT: { field: 'comment', max: 2_000 },
  /** The reason given when a makeup is scheduled. */
  MAKEUP_REASON: { field: 'reason', max: 2_000 },
  /** A note on one student's line of a lesson's roll. */
  ROLL_NOTE: { field: 'note', max: 500 },
} as const satisfies Record<string, { field: string; max: number }>;

export type TextKind = keyof typeof TEXT_LIMITS;

/** The values of TEXT_TOO_LONG for a kind of text: its name and its figure as the message writes it. */
export function textTooLongValues(kind: TextKind): { field: string; max: string } {
  const { field, max } = TEXT_LIMITS[kind];
  return { field, max: groupThousands(max) };
}

/** Whether a text is longer than its kind allows. */
export function textTooLong(kind: TextKind, text: string): boolean {
  return text.length > TEXT_LIMITS[kind].max;
}

/**
 * The characters of a rich-text (TipTap JSON) document's words: the text of its text nodes. Marks,
 * attributes, formulas and images are not counted, so the figure is the one a writer sees grow
 * while typing, whatever the formatting. Anything that is not a node counts nothing. It walks
 * with a list rather than by recursion, so that the server may count a document of any depth
 * before it checks its shape.
 */
export function richTextLength(doc: unknown): number {
  let length = 0;
  const waiting: unknown[] = [doc];
  while (waiting.length > 0) {
    const node = waiting.pop();
    if (typeof node !== 'object' || node === null) continue;
    const { type, text, content } = node as { type?: unknown; text?: unknown; content?: unknown };
    if (type === 'text' && typeof text === 'string') length += text.length;
    if (Array.isArray(content)) for (const child of content as unknown[]) waiting.push(child);
  }
  return length;
}

// The longest value each field of the family's forms may hold (registration, adding a student,
// the student profile, onboarding, referrals) and of the billing address of a card payment. The
// server refuses a longer value with FIELD_TOO_LONG, naming the field and the figure; the forms
// stop typing at the same figure and show a counter near it (web/src/components/TextLimit.tsx).

export interface FieldLimit {
  /** How the message names the field: 'First name can be at most 60 characters.' */
  readonly label: string;
  readonly max: number;
}

export const FIELD_LIMITS = {
  firstName: { label: 'First name', max: 60 },
  lastName: { label: 'Last name', max: 60 },
  email: { label: 'Email', max: 200 },
  school: { label: 'School', max: 120 },
  street: { label: 'Street', max: 200 },
  city: { label: 'City', max: 100 },
  country: { label: 'Country', max: 100 },
} as const satisfies Record<string, FieldLimit>;

/** The billing address of a payment: the card service's own limits (Authorize.Net's billTo). */
export const BILLING_LIMITS = {
  firstName: { label: 'First name', max: 50 },
  lastName: { label: 'Last name', max: 50 },
  address: { label: 'Address', max: 60 },
  city: { label: 'City', max: 40 },
  state: { label: 'State', max: 40 },
  zip: { label: 'ZIP code', max: 20 },
  country: { label: 'Country', max: 60 },
} as const satisfies Record<string, FieldLimit>;

export type BillingField = keyof typeof BILLING_LIMITS;

/** What the academy prints on its invoices and receipts (Manage → Academy); empty is allowed. */
export const ACADEMY_DOCUMENT_LIMITS = {
  address: { label: 'Address', max: 300 },
  taxId: { label: 'Tax ID', max: 40 },
} as const satisfies Record<string, FieldLimit>;

/** A value longer than its field allows, as the catalogue's FIELD_TOO_LONG takes it. */
export interface FieldTooLong {
  ok: false;
  code: 'FIELD_TOO_LONG';
  values: { field: string; max: string };
}

export function fieldTooLong(limit: FieldLimit, value: string): FieldTooLong | null {
  if (value.length <= limit.max) return null;
  return { ok: false, code: 'FIELD_TOO_LONG', values: { field: limit.label, max: groupThousands(limit.max) } };
}

/** The first of a form's fields, in its order, whose value is too long. */
export function firstTooLong(fields: readonly (readonly [FieldLimit, string])[]): FieldTooLong | null {
  for (const [limit, value] of fields) {
    const tooLong = fieldTooLong(limit, value);
    if (tooLong) return tooLong;
  }
  return null;
}
