import { getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fieldNodesOfPath } from './error-locations.js';

const DOCUMENT = parse(`query Page {
  dashboard { active { key classes { ...Card } } }
  later: dashboard { active { ... on ClassSection { title } } }
}
fragment Card on ClassCard { code grade }`);
const operation = getOperationAST(DOCUMENT, 'Page')!;

/** Line and column of each field a path names. */
const placesOf = (path: (string | number)[]) =>
  fieldNodesOfPath(DOCUMENT, operation, path).map((node) => `${node.loc!.startToken.line}:${node.loc!.startToken.column}`);

describe('the fields a response path names', () => {
  it.each([
    ['a top-level field', ['dashboard'], ['2:3']],
    ['a field under a list, skipping the index', ['dashboard', 'active', 0, 'key'], ['2:24']],
    ['a field inside a fragment spread', ['dashboard', 'active', 1, 'classes', 3, 'grade'], ['5:35']],
    ['an alias, by its response key', ['later'], ['3:3']],
    ['a field inside an inline fragment', ['later', 'active', 0, 'title'], ['3:53']],
    ['a key the document does not have', ['dashboard', 'nothing'], []],
  ] as const)('%s', (_name, path, places) => {
    expect(placesOf([...path])).toEqual(places);
  });

  it('a fragment that spreads itself ends', () => {
    const looping = parse(`query Q { dashboard { active { classes { ...Loop } } } }
fragment Loop on ClassCard { ...Loop code }`);
    expect(fieldNodesOfPath(looping, getOperationAST(looping, 'Q')!, ['dashboard', 'active', 'classes', 'code'])).toHaveLength(1);
  });
});
