/**
 * Hints shown when the checker cannot read an answer (the answer is not counted as an attempt).
 * They say what form is expected and never give the answer away. Unit template hints live with
 * the templates (units-templates.ts).
 */
export const answerHints = {
  TEXT: 'Type your answer in the box.',
  FREE_FORM: 'Write your answer in the box.',
  NUMBER: 'Enter a number, for example 3.5',
  CHOOSE_ONE: 'Choose an answer.',
  CHOOSE_ONLY_ONE: 'Choose only one answer.',
  CHOOSE_AT_LEAST_ONE: 'Choose at least one answer.',
  RANK: 'Put every item in order, first to last.',
  MATCH: 'Match each item on the left with one item on the right.',
  HOTSPOT_ONE: 'Click the picture to mark one spot.',
  HOTSPOT_MANY: 'Click the picture to mark the spots, at most {max}.',
  UNIT_UNKNOWN: 'We do not recognise the unit "{unit}". Use a standard unit symbol, for example {example}.',
  UNIT_TEMPLATE: 'Enter {description}, for example {example}',
  /** The answer key cannot be used: the student can only report the problem. */
  KEY_UNREADABLE: 'This answer cannot be checked right now. Please report the problem.',
} as const;

export type AnswerHintCode = keyof typeof answerHints;

/** Fills `{name}` placeholders of a hint. */
export function answerHint(code: AnswerHintCode, values: Record<string, string | number> = {}): string {
  return answerHints[code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
