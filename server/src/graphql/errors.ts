import { formatMessage, type MessageCode, TEXT_LIMITS, type TextKind, textTooLongValues } from '@solve/core';
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

/** A text longer than its kind allows (core/text-limits.ts): the message names the field and the figure. */
export const textTooLong = (kind: TextKind) =>
  new DomainError('TEXT_TOO_LONG', textTooLongValues(kind), { field: kind, max: TEXT_LIMITS[kind].max });

/** Refuses a text longer than its kind allows. */
export function requireTextLength(kind: TextKind, text: string): void {
  if (text.length > TEXT_LIMITS[kind].max) throw textTooLong(kind);
}
