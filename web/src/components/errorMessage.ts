import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { type MessageCode, messages } from '@solve/core/messages';
import { GraphQLRequestError, type GraphQLErrorEntry } from '../app/graphql/request';

function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(messages, code);
}

/** The answer's errors of a failed operation, sent through Apollo or without it (app/graphql/request.ts). */
function graphQLErrors(error: unknown): readonly GraphQLErrorEntry[] | null {
  if (error instanceof GraphQLRequestError) return error.errors;
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  return null;
}

/** The catalogue code of the first domain error of a failed operation, or null. */
export function errorCode(error: unknown): MessageCode | null {
  const code = graphQLErrors(error)?.[0]?.extensions?.code;
  return isMessageCode(code) ? code : null;
}

/**
 * The text to show for a failed operation: a domain error already carries the catalogue text
 * (placeholders filled by the server); anything else (network, masked errors) gets `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (errorCode(error) === null) return fallback;
  return graphQLErrors(error)?.[0]?.message ?? fallback;
}
