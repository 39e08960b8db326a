import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxTransactions } from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { ChargeRequest, PaymentGateway } from './payments.js';
import { DUPLICATE_WINDOW_SECONDS, sandboxGateway } from './sandbox.js';
import { makeSandboxToken } from './sandbox-token.js';

/**
 * The sandbox card service on its own: the documented test numbers, the decline and card-code
 * triggers, the duplicate rule, voids, refunds and the look-up by invoice number, as
 * Authorize.Net's sandbox answers them.
 */
const SECRET = 'sandbox-test-secret-sandbox-test-secret';
let server: TestServer;
let gateway: PaymentGateway;
const clock = { now: new Date('2026-01-10T18:00:00Z') };
let sequence = 0;

beforeAll(async () => {
  server = await startTestServer();
  gateway = sandboxGateway(server.services.db, SECRET, 'http://localhost:3000', () => new Date(clock.now));
});
afterAll(() => server.close());

const BILL_TO = { firstName: 'Pat', lastName: 'Parent', address: '1 Main St', city: 'San Jose', state: 'CA', zip: '95112', country: 'USA' };

function token(cardNumber: string, cardCode = '123', expirationDate = '12/30') {
  const answer = makeSandboxToken({ cardNumber, expirationDate, cardCode, fullName: 'Pat Parent' }, SECRET, clock.now);
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.opaqueData;
}

function request(opaque: { dataDescriptor: string; dataValue: string }, extra: Partial<ChargeRequest> = {}): ChargeRequest {
  sequence += 1;
  return {
    invoiceNumber: `T${sequence}`,
    amountCents: 12_300,
    description: 'Test order',
    source: { kind: 'token', ...opaque },
    billTo: BILL_TO,
    customer: { id: 'F1', email: 'pat@example.com' },
    saveCard: null,
    ...extra,
  };
}

