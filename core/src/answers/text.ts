import { answerHints } from './hints.js';
import { acceptedAnswers, invalid, unsupported, verdict, type CheckResult } from './types.js';

/**
 * §5 Text responses: whitespace is ignored (all of it, not only at the ends, so 'unit rate' and
 * 'unitrate' are the same answer) and case is ignored unless the problem is case-sensitive.
 * NFC first so an accented letter typed as one or two code points compares equal.
 */
export function normalizeText(text: string, caseSensitive: boolean): string {
  const compact = text.normalize('NFC').replace(/\s+/gu, '');
  return caseSensitive ? compact : compact.toLowerCase();
}

/** Whether `text` matches one of the '&'-separated accepted answers of `key`. */
export function matchesAcceptedText(text: string, key: string, caseSensitive: boolean): boolean {
  const given = normalizeText(text, caseSensitive);
  return acceptedAnswers(key).some((accepted) => normalizeText(accepted, caseSensitive) === given);
}

/** SHORT_TEXT_RESPONSE and MULTIPLE_TEXT_RESPONSE. */
export function checkTextResponse(text: string, key: string, caseSensitive: boolean): CheckResult {
  if (normalizeText(text, caseSensitive) === '') return invalid(answerHints.TEXT);
  if (acceptedAnswers(key).length === 0) return unsupported(answerHints.KEY_UNREADABLE);
  return verdict(matchesAcceptedText(text, key, caseSensitive));
}
