import type { CardBrand } from '@solve/core';

/**
 * The card service (DESIGN.md "Integrations"). Both adapters speak in the terms of Authorize.Net's
 * API: a browser-made one-time token (opaque data) or a saved customer payment profile pays; the
 * invoice number identifies a charge for a later look-up; voids and refunds name the transaction.
 */

export interface BillTo {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export type PaymentSource =
  { kind: 'token'; dataDescriptor: string; dataValue: string } | { kind: 'profile'; customerProfileId: string; paymentProfileId: string };

export interface ChargeRequest {
  /** Unique per attempt: the reconciler looks the charge up by it. */
  invoiceNumber: string;
  amountCents: number;
  description: string;
  source: PaymentSource;
  billTo: BillTo;
  customer: { id: string; email: string };
  /** Save the card as a payment profile of the family's customer profile (created when null). */
  saveCard: { customerProfileId: string | null } | null;
}

export interface ChargedCard {
  brand: CardBrand;
  last4: string;
  expiration: string;
}

export type ChargeResult =
  | {
      approved: true;
      transactionId: string;
      authCode: string;
      card: ChargedCard;
      /** Set when the card was saved. */
      savedProfile: { customerProfileId: string; paymentProfileId: string } | null;
    }
  | {
      approved: false;
      /** The provider's words, shown after 'Unsuccessful: '. */
      message: string;
      /** The provider's code (e.g. '2' declined, 'E00027'). */
      code: string;
      transactionId: string | null;
    };

/** A charge as the service remembers it, found by invoice number. */
export interface GatewayTransaction {
  transactionId: string;
  invoiceNumber: string;
  amountCents: number;
  status: 'approved' | 'declined' | 'voided' | 'refunded' | 'other';
  authCode: string;
  card: ChargedCard | null;
}

export type VoidOrRefundResult = { ok: true; transactionId: string } | { ok: false; message: string; code: string };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'authorizenet';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Cancels an unsettled charge. */
  void(transactionId: string): Promise<VoidOrRefundResult>;
  /**
   * Gives money back from a charge (whole or part). The invoice number is the refund's own, so a
   * look-up finds it after a crash.
   */
  refund(
    transactionId: string,
    amountCents: number,
    card: { last4: string; expiration: string },
    invoiceNumber: string,
  ): Promise<VoidOrRefundResult>;
  /** Recent charges and refunds carrying this invoice number, settled or not. */
  findByInvoiceNumber(invoiceNumber: string): Promise<GatewayTransaction[]>;
  /** What the browser needs to make a token: never a secret. */
  browserConfig(): BrowserPaymentConfig;
}

export type BrowserPaymentConfig =
  { kind: 'sandbox'; tokenUrl: string } | { kind: 'acceptjs'; scriptUrl: string; apiLoginId: string; clientKey: string };

/** The gateway could not be reached or answered nonsense: nothing is known to be charged. */
export class GatewayUnavailableError extends Error {}

export const dollars = (cents: number) => (cents / 100).toFixed(2);
export const toCents = (amount: string | number) => Math.round(Number(amount) * 100);
