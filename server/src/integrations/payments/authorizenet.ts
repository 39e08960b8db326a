import type { CardBrand } from '@solve/core';
import {
  type ChargeRequest,
  type ChargeResult,
  dollars,
  type GatewayTransaction,
  GatewayUnavailableError,
  type PaymentGateway,
  toCents,
  type VoidOrRefundResult,
} from './payments.js';

/** Authorize.Net's JSON API endpoints and Accept.js scripts, by environment. */
export const AUTHORIZE_NET_ENDPOINTS = {
  sandbox: { api: 'https://apitest.authorize.net/xml/v1/request.api', acceptJs: 'https://jstest.authorize.net/v1/Accept.js' },
  production: { api: 'https://api.authorize.net/xml/v1/request.api', acceptJs: 'https://js.authorize.net/v1/Accept.js' },
} as const;

export interface AuthorizeNetSettings {
  apiLoginId: string;
  transactionKey: string;
  /** Public client key for Accept.js (safe to send to the browser). */
  clientKey: string;
  environment: keyof typeof AUTHORIZE_NET_ENDPOINTS;
  /** Overrides the API address (tests point it at a local double). */
  apiUrl?: string;
  timeoutMs?: number;
  /** How far back settled batches are searched by a look-up (days). */
  settledLookbackDays?: number;
  now?: () => Date;
}

/** A transaction as getUnsettledTransactionList and getTransactionList answer it. */
interface ListedTransaction {
  transId: string;
  invoiceNumber?: string;
  transactionStatus: string;
  settleAmount: number | string;
  accountType?: string;
  accountNumber?: string;
}

/** Authorize.Net's transactionStatus values, as the adapter reports them. */
const LISTED_STATUS: Record<string, GatewayTransaction['status']> = {
  authorizedPendingCapture: 'approved',
  capturedPendingSettlement: 'approved',
  settledSuccessfully: 'approved',
  refundPendingSettlement: 'refunded',
  refundSettledSuccessfully: 'refunded',
  voided: 'voided',
  declined: 'declined',
};

interface ApiMessages {
  resultCode: 'Ok' | 'Error';
  message: { code: string; text: string }[];
}

interface TransactionResponse {
  responseCode?: string;
  authCode?: string;
  transId?: string;
  accountNumber?: string;
  accountType?: string;
  messages?: { code: string; description: string }[];
  errors?: { errorCode: string; errorText: string }[];
  profile?: { customerProfileId?: string; customerPaymentProfileId?: string };
}

const BRAND_OF: Record<string, CardBrand> = {
  Visa: 'VISA',
  MasterCard: 'MASTERCARD',
  AmericanExpress: 'AMEX',
  Discover: 'DISCOVER',
  DinersClub: 'DINERS',
  JCB: 'JCB',
};

/**
 * The real card service: Authorize.Net's JSON API over fetch. The API reads its JSON as XML, so
 * the keys of each request keep the schema's order. Answers start with a byte-order mark.
 */
