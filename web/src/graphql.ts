import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/** Typed GraphQL documents, checked against the schema the server prints (web/schema.graphql). */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; Date: string };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
