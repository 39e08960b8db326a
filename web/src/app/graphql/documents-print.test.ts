import { BREAK, Kind, OperationTypeNode, isSelectionNode, print as lightPrint, visit as lightVisit } from '@0no-co/graphql.web';
import * as graphqlJs from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser's build gives Apollo's client @0no-co/graphql.web for `graphql` (web/vite.config.ts):
// the query text it sends and the documents it rewrites must be those graphql-js would give.
const modules = import.meta.glob<Record<string, unknown>>('../../features/**/*.documents.ts', { eager: true });
const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, graphqlJs.DocumentNode] => (entry[1] as { kind?: unknown } | null)?.kind === Kind.DOCUMENT)
    .map(([name, document]) => ({ name: `${file.replace('../../features/', '')} ${name}`, document })),
);

/** A rewrite of the kind Apollo's client makes before sending (it asks for `__typename` in every selection). */
function withTypename(visit: typeof graphqlJs.visit, document: graphqlJs.DocumentNode): graphqlJs.DocumentNode {
  return visit(document, {
    SelectionSet(node: graphqlJs.SelectionSetNode) {
      if (node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename')) return undefined;
      const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as graphqlJs.FieldNode;
      return { ...node, selections: [...node.selections, typename] };
    },
  });
}

describe('the GraphQL functions the browser gives Apollo', () => {
  it("have every kind of node Apollo's client names, as graphql-js names it", () => {
    const apollo = path.resolve(import.meta.dirname, '../../../../node_modules/@apollo/client');
    const named = new Set<string>();
    for (const file of readdirSync(apollo, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))) {
      for (const [, name] of readFileSync(path.join(apollo, file), 'utf8').matchAll(/\b(?:Kind|OperationTypeNode)\.([A-Z_]+)/g))
        named.add(name!);
    }
    expect(named.size).toBeGreaterThan(10);
    const light: Record<string, string> = { ...Kind, ...OperationTypeNode };
    const full: Record<string, string> = { ...graphqlJs.Kind, ...graphqlJs.OperationTypeNode };
    for (const name of named) expect(light[name], name).toBe(full[name]);
    expect(BREAK).toEqual(graphqlJs.BREAK);
    expect(typeof isSelectionNode).toBe('function');
  });

  it('print every document of the app as graphql-js does', () => {
    expect(documents.length).toBeGreaterThan(30);
    for (const { name, document } of documents) expect(lightPrint(document), name).toBe(graphqlJs.print(document));
  });

  it('rewrite every document of the app as graphql-js does', () => {
    for (const { name, document } of documents) {
      const light = withTypename(lightVisit, document);
      expect(lightPrint(light), name).toBe(graphqlJs.print(withTypename(graphqlJs.visit, document)));
    }
  });
});
