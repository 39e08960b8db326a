import { unstorableVariable } from '../../graphql/safe-text.js';
import { parseContent } from './content-check.js';
import { type ContentDocument, ContentError, type ContentProblem } from './content-format.js';
import { nestingProblem, sizeProblem } from './content-limits.js';
import { jsonErrorPosition } from './json-position.js';

/** A JSON syntax error with its line and column. */
function jsonProblem(source: string, error: SyntaxError): ContentProblem {
  const position = jsonErrorPosition(source);
  const where = position === null ? '' : ` at line ${position.line}, column ${position.column}`;
  return { path: '', message: `not valid JSON${where}: ${error.message.split('\n')[0]}` };
}

/**
 * The text of a content file read and checked (docs/content-format.md); ContentError names every
 * problem. Its size (when `maxBytes` is given) and its nesting are checked before it is parsed.
 */
export function readContentSource(source: string, limits: { maxBytes?: number } = {}): ContentDocument {
  const tooLarge = limits.maxBytes === undefined ? null : sizeProblem(source, limits.maxBytes);
  if (tooLarge !== null) throw new ContentError([tooLarge]);
  const tooDeep = nestingProblem(source);
  if (tooDeep !== null) throw new ContentError([tooDeep]);
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (error) {
    throw new ContentError([jsonProblem(source, error as SyntaxError)]);
  }
  // JSON escapes can spell what PostgreSQL cannot store (\u0000, half of an emoji).
  const unstorable = unstorableVariable(raw);
  if (unstorable !== null) {
    const path = unstorable
      .slice(1)
      .split('.')
      .reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out === '' ? part : `${out}.${part}`), '');
    throw new ContentError([{ path, message: 'contains a NUL character or a broken character (an unpaired surrogate)' }]);
  }
  return parseContent(raw);
}