export function authorizeNetGateway(settings: AuthorizeNetSettings, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const endpoints = AUTHORIZE_NET_ENDPOINTS[settings.environment];
  const apiUrl = settings.apiUrl ?? endpoints.api;
  const merchantAuthentication = { name: settings.apiLoginId, transactionKey: settings.transactionKey };

  async function call<T extends { messages: ApiMessages }>(requestName: string, body: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ [requestName]: { merchantAuthentication, ...body } }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new GatewayUnavailableError(`card service unreachable: ${(error as Error).name}`);
    }
    if (!response.ok) throw new GatewayUnavailableError(`card service answered HTTP ${response.status}`);
    const text = (await response.text()).replace(/^\uFEFF/, '');
    try {
      const parsed = JSON.parse(text) as T;
      if (!parsed.messages || !Array.isArray(parsed.messages.message)) throw new Error('no messages');
      return parsed;
    } catch {
      throw new GatewayUnavailableError('card service answered something other than its JSON');
    }
  }

  const firstMessage = (messages: ApiMessages) => messages.message[0] ?? { code: 'E00001', text: 'An error occurred during processing.' };

  function cardOf(tx: TransactionResponse): { brand: CardBrand; last4: string; expiration: string } {
    return {
      brand: BRAND_OF[tx.accountType ?? ''] ?? 'VISA',
      last4: (tx.accountNumber ?? '').replace(/\D/g, '').slice(-4),
      expiration: '',
    };
  }

  async function saveFromTransaction(transId: string, customerProfileId: string | null, customer: ChargeRequest['customer']) {
    const answer = await call<{ messages: ApiMessages; customerProfileId?: string; customerPaymentProfileIdList?: string[] }>(
      'createCustomerProfileFromTransactionRequest',
      customerProfileId
        ? { transId, customerProfileId }
        : { transId, customer: { merchantCustomerId: customer.id, email: customer.email } },
    );
    const paymentProfileId = answer.customerPaymentProfileIdList?.[0];
    const profileId = answer.customerProfileId ?? customerProfileId;
    if (answer.messages.resultCode !== 'Ok' || !paymentProfileId || !profileId) return null;
    return { customerProfileId: profileId, paymentProfileId };
  }

  return {
    name: 'authorizenet',

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const payment =
        request.source.kind === 'token'
          ? { payment: { opaqueData: { dataDescriptor: request.source.dataDescriptor, dataValue: request.source.dataValue } } }
          : {
              profile: {
                customerProfileId: request.source.customerProfileId,
                paymentProfile: { paymentProfileId: request.source.paymentProfileId },
              },
            };
      const answer = await call<{ messages: ApiMessages; transactionResponse?: TransactionResponse }>('createTransactionRequest', {
        refId: request.invoiceNumber.slice(0, 20),
        transactionRequest: {
          transactionType: 'authCaptureTransaction',
          amount: dollars(request.amountCents),
          ...payment,
          order: { invoiceNumber: request.invoiceNumber.slice(0, 20), description: request.description.slice(0, 255) },
          customer: { id: request.customer.id.slice(0, 20), email: request.customer.email.slice(0, 255) },
          ...(request.source.kind === 'token'
            ? {
                billTo: {
                  firstName: request.billTo.firstName.slice(0, 50),
                  lastName: request.billTo.lastName.slice(0, 50),
                  address: request.billTo.address.slice(0, 60),
                  city: request.billTo.city.slice(0, 40),
                  state: request.billTo.state.slice(0, 40),
                  zip: request.billTo.zip.slice(0, 20),
                  country: request.billTo.country.slice(0, 60),
                },
              }
            : {}),
        },
      });
      const tx = answer.transactionResponse ?? {};
      if (tx.responseCode === '1' && tx.transId) {
        const savedProfile = request.saveCard
          ? await saveFromTransaction(tx.transId, request.saveCard.customerProfileId, request.customer)
          : null;
        return { approved: true, transactionId: tx.transId, authCode: tx.authCode ?? '', card: cardOf(tx), savedProfile };
      }
      const error = tx.errors?.[0];
      if (error)
        return {
          approved: false,
          message: error.errorText,
          code: error.errorCode,
          transactionId: tx.transId && tx.transId !== '0' ? tx.transId : null,
        };
      const message = firstMessage(answer.messages);
      return { approved: false, message: message.text, code: message.code, transactionId: null };
    },

    async void(transactionId): Promise<VoidOrRefundResult> {
      const answer = await call<{ messages: ApiMessages; transactionResponse?: TransactionResponse }>('createTransactionRequest', {
        transactionRequest: { transactionType: 'voidTransaction', refTransId: transactionId },
      });
      const tx = answer.transactionResponse ?? {};
      if (answer.messages.resultCode === 'Ok' && tx.responseCode === '1') return { ok: true, transactionId: tx.transId ?? transactionId };
      const error = tx.errors?.[0];
      return error
        ? { ok: false, message: error.errorText, code: error.errorCode }
        : { ok: false, ...textOf(firstMessage(answer.messages)) };
    },

    async refund(transactionId, amountCents, card, invoiceNumber): Promise<VoidOrRefundResult> {
      const answer = await call<{ messages: ApiMessages; transactionResponse?: TransactionResponse }>('createTransactionRequest', {
        transactionRequest: {
          transactionType: 'refundTransaction',
          amount: dollars(amountCents),
          payment: { creditCard: { cardNumber: card.last4, expirationDate: 'XXXX' } },
          refTransId: transactionId,
          ...(invoiceNumber ? { order: { invoiceNumber: invoiceNumber.slice(0, 20) } } : {}),
        },
      });
      const tx = answer.transactionResponse ?? {};
      if (answer.messages.resultCode === 'Ok' && tx.responseCode === '1' && tx.transId) return { ok: true, transactionId: tx.transId };
      const error = tx.errors?.[0];
      return error
        ? { ok: false, message: error.errorText, code: error.errorCode }
        : { ok: false, ...textOf(firstMessage(answer.messages)) };
    },

    async findByInvoiceNumber(invoiceNumber): Promise<GatewayTransaction[]> {
      // A charge a crash left unfinished is usually minutes old and still unsettled; one older
      // than the day's settlement is in a settled batch, so the recent batches are read too.
      const unsettled = await call<{ messages: ApiMessages; transactions?: ListedTransaction[] }>('getUnsettledTransactionListRequest', {
        sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
        paging: { limit: 1000, offset: 1 },
      });
      refusedLookUp(unsettled.messages);
      const listed = [...(unsettled.transactions ?? [])];
      const now = (settings.now ?? (() => new Date()))();
      const from = new Date(now.getTime() - (settings.settledLookbackDays ?? 2) * 86_400_000);
      const batches = await call<{ messages: ApiMessages; batchList?: { batchId: string }[] }>('getSettledBatchListRequest', {
        includeStatistics: false,
        firstSettlementDate: apiDateTime(from),
        lastSettlementDate: apiDateTime(now),
      });
      // An empty range is Ok with I00004 'No records found.' and no batchList.
      refusedLookUp(batches.messages);
      for (const { batchId } of batches.batchList ?? []) {
        const page = await call<{ messages: ApiMessages; transactions?: ListedTransaction[] }>('getTransactionListRequest', {
          batchId,
          sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
          paging: { limit: 1000, offset: 1 },
        });
        refusedLookUp(page.messages);
        listed.push(...(page.transactions ?? []));
      }
      return listed
        .filter((tx) => tx.invoiceNumber === invoiceNumber)
        .map((tx) => ({
          transactionId: tx.transId,
          invoiceNumber,
          amountCents: toCents(tx.settleAmount),
          status: LISTED_STATUS[tx.transactionStatus] ?? 'other',
          authCode: '',
          card: cardOf({ accountType: tx.accountType, accountNumber: tx.accountNumber }),
        }));
    },

    browserConfig: () => ({
      kind: 'acceptjs',
      scriptUrl: endpoints.acceptJs,
      apiLoginId: settings.apiLoginId,
      clientKey: settings.clientKey,
    }),
  };
}

