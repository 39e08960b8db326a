import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { messages } from '@solve/core/messages';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../app/graphql/request';
import { errorCode, errorMessage } from './errorMessage';

const FALLBACK = 'Something went wrong.';
const domainError = (code: string, message: string) => [{ message, extensions: { code } }];

describe('errorCode and errorMessage', () => {
  it('read the first domain error of a request sent without Apollo', () => {
    const error = new GraphQLRequestError([
      ...domainError('INVALID_ZIP', 'Zip 123 is not valid'),
      ...domainError('INVALID_STATE', messages.INVALID_STATE),
    ]);
    expect(errorCode(error)).toBe('INVALID_ZIP');
    expect(errorMessage(error, FALLBACK)).toBe('Zip 123 is not valid');
  });

  it('read the first domain error of an Apollo operation', () => {
    const error = new CombinedGraphQLErrors({ errors: domainError('INVALID_GRADE', messages.INVALID_GRADE) });
    expect(errorCode(error)).toBe('INVALID_GRADE');
    expect(errorMessage(error, FALLBACK)).toBe(messages.INVALID_GRADE);
  });

  it('give the fallback for a code outside the catalogue (a masked error) and for errors without code', () => {
    const masked = new GraphQLRequestError(domainError('INTERNAL_SERVER_ERROR', 'Unexpected error.'));
    expect(errorCode(masked)).toBeNull();
    expect(errorMessage(masked, FALLBACK)).toBe(FALLBACK);
    const plain = new GraphQLRequestError([{ message: 'boom' }]);
    expect(errorMessage(plain, FALLBACK)).toBe(FALLBACK);
    // A name inherited by every object is no catalogue code.
    expect(errorCode(new GraphQLRequestError(domainError('toString', 'x')))).toBeNull();
  });

  it('give the fallback for network failures and anything else thrown', () => {
    expect(errorCode(new TypeError('Failed to fetch'))).toBeNull();
    expect(errorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(undefined, FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new GraphQLRequestError([]), FALLBACK)).toBe(FALLBACK);
  });
});
