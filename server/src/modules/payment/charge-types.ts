import type { BillTo } from '../../integrations/payments/payments.js';

export interface ChargeInput {
  invoiceId: number;
  /** Made by the browser once per payment form; a retry sends the same key. */
  idempotencyKey: string;
  /** The one-time token the browser got for the card (Accept.js or the sandbox). */
  opaqueData: { dataDescriptor: string; dataValue: string } | null;
  /** A saved card (payment_profiles.id) instead of a token. */
  paymentProfileId: number | null;
  billTo: BillTo;
  saveCard: boolean;
  acceptedTerms: boolean;
  /** Pay the order by the academy's instalment plan: the deposit now, the rest charged to the saved card monthly. */
  plan?: boolean;
  /** Pay this instalment of the invoice's plan now (FINANCE's Pay now) instead of the order. */
  instalmentId?: number | null;
}

/** The answer of a payment, the same for every request with the same key. */
export interface ChargeAnswer {
  success: boolean;
  /** The success text, or 'Unsuccessful: ' and the provider's words. */
  message: string;
  /** The provider's code of a refusal. */
  resultCode: string | null;
  transactionId: string | null;
  authCode: string | null;
  invoiceId: number;
  invoiceNumber: string;
  summary: string;
  amountCents: number;
  creditCents: number;
  cardBrand: string | null;
  last4: string | null;
}
