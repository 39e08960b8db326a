import { groupThousands } from './numbers.js';

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
