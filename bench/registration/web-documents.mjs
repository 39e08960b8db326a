// The GraphQL operations as the web app sends them: read from its documents files, so that the
// benchmark's requests stay the page's requests when the pages change.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '../../web/src');

/** The files whose documents a parent's registration uses. */
const FILES = [
  'features/auth/family.documents.ts',
  'features/catalog/catalog.documents.ts',
  'features/cart/cart.documents.ts',
  'app/shell/CartBadge.tsx',
];

/**
 * Every operation and fragment of the files by name: the text of each `graphql(` template.
 * @returns {Map<string, string>}
 */
function definitions() {
  /** @type {Map<string, string>} */
  const byName = new Map();
  for (const file of FILES) {
    const source = readFileSync(path.join(web, file), 'utf8');
    for (const match of source.matchAll(/graphql\(\s*`([^`]*)`/g)) {
      const text = /** @type {string} */ (match[1]).trim();
      const name = /^(?:query|mutation|fragment)\s+(\w+)/.exec(text)?.[1];
      if (name) byName.set(name, text);
    }
  }
  return byName;
}

const all = definitions();

/**
 * An operation's text with the fragments it spreads (and theirs), as the web's client sends it.
 * @param {string} name
 */
export function operation(name) {
  const text = all.get(name);
  if (!text) throw new Error(`the web app has no operation ${name} in ${FILES.join(', ')}`);
  /** @type {string[]} */
  const parts = [text];
  /** @type {Set<string>} */
  const added = new Set();
  for (let i = 0; i < parts.length; i++) {
    for (const spread of /** @type {string} */ (parts[i]).matchAll(/\.\.\.(\w+)/g)) {
      const fragment = /** @type {string} */ (spread[1]);
      if (added.has(fragment)) continue;
      const body = all.get(fragment);
      if (!body) throw new Error(`the fragment ${fragment} of ${name} was not found`);
      added.add(fragment);
      parts.push(body);
    }
  }
  return parts.join('\n');
}
