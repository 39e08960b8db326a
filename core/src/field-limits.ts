// The longest value each field of the family's forms may hold (registration, adding a student,
// the student profile, onboarding, referrals) and of the billing address of a card payment. The
// server refuses a longer value with FIELD_TOO_LONG, naming the field and the figure; the forms
// stop typing at the same figure and show a counter near it (web/src/components/TextLimit.tsx).
import { groupThousands } from './numbers.js';

export interface FieldLimit {
  /** How the message names the field: 'First name can be at most 60 characters.' */
  readonly label: string;
  readonly max: number;
}

export const FIELD_LIMITS = {
  firstName: { label: 'First name', max: 60 },
  lastName: { label: 'Last name', max: 60 },
  email: { label: 'Email', max: 200 },
  school: { label: 'School', max: 120 },
  street: { label: 'Street', max: 200 },
  city: { label: 'City', max: 100 },
  country: { label: 'Country', max: 100 },
} as const satisfies Record<string, FieldLimit>;

/** The billing address of a payment: the card service's own limits (Authorize.Net's billTo). */
export const BILLING_LIMITS = {
  firstName: { label: 'First name', max: 50 },
  lastName: { label: 'Last name', max: 50 },
  address: { label: 'Address', max: 60 },
  city: { label: 'City', max: 40 },
  state: { label: 'State', max: 40 },
  zip: { label: 'ZIP code', max: 20 },
  country: { label: 'Country', max: 60 },
} as const satisfies Record<string, FieldLimit>;

export type BillingField = keyof typeof BILLING_LIMITS;

/** A value longer than its field allows, as the catalogue's FIELD_TOO_LONG takes it. */
export interface FieldTooLong {
  ok: false;
  code: 'FIELD_TOO_LONG';
  values: { field: string; max: string };
}

export function fieldTooLong(limit: FieldLimit, value: string): FieldTooLong | null {
  if (value.length <= limit.max) return null;
  return { ok: false, code: 'FIELD_TOO_LONG', values: { field: limit.label, max: groupThousands(limit.max) } };
}

/** The first of a form's fields, in its order, whose value is too long. */
export function firstTooLong(fields: readonly (readonly [FieldLimit, string])[]): FieldTooLong | null {
  for (const [limit, value] of fields) {
    const tooLong = fieldTooLong(limit, value);
    if (tooLong) return tooLong;
  }
  return null;
}
