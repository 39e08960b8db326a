import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { type MessageCode, messages } from '@solve/core/messages';

function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(messages, code);
}

/** The catalogue code of the first domain error of a failed operation, or null. */
export function errorCode(error: unknown): MessageCode | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return isMessageCode(code) ? code : null;
}

/**
 * The text to show for a failed operation: a domain error already carries the catalogue text
 * (placeholders filled by the server); anything else (network, masked errors) gets `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (errorCode(error) === null || !CombinedGraphQLErrors.is(error)) return fallback;
  return error.errors[0]?.message ?? fallback;
}
