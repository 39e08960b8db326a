import { formatMessage } from '@solve/core';
import type { ContentProblem } from './content-format.js';

/**
 * What a content file may cost before it is parsed. The walkers of its text (json-position,
 * json-path-lines) recurse once per level of nesting, so the depth is checked on the raw text first.
 */

/** The format nests 7 levels (file, problemSets, a set, problems, a problem, choices, a choice): far below. */
export const CONTENT_MAX_DEPTH = 64;

/** A file uploaded in the back office, as the web's file chooser allows; `npm run import` reads larger ones. */
export const CONTENT_UPLOAD_MAX_BYTES = 900_000;

export function sizeProblem(source: string, maxBytes: number): ContentProblem | null {
  if (Buffer.byteLength(source, 'utf8') <= maxBytes) return null;
  return { path: '', line: null, message: formatMessage('CONTENT_FILE_TOO_LARGE', { size: `${maxBytes / 1000} KB` }) };
}

const NEWLINE = 0x0a;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * The first line where the text nests deeper than `maxDepth`, in one pass that skips strings (and
 * their escapes), so brackets inside text do not count. Up to the first syntax error the count is
 * the parser's own depth; past it nothing walks the text, so a count that is off there does no harm.
 */
export function nestingProblem(source: string, maxDepth = CONTENT_MAX_DEPTH): ContentProblem | null {
  let depth = 0;
  let line = 1;
  let inString = false;
  for (let at = 0; at < source.length; at += 1) {
    const code = source.charCodeAt(at);
    if (code === NEWLINE) line += 1;
    else if (inString) {
      if (code === QUOTE) inString = false;
      else if (code === BACKSLASH) {
        at += 1;
        if (source.charCodeAt(at) === NEWLINE) line += 1;
      }
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > maxDepth) return { path: '', line, message: formatMessage('CONTENT_FILE_TOO_DEEP', { max: maxDepth }) };
    } else if (CLOSERS.has(code) && depth > 0) depth -= 1;
  }
  return null;
}
