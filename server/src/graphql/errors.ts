import { formatMessage, type MessageCode } from '@solve/core';
import { GraphQLError } from 'graphql';

/**
 * A rule the user broke: a stable code in `extensions.code` and the catalogue's text as message.
 * Yoga shows GraphQLErrors as they are and masks everything else.
 */
export class DomainError extends GraphQLError {
  constructor(
    readonly code: MessageCode,
    values: Record<string, string | number> = {},
    extra: Record<string, unknown> = {},
  ) {
    super(formatMessage(code, values), { extensions: { code, ...extra } });
  }
}

export const notSignedIn = () => new DomainError('NOT_SIGNED_IN');
export const forbidden = () => new DomainError('FORBIDDEN');
export const notFound = () => new DomainError('NOT_FOUND');
