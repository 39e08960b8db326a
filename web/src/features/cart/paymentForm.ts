import { type CardField, type CardInput, cardErrors } from '@solve/core/cards';
import { BILLING_LIMITS, type BillingField, fieldTooLong } from '@solve/core/text-limits';
import { formatMessage, messages } from '@solve/core/messages';

export type PaymentFormErrors = Partial<Record<CardField | BillingField | 'legal', string>>;

export interface PaymentFormCheck {
  /** The text under each field that is wrong; empty when the payment may be sent. */
  errors: PaymentFormErrors;
  /** The form's message above its buttons, null when nothing is wrong. */
  problem: string | null;
  /** Only the legal tick box is missing (the form then scrolls to it). */
  onlyLegal: boolean;
}

/**
 * The payment form's checks before anything is sent: the new card (when one is charged), every
 * billing field given and within its limit, and the legal tick box. The message names a value too
 * long with its limit, or the missing tick box when that is all; otherwise 'Some fields are invalid'.
 */
export function checkPaymentForm(
  form: { card: CardInput; billing: Record<BillingField, string>; agreed: boolean; chargesNewCard: boolean },
  today: string,
): PaymentFormCheck {
  const errors: PaymentFormErrors = {};
  if (form.chargesNewCard) {
    for (const [field, code] of Object.entries(cardErrors(form.card, today)) as [CardField, keyof typeof messages][])
      errors[field] = messages[code];
  }
  // A value too long is named with its limit, here and in the form's message.
  let lengthProblem: string | null = null;
  for (const field of Object.keys(BILLING_LIMITS) as BillingField[]) {
    const value = form.billing[field].trim();
    const tooLong = fieldTooLong(BILLING_LIMITS[field], value);
    if (!value) errors[field] = messages.INVALID_INPUT;
    else if (tooLong) {
      errors[field] = formatMessage(tooLong.code, tooLong.values);
      lengthProblem ??= errors[field];
    }
  }
  if (!form.agreed) errors.legal = messages.LEGAL_AGREEMENT_REQUIRED;
  const count = Object.keys(errors).length;
  if (count === 0) return { errors, problem: null, onlyLegal: false };
  const onlyLegal = errors.legal !== undefined && count === 1;
  return { errors, problem: onlyLegal ? errors.legal! : (lengthProblem ?? messages.INVALID_INPUT), onlyLegal };
}