const textOf = (message: { code: string; text: string }) => ({ message: message.text, code: message.code });

/** A look-up the API refused tells nothing about the charge: the caller must not read it as "not charged". */
function refusedLookUp(messages: ApiMessages): void {
  if (messages.resultCode === 'Ok') return;
  throw new GatewayUnavailableError(`transaction look-up refused: ${messages.message[0]?.code ?? 'no code'}`);
}

/** The API's xs:dateTime in UTC, without milliseconds. */
const apiDateTime = (instant: Date) => `${instant.toISOString().slice(0, 19)}Z`;

/** Checks the credentials at start: authenticateTestRequest answers Ok only for a good login and key. */
export async function checkAuthorizeNetCredentials(settings: AuthorizeNetSettings, fetchImpl: typeof fetch = fetch): Promise<void> {
  const apiUrl = settings.apiUrl ?? AUTHORIZE_NET_ENDPOINTS[settings.environment].api;
  const response = await fetchImpl(apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      authenticateTestRequest: { merchantAuthentication: { name: settings.apiLoginId, transactionKey: settings.transactionKey } },
    }),
    signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
  });
  const parsed = JSON.parse((await response.text()).replace(/^\uFEFF/, '')) as { messages?: ApiMessages };
  if (parsed.messages?.resultCode !== 'Ok') {
    throw new Error(
      `AUTHORIZE_NET_API_LOGIN_ID / AUTHORIZE_NET_TRANSACTION_KEY: refused by Authorize.Net (${parsed.messages?.message[0]?.code ?? 'no answer'})`,
    );
  }
}
