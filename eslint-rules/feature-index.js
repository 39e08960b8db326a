// A feature of the web app (web/src/features/<feature>/, and each manage/<section>/ as a feature of its
// own) reaches another only through that feature's index.ts. A specifier alone cannot tell
// `../manage/sections` (a file of manage) from `../manage/classes` (a section's index), so the rule
// resolves the path.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const FEATURES = path.join('web', 'src', 'features');

/** The folder of the feature a path lies in, or undefined outside web/src/features. */
function featureFolder(file) {
  const at = file.lastIndexOf(path.sep + FEATURES + path.sep);
  if (at < 0) return undefined;
  const root = file.slice(0, at + FEATURES.length + 2);
  const [first, second, third] = file.slice(root.length).split(path.sep);
  if (third !== undefined && first === 'manage') return path.join(root, first, second);
  return second === undefined ? undefined : path.join(root, first);
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureIndex = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature reaches another feature through its index.ts.' },
    messages: { inner: 'Another feature is reached through its index.ts.' },
    schema: [],
  },
  create(context) {
    const own = featureFolder(context.filename);
    const check = (node) => {
      const specifier = node.source?.value;
      if (own === undefined || typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      let target = path.resolve(path.dirname(context.filename), specifier);
      if (existsSync(target) && statSync(target).isDirectory()) target = path.join(target, 'index');
      const other = featureFolder(target);
      if (other !== undefined && other !== own && target !== path.join(other, 'index'))
        context.report({ node: node.source, messageId: 'inner' });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