describe('the sandbox card service', () => {
  it.each([
    ['Visa', '4111111111111111', '123', 'VISA', '1111'],
    ['Mastercard', '5424000000000015', '123', 'MASTERCARD', '0015'],
    ['Amex (a 4-digit code)', '370000000000002', '1234', 'AMEX', '0002'],
    ['Discover', '6011000000000012', '123', 'DISCOVER', '0012'],
    ['JCB', '3088000000000017', '123', 'JCB', '0017'],
    ['Diners', '38000000000006', '123', 'DINERS', '0006'],
  ])('approves %s %s with a future expiry', async (_name, number, cvv, brand, last4) => {
    const result = await gateway.charge(request(token(number, cvv)));
    expect(result).toMatchObject({ approved: true, card: { brand, last4, expiration: '12/30' }, savedProfile: null });
    if (!result.approved) return;
    expect(result.authCode).toMatch(/^[0-9A-F]{6}$/);
    const [row] = await server.services.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.id, Number(result.transactionId)));
    expect(row).toMatchObject({ kind: 'authCapture', status: 'capturedPendingSettlement', cardBrand: brand, last4 });
  });

  it('wants the 4-digit code of an Amex and a 3-digit one of the others, and a date not past', () => {
    const codeOf = (number: string, cardCode: string, expirationDate = '12/30') => {
      const answer = makeSandboxToken({ cardNumber: number, expirationDate, cardCode, fullName: 'Pat' }, SECRET, clock.now);
      return answer.ok ? 'ok' : answer.errors.map((e) => e.message).join(', ');
    };
    expect(codeOf('370000000000002', '123')).toBe('Invalid Code');
    expect(codeOf('4111111111111111', '1234')).toBe('Invalid Code');
    expect(codeOf('4111111111111111', '123', '12/25')).toBe('Invalid Date');
    expect(codeOf('4111111111111112', '123')).toBe('Invalid card number');
  });

  it("declines a billing ZIP of 46282 with 'This transaction has been declined.'", async () => {
    const result = await gateway.charge(request(token('4111111111111111'), { billTo: { ...BILL_TO, zip: '46282' } }));
    expect(result).toMatchObject({ approved: false, code: '2', message: 'This transaction has been declined.' });
  });

  it('fails the card-code check for CVV 901 (reason 44)', async () => {
    const result = await gateway.charge(request(token('4111111111111111', '901')));
    expect(result).toMatchObject({ approved: false, code: '44', message: 'This transaction has been declined.' });
  });

  it('declines a well-formed number that is not one of the test cards', async () => {
    expect(await gateway.charge(request(token('4242424242424242')))).toMatchObject({ approved: false, code: '2' });
  });

  it('refuses the same card, amount and invoice number within 120 seconds as a duplicate', async () => {
    const first = request(token('4111111111111111'));
    expect((await gateway.charge(first)).approved).toBe(true);
    // A retry of the same order with a new token of the same card: the service says duplicate.
    const retry = { ...first, source: { kind: 'token' as const, ...token('4111111111111111') } };
    expect(await gateway.charge(retry)).toEqual({
      approved: false,
      code: '11',
      message: 'A duplicate transaction has been submitted.',
      transactionId: null,
    });
    // Another amount or another invoice number is another transaction.
    const otherAmount = { ...retry, amountCents: 12_301, source: { kind: 'token' as const, ...token('4111111111111111') } };
    expect((await gateway.charge(otherAmount)).approved).toBe(true);
    // After the window the same charge goes through again.
    const saved = clock.now;
    clock.now = new Date(saved.getTime() + (DUPLICATE_WINDOW_SECONDS + 1) * 1000);
    try {
      const later = { ...first, source: { kind: 'token' as const, ...token('4111111111111111') } };
      expect((await gateway.charge(later)).approved).toBe(true);
    } finally {
      clock.now = saved;
    }
  });

  it('a token pays once, and one it did not make is refused', async () => {
    const opaque = token('4111111111111111');
    expect((await gateway.charge(request(opaque))).approved).toBe(true);
    expect(await gateway.charge(request(opaque))).toMatchObject({ approved: false, code: 'E00114', message: 'Invalid OTS Token.' });
    const forged = { dataDescriptor: opaque.dataDescriptor, dataValue: `${opaque.dataValue.slice(0, -4)}AAAA` };
    expect(await gateway.charge(request(forged))).toMatchObject({ approved: false, code: 'E00114' });
  });

  it('saves the card as a payment profile and charges it again', async () => {
    const first = await gateway.charge(request(token('5424000000000015'), { saveCard: { customerProfileId: null } }));
    expect(first.approved && first.savedProfile).toMatchObject({
      customerProfileId: expect.any(String),
      paymentProfileId: expect.any(String),
    });
    if (!first.approved || !first.savedProfile) return;
    const again = await gateway.charge({ ...request(token('4111111111111111')), source: { kind: 'profile', ...first.savedProfile } });
    expect(again).toMatchObject({ approved: true, card: { brand: 'MASTERCARD', last4: '0015' } });
    const missing = await gateway.charge({
      ...request(token('4111111111111111')),
      source: { kind: 'profile', customerProfileId: first.savedProfile.customerProfileId, paymentProfileId: '999999' },
    });
    expect(missing).toMatchObject({ approved: false, code: 'E00040' });
  });

  it('voids an unsettled charge once; the look-up then says voided', async () => {
    const charge = request(token('4111111111111111'));
    const result = await gateway.charge(charge);
    if (!result.approved) throw new Error('not approved');
    expect(await gateway.void(result.transactionId)).toEqual({ ok: true, transactionId: result.transactionId });
    expect(await gateway.void(result.transactionId)).toMatchObject({ ok: false, code: '33' });
    expect(await gateway.findByInvoiceNumber(charge.invoiceNumber)).toMatchObject([
      { transactionId: result.transactionId, status: 'voided' },
    ]);
  });

  it('refunds part or all of a charge, never more, naming the card’s last four; the refund is found by its own invoice number', async () => {
    const charge = request(token('4111111111111111'));
    const result = await gateway.charge(charge);
    if (!result.approved) throw new Error('not approved');
    const card = { last4: '1111', expiration: 'XXXX' };
    const refund = await gateway.refund(result.transactionId, 5_000, card, 'W900');
    expect(refund.ok).toBe(true);
    expect(await gateway.refund(result.transactionId, 5_000, { last4: '0002', expiration: 'XXXX' }, 'W901')).toMatchObject({
      ok: false,
      code: '54',
    });
    expect(await gateway.refund(result.transactionId, 7_301, card, 'W902')).toMatchObject({ ok: false, code: '55' });
    expect((await gateway.refund(result.transactionId, 7_300, card, 'W903')).ok).toBe(true);
    expect(await gateway.findByInvoiceNumber('W900')).toEqual([
      {
        transactionId: refund.ok ? refund.transactionId : '',
        invoiceNumber: 'W900',
        amountCents: 5_000,
        status: 'refunded',
        authCode: '',
        card: { brand: 'VISA', last4: '1111', expiration: '12/30' },
      },
    ]);
  });

  it('with a latency, charges only once its round trip is over, and waits it on every call', async () => {
    const waits: number[] = [];
    let arrive = () => {};
    const slow = sandboxGateway(server.services.db, SECRET, 'http://localhost:3000', () => new Date(clock.now), {
      latencyMs: 800,
      wait: (ms) => {
        waits.push(ms);
        return new Promise<void>((resolve) => (arrive = resolve));
      },
    });
    const charge = request(token('4111111111111111'));
    const answer = slow.charge(charge);
    await vi.waitFor(() => expect(waits).toEqual([800]));
    const recorded = () =>
      server.services.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.invoiceNumber, charge.invoiceNumber));
    expect(await recorded()).toEqual([]);
    arrive();
    const result = await answer;
    expect(result.approved).toBe(true);
    expect(await recorded()).toHaveLength(1);
    const found = slow.findByInvoiceNumber(charge.invoiceNumber);
    await vi.waitFor(() => expect(waits).toEqual([800, 800]));
    arrive();
    expect(await found).toHaveLength(1);
  });

  it('finds charges by invoice number: approved and declined ones, nothing for an unknown number', async () => {
    const charge = request(token('4111111111111111'));
    const declined = await gateway.charge({ ...charge, billTo: { ...BILL_TO, zip: '46282' } });
    const approved = await gateway.charge({ ...charge, source: { kind: 'token', ...token('4111111111111111') } });
    if (!approved.approved || declined.approved) throw new Error('unexpected');
    const found = await gateway.findByInvoiceNumber(charge.invoiceNumber);
    expect(found.map((tx) => [tx.transactionId, tx.status, tx.amountCents])).toEqual([
      [approved.transactionId, 'approved', 12_300],
      [declined.transactionId, 'declined', 12_300],
    ]);
    expect(found[0]!.authCode).toBe(approved.authCode);
    expect(await gateway.findByInvoiceNumber('NO-SUCH')).toEqual([]);
  });
});
