import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authorizeNetGateway, checkAuthorizeNetCredentials } from './authorizenet.js';
import { GatewayUnavailableError } from './payments.js';

/**
 * A local double of Authorize.Net's JSON API: it answers with the shapes the API documents (a
 * byte-order mark first, messages.resultCode, transactionResponse with responseCode, errors) and
 * records every request so the tests can read what the adapter sent.
 */
type Handler = (body: Record<string, Record<string, unknown>>) => { status?: number; body: unknown };
let server: Server;
let url = '';
let handler: Handler;
const received: Record<string, Record<string, unknown>>[] = [];

const ok = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const approved = (extra: Record<string, unknown> = {}) => ({
  transactionResponse: {
    responseCode: '1',
    authCode: 'QWE123',
    avsResultCode: 'Y',
    cvvResultCode: 'P',
    transId: '40012345678',
    accountNumber: 'XXXX1111',
    accountType: 'Visa',
    messages: [{ code: '1', description: 'This transaction has been approved.' }],
    ...extra,
  },
  messages: ok,
});

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((text) => {
      const body = JSON.parse(text) as Record<string, Record<string, unknown>>;
      received.push(body);
      const answer = handler(body);
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(typeof answer.body === 'string' ? answer.body : `\uFEFF${JSON.stringify(answer.body)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xml/v1/request.api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const settings = () => ({
  apiLoginId: 'login-id',
  transactionKey: 'txn-key',
  clientKey: 'client-key',
  environment: 'sandbox' as const,
  apiUrl: url,
});
const request = {
  invoiceNumber: 'I12-A34',
  amountCents: 45_000,
  description: 'MA6-A for Ada',
  source: { kind: 'token' as const, dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'opaque' },
  billTo: { firstName: 'Pat', lastName: 'Parent', address: '1 Main St', city: 'San Jose', state: 'CA', zip: '95112', country: 'USA' },
  customer: { id: 'F7', email: 'pat@example.com' },
  saveCard: null,
};

describe('Authorize.Net adapter', () => {
  it('charges with Accept.js opaque data: the request in the schema order, the approval read', async () => {
    handler = () => ({ body: approved() });
    const result = await authorizeNetGateway(settings()).charge(request);
    expect(result).toEqual({
      approved: true,
      transactionId: '40012345678',
      authCode: 'QWE123',
      card: { brand: 'VISA', last4: '1111', expiration: '' },
      savedProfile: null,
    });
    const sent = received[0]!.createTransactionRequest!;
    expect(sent.merchantAuthentication).toEqual({ name: 'login-id', transactionKey: 'txn-key' });
    const tx = sent.transactionRequest as Record<string, unknown>;
    // The API reads JSON as XML: keys must come in the schema's order.
    expect(Object.keys(tx)).toEqual(['transactionType', 'amount', 'payment', 'order', 'customer', 'billTo']);
    expect(tx.amount).toBe('450.00');
    expect(tx.payment).toEqual({ opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'opaque' } });
    expect(tx.order).toEqual({ invoiceNumber: 'I12-A34', description: 'MA6-A for Ada' });
  });

  it('charges a saved customer payment profile', async () => {
    handler = () => ({ body: approved({ accountType: 'MasterCard', accountNumber: 'XXXX0015' }) });
    const result = await authorizeNetGateway(settings()).charge({
      ...request,
      source: { kind: 'profile', customerProfileId: '900100', paymentProfileId: '900200' },
    });
    expect(result.approved && result.card).toEqual({ brand: 'MASTERCARD', last4: '0015', expiration: '' });
    const tx = received[0]!.createTransactionRequest!.transactionRequest as Record<string, unknown>;
    expect(tx.profile).toEqual({ customerProfileId: '900100', paymentProfile: { paymentProfileId: '900200' } });
    expect(tx.payment).toBeUndefined();
  });

  it('saves the card from the transaction into the family’s customer profile', async () => {
    handler = (body) =>
      body.createTransactionRequest
        ? { body: approved() }
        : { body: { customerProfileId: '900100', customerPaymentProfileIdList: ['900777'], messages: ok } };
    const result = await authorizeNetGateway(settings()).charge({ ...request, saveCard: { customerProfileId: null } });
    expect(result.approved && result.savedProfile).toEqual({ customerProfileId: '900100', paymentProfileId: '900777' });
    expect(received[1]!.createCustomerProfileFromTransactionRequest).toMatchObject({
      transId: '40012345678',
      customer: { merchantCustomerId: 'F7', email: 'pat@example.com' },
    });
  });

  it('reads a decline and an API error as the provider words them', async () => {
    handler = () => ({
      body: {
        transactionResponse: {
          responseCode: '2',
          transId: '40012345679',
          errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }],
        },
        messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
      },
    });
    expect(await authorizeNetGateway(settings()).charge(request)).toEqual({
      approved: false,
      message: 'This transaction has been declined.',
      code: '2',
      transactionId: '40012345679',
    });
    handler = () => ({
      body: {
        messages: {
          resultCode: 'Error',
          message: [{ code: 'E00007', text: 'User authentication failed due to invalid authentication values.' }],
        },
      },
    });
    expect(await authorizeNetGateway(settings()).charge(request)).toMatchObject({
      approved: false,
      code: 'E00007',
      message: 'User authentication failed due to invalid authentication values.',
    });
  });

  it('an unreachable service, an HTTP error or nonsense is "unavailable", never a decline', async () => {
    handler = () => ({ status: 503, body: 'down' });
    await expect(authorizeNetGateway(settings()).charge(request)).rejects.toBeInstanceOf(GatewayUnavailableError);
    handler = () => ({ body: '<html>oops</html>' });
    await expect(authorizeNetGateway(settings()).charge(request)).rejects.toBeInstanceOf(GatewayUnavailableError);
    const nowhere = { ...settings(), apiUrl: 'http://127.0.0.1:9/xml/v1/request.api', timeoutMs: 2000 };
    await expect(authorizeNetGateway(nowhere).charge(request)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('voids and refunds by transaction, refunds naming the card’s last four', async () => {
    handler = () => ({ body: approved({ transId: '40012345690' }) });
    const gateway = authorizeNetGateway(settings());
    expect(await gateway.void('40012345678')).toEqual({ ok: true, transactionId: '40012345690' });
    expect(received[0]!.createTransactionRequest!.transactionRequest).toEqual({
      transactionType: 'voidTransaction',
      refTransId: '40012345678',
    });
    expect(await gateway.refund('40012345678', 40_000, { last4: '1111', expiration: 'XXXX' }, 'W17')).toEqual({
      ok: true,
      transactionId: '40012345690',
    });
    expect(received[1]!.createTransactionRequest!.transactionRequest).toEqual({
      transactionType: 'refundTransaction',
      amount: '400.00',
      payment: { creditCard: { cardNumber: '1111', expirationDate: 'XXXX' } },
      refTransId: '40012345678',
      order: { invoiceNumber: 'W17' },
    });
    // The API reads JSON as XML: order comes after refTransId in transactionRequestType.
    expect(Object.keys(received[1]!.createTransactionRequest!.transactionRequest as object)).toEqual([
      'transactionType',
      'amount',
      'payment',
      'refTransId',
      'order',
    ]);
    handler = () => ({
      body: {
        transactionResponse: {
          responseCode: '3',
          errors: [{ errorCode: '54', errorText: 'The referenced transaction does not meet the criteria for issuing a credit.' }],
        },
        messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
      },
    });
    expect(await gateway.refund('1', 100, { last4: '1111', expiration: 'XXXX' }, 'W18')).toEqual({
      ok: false,
      code: '54',
      message: 'The referenced transaction does not meet the criteria for issuing a credit.',
    });
  });

  const listed = (transId: string, invoiceNumber: string, transactionStatus: string, settleAmount: number) => ({
    transId,
    submitTimeUTC: '2026-01-10T17:59:01Z',
    submitTimeLocal: '2026-01-10T09:59:01',
    transactionStatus,
    invoiceNumber,
    firstName: 'Pat',
    lastName: 'Parent',
    accountType: 'Visa',
    accountNumber: 'XXXX1111',
    settleAmount,
    marketType: 'eCommerce',
    product: 'Card Not Present',
  });
  const noRecords = { resultCode: 'Ok', message: [{ code: 'I00004', text: 'No records found.' }] };
  const now = () => new Date('2026-01-10T18:00:00.000Z');

  it('finds a charge by its invoice number among the unsettled transactions', async () => {
    handler = (body) =>
      body.getUnsettledTransactionListRequest
        ? {
            body: {
              transactions: [listed('1', 'I12-A33', 'declined', 450), listed('2', 'I12-A34', 'capturedPendingSettlement', 450.0)],
              totalNumInResultSet: 2,
              messages: ok,
            },
          }
        : { body: { messages: noRecords } };
    const found = await authorizeNetGateway({ ...settings(), now }).findByInvoiceNumber('I12-A34');
    expect(found).toEqual([
      {
        transactionId: '2',
        invoiceNumber: 'I12-A34',
        amountCents: 45_000,
        status: 'approved',
        authCode: '',
        card: { brand: 'VISA', last4: '1111', expiration: '' },
      },
    ]);
    expect(received[0]!.getUnsettledTransactionListRequest).toMatchObject({
      sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
      paging: { limit: 1000, offset: 1 },
    });
  });

  it('also searches the settled batches of the last two days (getSettledBatchList, then getTransactionList per batch)', async () => {
    handler = (body) => {
      if (body.getUnsettledTransactionListRequest) return { body: { messages: noRecords } };
      if (body.getSettledBatchListRequest)
        return {
          body: {
            batchList: [
              {
                batchId: '9001',
                settlementTimeUTC: '2026-01-09T10:02:31Z',
                settlementTimeLocal: '2026-01-09T02:02:31',
                settlementState: 'settledSuccessfully',
                paymentMethod: 'creditCard',
                marketType: 'eCommerce',
                product: 'Card Not Present',
              },
              {
                batchId: '9002',
                settlementTimeUTC: '2026-01-10T10:02:31Z',
                settlementTimeLocal: '2026-01-10T02:02:31',
                settlementState: 'settledSuccessfully',
                paymentMethod: 'creditCard',
                marketType: 'eCommerce',
                product: 'Card Not Present',
              },
            ],
            messages: ok,
          },
        };
      const batchId = body.getTransactionListRequest!.batchId;
      return {
        body: {
          transactions:
            batchId === '9001'
              ? [listed('31', 'I40-A7', 'settledSuccessfully', 300), listed('32', 'I41-A8', 'settledSuccessfully', 120)]
              : [listed('33', 'W5', 'refundSettledSuccessfully', 250)],
          totalNumInResultSet: 1,
          messages: ok,
        },
      };
    };
    const gateway = authorizeNetGateway({ ...settings(), now });
    expect(await gateway.findByInvoiceNumber('I40-A7')).toEqual([
      {
        transactionId: '31',
        invoiceNumber: 'I40-A7',
        amountCents: 30_000,
        status: 'approved',
        authCode: '',
        card: { brand: 'VISA', last4: '1111', expiration: '' },
      },
    ]);
    const batchList = received[1]!.getSettledBatchListRequest!;
    // The API reads JSON as XML: the schema's order.
    expect(Object.keys(batchList)).toEqual(['merchantAuthentication', 'includeStatistics', 'firstSettlementDate', 'lastSettlementDate']);
    expect(batchList).toMatchObject({
      includeStatistics: false,
      firstSettlementDate: '2026-01-08T18:00:00Z',
      lastSettlementDate: '2026-01-10T18:00:00Z',
    });
    expect(received.slice(2).map((r) => r.getTransactionListRequest)).toEqual([
      expect.objectContaining({
        batchId: '9001',
        sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
        paging: { limit: 1000, offset: 1 },
      }),
      expect.objectContaining({ batchId: '9002' }),
    ]);
    expect((await gateway.findByInvoiceNumber('W5')).map((tx) => [tx.transactionId, tx.status, tx.amountCents])).toEqual([
      ['33', 'refunded', 25_000],
    ]);
  });

  it('a look-up with no transactions and no batches finds nothing; a refused look-up is "unavailable", never "not charged"', async () => {
    handler = () => ({ body: { messages: noRecords } });
    expect(await authorizeNetGateway({ ...settings(), now }).findByInvoiceNumber('I1-A1')).toEqual([]);
    handler = (body) =>
      body.getSettledBatchListRequest
        ? { body: { messages: { resultCode: 'Error', message: [{ code: 'E00007', text: 'User authentication failed.' }] } } }
        : { body: { messages: noRecords } };
    await expect(authorizeNetGateway({ ...settings(), now }).findByInvoiceNumber('I1-A1')).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('checks the credentials at start', async () => {
    handler = () => ({ body: { messages: ok } });
    await expect(checkAuthorizeNetCredentials(settings())).resolves.toBeUndefined();
    handler = () => ({ body: { messages: { resultCode: 'Error', message: [{ code: 'E00007', text: 'User authentication failed.' }] } } });
    await expect(checkAuthorizeNetCredentials(settings())).rejects.toThrow(/E00007/);
  });

  it('tells the browser how to load Accept.js, never the transaction key', () => {
    const config = authorizeNetGateway(settings()).browserConfig();
    expect(config).toEqual({
      kind: 'acceptjs',
      scriptUrl: 'https://jstest.authorize.net/v1/Accept.js',
      apiLoginId: 'login-id',
      clientKey: 'client-key',
    });
    expect(JSON.stringify(config)).not.toContain('txn-key');
  });
});
