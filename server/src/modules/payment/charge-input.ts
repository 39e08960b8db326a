import { BILLING_LIMITS, type BillingField, fieldTooLong } from '@solve/core';
import { DomainError } from '../../graphql/errors.js';
import type { ChargeInput } from './charge-types.js';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Checks a payment request before anything is written: a key of the form the browser makes, one
 * way to pay (a token or a saved card), the billing address (every field given, each within the
 * card service's limit, FIELD_TOO_LONG naming it), and the legal agreement ticked.
 */
export function validateChargeInput(input: ChargeInput): ChargeInput {
  if (!KEY.test(input.idempotencyKey)) throw new DomainError('INVALID_INPUT');
  if (!input.acceptedTerms) throw new DomainError('LEGAL_AGREEMENT_REQUIRED');
  const hasToken = input.opaqueData !== null;
  const hasProfile = input.paymentProfileId !== null;
  if (hasToken === hasProfile) throw new DomainError('INVALID_INPUT');
  const instalmentId = input.instalmentId ?? null;
  if (input.plan && instalmentId !== null) throw new DomainError('INVALID_INPUT');
  // A plan's later instalments are charged to a card kept at the card service.
  if (input.plan && !hasProfile && !input.saveCard) throw new DomainError('PLAN_NEEDS_SAVED_CARD');
  if (input.opaqueData) {
    const { dataDescriptor, dataValue } = input.opaqueData;
    if (!dataDescriptor || dataDescriptor.length > 100 || !dataValue || dataValue.length > 8192)
      throw new DomainError('CARD_TOKEN_INVALID');
  }
  const billTo = { ...input.billTo };
  for (const field of Object.keys(BILLING_LIMITS) as BillingField[]) {
    const value = (billTo[field] ?? '').trim();
    if (!value) throw new DomainError('BILLING_ADDRESS_REQUIRED');
    const tooLong = fieldTooLong(BILLING_LIMITS[field], value);
    if (tooLong) throw new DomainError(tooLong.code, tooLong.values);
    billTo[field] = value;
  }
  // Pay now on an instalment pays with the card given and keeps no new card (the plan keeps its own).
  return { ...input, billTo, plan: input.plan ?? false, instalmentId, saveCard: input.saveCard && instalmentId === null };
}
