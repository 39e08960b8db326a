import { DomainError } from '../../graphql/errors.js';

// A NUL or an unpaired surrogate cannot be stored as text: refuse it with the user's words.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Trimmed text no longer than `max`; empty is refused unless `allowEmpty`. */
export function cleanText(value: string, max: number, allowEmpty = false): string {
  if (value.includes('\u0000') || UNPAIRED_SURROGATE.test(value)) throw new DomainError('INVALID_TEXT');
  const text = value.trim();
  if ((!allowEmpty && text === '') || text.length > max) throw new DomainError('INVALID_INPUT');
  return text;
}

export function cleanOptionalText(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  const text = cleanText(value, max, true);
  return text === '' ? null : text;
}

/** An http(s) address (webinar links, videos); anything else is refused. */
export function cleanUrl(value: string | null | undefined): string | null {
  const text = cleanOptionalText(value, 2000);
  if (text === null) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new DomainError('INVALID_INPUT');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new DomainError('INVALID_INPUT');
  return url.toString();
}

export function checkInt(value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new DomainError('INVALID_INPUT');
  return value;
}
