import { DomainError } from '../../graphql/errors.js';
import type { ChargeInput } from './charge-types.js';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const LIMITS = { firstName: 50, lastName: 50, address: 60, city: 40, state: 40, zip: 20, country: 60 } as const;

/**
 * Checks a payment request before anything is written: a key of the form the browser makes, one
 * way to pay (a token or a saved card), the billing address, and the legal agreement ticked.
 */
export function validateChargeInput(input: ChargeInput): ChargeInput {
  if (!KEY.test(input.idempotencyKey)) throw new DomainError('INVALID_INPUT');
  if (!input.acceptedTerms) throw new DomainError('LEGAL_AGREEMENT_REQUIRED');
  const hasToken = input.opaqueData !== null;
  const hasProfile = input.paymentProfileId !== null;
  if (hasToken === hasProfile) throw new DomainError('INVALID_INPUT');
  if (input.opaqueData) {
    const { dataDescriptor, dataValue } = input.opaqueData;
    if (!dataDescriptor || dataDescriptor.length > 100 || !dataValue || dataValue.length > 8192)
      throw new DomainError('CARD_TOKEN_INVALID');
  }
  const billTo = { ...input.billTo };
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    const value = (billTo[field] ?? '').trim();
    if (!value || value.length > max) throw new DomainError('BILLING_ADDRESS_REQUIRED');
    billTo[field] = value;
  }
  return { ...input, billTo };
}
