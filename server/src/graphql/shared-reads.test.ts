import { gunzipSync } from 'node:zlib';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { useCompression } from './compression.js';
import { useSharedPublicReads } from './shared-reads.js';

/**
 * Visitors who ask the same public read at the same moment share one execution and one encoding
 * of its answer; anyone signed in, any other operation and any read after the shared one settles
 * runs on its own.
 */

function server() {
  let runs = 0;
  let contexts = 0;
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const schema = createSchema<{ viewer: { id: number } | null }>({
    typeDefs: /* GraphQL */ `
      type Catalog {
        text: String!
        run: Int!
      }
      type Query {
        catalog(filter: String): Catalog!
        other: Int!
      }
      type Mutation {
        catalog: Int!
      }
    `,
    resolvers: {
      Query: {
        catalog: async (_root, args: { filter?: string | null }) => {
          runs += 1;
          const run = runs;
          await gate;
          // Past a kilobyte, so that the answer is compressed for clients that take gzip.
          return { text: `${args.filter ?? 'all'} `.repeat(400), run };
        },
        other: () => 1,
      },
      Mutation: { catalog: () => ++runs },
    },
  });
  const yoga = createYoga({
    schema,
    context: ({ request }) => {
      contexts += 1;
      return { viewer: request.headers.get('authorization') ? { id: 1 } : null };
    },
    plugins: [useCompression(), useSharedPublicReads()],
  });
  return {
    /** Holds every catalog read until `open` is called. */
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    /** Once `count` requests have their context (what is left before execution runs without I/O), lets the reads go. */
    async open(count: number) {
      while (contexts < count) await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      release();
    },
    runs: () => runs,
    ask(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
      return yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
    },
  };
}

const CATALOG = 'query Catalog($filter: String) { catalog(filter: $filter) { text run } }';
const body = async (response: Response) => JSON.parse(await response.text()) as { data: { catalog: { run: number } } };

describe('shared public reads', () => {
  it('visitors asking at the same moment get one execution; the next visitor after it settles reads afresh', async () => {
    const s = server();
    s.hold();
    const asked = Array.from({ length: 5 }, () => s.ask(CATALOG));
    await s.open(5);
    const answers = await Promise.all(asked.map(async (answer) => await (await answer).text()));
    expect(s.runs()).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0]!).data.catalog.run).toBe(1);

    const later = await body(await s.ask(CATALOG));
    expect(later.data.catalog.run).toBe(2);
  });

  it('shares only between the same variables', async () => {
    const s = server();
    s.hold();
    const asked = [s.ask(CATALOG, { filter: 'M' }), s.ask(CATALOG, { filter: 'C' }), s.ask(CATALOG, { filter: 'M' })];
    await s.open(3);
    const [m1, c, m2] = await Promise.all(asked.map(async (answer) => (await body(await answer)).data.catalog.run));
    expect(s.runs()).toBe(2);
    expect(m1).toBe(m2);
    expect(c).not.toBe(m1);
  });

  it('never shares a signed-in read, a read asking for more, or a mutation', async () => {
    const s = server();
    s.hold();
    const signedIn = Array.from({ length: 3 }, () => s.ask(CATALOG, {}, { authorization: 'Bearer x' }));
    const more = Array.from({ length: 2 }, () => s.ask('{ catalog { run } other }'));
    await s.open(5);
    await Promise.all([...signedIn, ...more]);
    expect(s.runs()).toBe(5);
    await Promise.all([s.ask('mutation { catalog }'), s.ask('mutation { catalog }')]);
    expect(s.runs()).toBe(7);
  });

  it('sends a shared answer gzipped to those who take it and plain to the others, each with its own length', async () => {
    const s = server();
    s.hold();
    const zipped = s.ask(CATALOG, {}, { 'accept-encoding': 'gzip' });
    const plain = s.ask(CATALOG);
    await s.open(2);
    const [z, p] = await Promise.all([zipped, plain]);
    expect(s.runs()).toBe(1);
    expect(z.headers.get('content-encoding')).toBe('gzip');
    expect(p.headers.get('content-encoding')).toBeNull();
    const zBytes = Buffer.from(await z.arrayBuffer());
    const pBytes = Buffer.from(await p.arrayBuffer());
    expect(Number(z.headers.get('content-length'))).toBe(zBytes.length);
    expect(Number(p.headers.get('content-length'))).toBe(pBytes.length);
    expect(gunzipSync(zBytes).toString('utf8')).toBe(pBytes.toString('utf8'));
  });
});
