import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academySettings,
  chargeAttempts,
  enrollments,
  invoices,
  jobs,
  notifications,
  paymentPlans,
  payments,
  planInstalments,
} from '../../db/schema/index.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { addToCart, cardToken, chargeInput, payCart, shopAcademy, shopFamily, type ShopFamily } from '../../test/shop-kit.js';
import type { Services } from '../../services.js';
import { transactionCsvLine } from '../accounting/accounting-csv.js';
import { listTransactions } from '../accounting/accounting.service.js';
import { notifyReceipt } from '../notifications/payment-trigger.js';
import { reconcileChargeAttempts } from '../payment/reconciler.js';
import { chargeInstalment, instalmentKey, queueDueInstalments } from './instalment-job.js';

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

const OFFER = `query ($id: Int!) { paymentPlanOffer(invoiceId: $id) { depositPercent instalments creditCents schedule { number dueDate cents } } }`;
const PLANS = `{ familyPaymentPlans { id invoiceId status totalCents instalments { id number status cents failures nextAttemptOn } } }`;
const PAY_NOW = `mutation ($instalmentId: Int!, $input: ChargeCreditCardInput!) { payInstalment(instalmentId: $instalmentId, input: $input) { success amountCents errorMessage } }`;

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-02T18:00:00Z') });
  shop = await shopAcademy(server);
  await setPlans({ paymentPlanThresholdCents: 50_000, supportEmail: 'office@academy.test' });
});
afterAll(() => server.close());

const db = () => server.services.db;
const setPlans = (values: Partial<typeof academySettings.$inferInsert>) =>
  db().update(academySettings).set(values).where(eq(academySettings.id, 1));

/** A cart of two classes for Ada, $600 after the academy's offers: above the $500 threshold. */
async function bigCart(family: ShopFamily) {
  await addToCart(server, family, shop.paid.id, family.ada.id);
  return (await addToCart(server, family, shop.plain.id, family.ada.id)).data!.addToCart.invoiceId;
}

/** Pays the cart by the plan with a new card, saving it. */
async function payByPlan(family: ShopFamily, invoiceId: number) {
  const paid = await payCart(
    server,
    family,
    chargeInput(invoiceId, { opaqueData: await cardToken(server), createProfile: true, payInInstalments: true }),
  );
  expect(paid.errors).toBeUndefined();
  expect(paid.data!.chargeCreditCard.success).toBe(true);
  const [plan] = await db().select().from(paymentPlans).where(eq(paymentPlans.invoiceId, invoiceId));
  const instalments = await db().select().from(planInstalments).where(eq(planInstalments.planId, plan!.id)).orderBy(planInstalments.number);
  return { plan: plan!, instalments, charged: paid.data!.chargeCreditCard.amountCents };
}

const instalmentOf = async (id: number) => (await db().select().from(planInstalments).where(eq(planInstalments.id, id)))[0]!;
const paymentsOf = (invoiceId: number) => db().select().from(payments).where(eq(payments.invoiceId, invoiceId));
const invoiceOf = async (id: number) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0]!;

/** Later charges of the invoice's saved card are refused: the sandbox declines billing ZIP 46282. */
async function declineLaterCharges(invoiceId: number) {
  const [deposit] = await db().select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, invoiceId));
  await db()
    .update(chargeAttempts)
    .set({ request: { ...deposit!.request, billTo: { ...deposit!.request.billTo, zip: '46282' } } })
    .where(eq(chargeAttempts.id, deposit!.id));
}

describe('the plan at checkout', () => {
  it('is offered only above the threshold, and refused below it', async () => {
    const family = await shopFamily(server);
    const small = (await addToCart(server, family, shop.plain.id, family.ada.id)).data!.addToCart.invoiceId;
    expect((await server.gql(OFFER, { id: small }, { token: family.token })).data).toEqual({ paymentPlanOffer: null });
    const refused = await payCart(
      server,
      family,
      chargeInput(small, { opaqueData: await cardToken(server), createProfile: true, payInInstalments: true }),
    );
    expect(errorCode(refused)).toBe('PLAN_NOT_OFFERED');
    expect(await paymentsOf(small)).toEqual([]);

    const big = (await addToCart(server, family, shop.paid.id, family.ada.id)).data!.addToCart.invoiceId;
    const offer = await server.gql<{ paymentPlanOffer: { schedule: { cents: number; dueDate: string }[] } }>(
      OFFER,
      { id: big },
      { token: family.token },
    );
    expect(offer.data!.paymentPlanOffer).toMatchObject({ depositPercent: 25, instalments: 3, creditCents: 0 });
    expect(offer.data!.paymentPlanOffer.schedule.map((c) => c.dueDate)).toEqual(['2026-11-02', '2026-12-02', '2027-01-02', '2027-02-02']);
  });

  it('needs a saved card', async () => {
    const family = await shopFamily(server);
    const invoiceId = await bigCart(family);
    const refused = await payCart(server, family, chargeInput(invoiceId, { opaqueData: await cardToken(server), payInInstalments: true }));
    expect(errorCode(refused)).toBe('PLAN_NEEDS_SAVED_CARD');
  });

  it('charges the deposit, enrols, keeps the rest as the balance and writes the schedule', async () => {
    const family = await shopFamily(server);
    const invoiceId = await bigCart(family);
    const { plan, instalments, charged } = await payByPlan(family, invoiceId);
    expect(charged).toBe(15_000);
    expect(plan).toMatchObject({ status: 'ACTIVE', totalCents: 60_000, depositPercent: 25, instalments: 3 });
    expect(plan.paymentProfileId).not.toBeNull();
    expect(instalments.map((i) => [i.number, i.dueDate, i.cents, i.status])).toEqual([
      [0, '2026-11-02', 15_000, 'PAID'],
      [1, '2026-12-02', 15_000, 'SCHEDULED'],
      [2, '2027-01-02', 15_000, 'SCHEDULED'],
      [3, '2027-02-02', 15_000, 'SCHEDULED'],
    ]);
    expect(instalments.reduce((sum, i) => sum + i.cents, 0)).toBe(plan.totalCents);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'OPEN', balanceCents: 45_000 });
    const enrolled = await db().select().from(enrollments).where(eq(enrollments.studentId, family.ada.id));
    expect(enrolled.map((e) => e.status)).toEqual(['PAID', 'PAID']);
    expect((await paymentsOf(invoiceId)).map((p) => [p.amountCents, p.note])).toEqual([[15_000, 'Deposit of an instalment plan']]);
    // It is no cart any more: the family's next class starts a new one.
    expect((await server.gql('{ cartItemCount }', {}, { token: family.token })).data).toEqual({ cartItemCount: 0 });
    // The order is paid by its instalments only.
    const whole = await payCart(server, family, chargeInput(invoiceId, { opaqueData: await cardToken(server) }));
    expect(errorCode(whole)).toBe('INVOICE_ON_PLAN');
  });

  it('spends credits first and the plan covers the rest', async () => {
    const family = await shopFamily(server, { creditCents: 10_000 });
    const invoiceId = await bigCart(family);
    const { plan, charged } = await payByPlan(family, invoiceId);
    expect(plan.totalCents).toBe(50_000);
    expect(charged).toBe(12_500);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'OPEN', balanceCents: 37_500 });
  });
});

describe('the instalments job', () => {
  it('charges a due instalment once, even run twice at once and again', async () => {
    const family = await shopFamily(server);
    const invoiceId = await bigCart(family);
    const { instalments } = await payByPlan(family, invoiceId);
    const first = instalments[1]!;
    // Not due yet: nothing is queued for it.
    await queueDueInstalments(server.services);
    expect(
      await db()
        .select()
        .from(jobs)
        .where(like(jobs.dedupeKey, `instalment-${first.id}-%`)),
    ).toEqual([]);
    server.clock.now = new Date('2026-12-02T17:00:00Z');
    try {
      await Promise.all([queueDueInstalments(server.services), queueDueInstalments(server.services)]);
      expect(
        await db()
          .select()
          .from(jobs)
          .where(like(jobs.dedupeKey, `instalment-${first.id}-%`)),
      ).toHaveLength(1);
      const runs = await Promise.all([chargeInstalment(server.services, first.id, 1), chargeInstalment(server.services, first.id, 1)]);
      expect(runs.sort()).toEqual(['charged', 'skipped']);
      expect(await chargeInstalment(server.services, first.id, 1)).toBe('skipped');
    } finally {
      server.clock.now = new Date('2026-11-02T18:00:00Z');
    }
    expect(await instalmentOf(first.id)).toMatchObject({ status: 'PAID', failures: 0 });
    const paid = await paymentsOf(invoiceId);
    expect(paid.map((p) => p.note)).toEqual(['Deposit of an instalment plan', 'Instalment 1 of 3']);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'OPEN', balanceCents: 30_000 });
  });

  it('a runner that dies between the approval and the commit: the reconciler records the instalment once', async () => {
    const family = await shopFamily(server);
    const invoiceId = await bigCart(family);
    const { instalments } = await payByPlan(family, invoiceId);
    const first = instalments[1]!;
    const gateway = server.services.payments;
    // The card service approves, then the process dies before it commits.
    const dying: Services = {
      ...server.services,
      payments: {
        ...gateway,
        charge: async (request) => {
          await gateway.charge(request);
          throw new Error('killed');
        },
      },
    };
    await expect(chargeInstalment(dying, first.id, 1)).rejects.toThrow('killed');
    expect(await instalmentOf(first.id)).toMatchObject({ status: 'SCHEDULED' });
    // A second runner finds the try under way and charges nothing.
    expect(await chargeInstalment(server.services, first.id, 1)).toBe('skipped');
    // The test's clock is behind the database's: every attempt counts as stale.
    const anyAge = -365 * 24 * 3600_000;
    expect(await reconcileChargeAttempts(server.services, anyAge)).toBe(1);
    expect(await reconcileChargeAttempts(server.services, anyAge)).toBe(0);
    expect(await instalmentOf(first.id)).toMatchObject({ status: 'PAID' });
    const [attempt] = await db()
      .select()
      .from(chargeAttempts)
      .where(and(eq(chargeAttempts.familyAccountId, family.family.id), eq(chargeAttempts.idempotencyKey, instalmentKey(first.id, 1))));
    expect(attempt!.status).toBe('SUCCEEDED');
    expect((await paymentsOf(invoiceId)).map((p) => p.note)).toEqual(['Deposit of an instalment plan', 'Instalment 1 of 3']);
  });

  it("the deposit's receipt tells what was taken today, not the whole order", async () => {
    const family = await shopFamily(server);
    const invoiceId = await bigCart(family);
    await payByPlan(family, invoiceId);
    const [deposit] = await db().select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, invoiceId));
    await notifyReceipt(server.services, deposit!.id);
    const [told] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, family.parent.id), like(notifications.title, '%receipt%')));
    expect(told!.title).toContain('$150.00');
  });

  it('the last instalment paid pays the plan and the invoice', async () => {
    const family = await shopFamily(server);
    const invoiceId = await bigCart(family);
    const { plan, instalments } = await payByPlan(family, invoiceId);
    for (const instalment of instalments.slice(1)) expect(await chargeInstalment(server.services, instalment.id, 1)).toBe('charged');
    expect((await db().select().from(paymentPlans).where(eq(paymentPlans.id, plan.id)))[0]!.status).toBe('PAID');
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'PAID', balanceCents: 0 });
  });

  it('a refusal fails the instalment with its retry day and tells the family; the last retry defaults the plan (kept)', async () => {
    const family = await shopFamily(server);
    const invoiceId = await bigCart(family);
    const { plan, instalments } = await payByPlan(family, invoiceId);
    await declineLaterCharges(invoiceId);
    const first = instalments[1]!;
    expect(await chargeInstalment(server.services, first.id, 1)).toBe('refused');
    expect(await instalmentOf(first.id)).toMatchObject({ status: 'FAILED', failures: 1, nextAttemptOn: '2026-12-03' });
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, family.parent.id), like(notifications.title, '%did not go through%')));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('Instalment 1 of 3');
    expect(told[0]!.link).toBe('/dashboard?defaultTab=3');
    // A try already made is not made again.
    expect(await chargeInstalment(server.services, first.id, 1)).toBe('skipped');

    expect(await chargeInstalment(server.services, first.id, 2)).toBe('refused');
    expect(await instalmentOf(first.id)).toMatchObject({ status: 'FAILED', failures: 2, nextAttemptOn: '2026-12-05' });
    expect(await chargeInstalment(server.services, first.id, 3)).toBe('refused');
    expect(await instalmentOf(first.id)).toMatchObject({ status: 'FAILED', failures: 3, nextAttemptOn: '2026-12-09' });
    expect(await chargeInstalment(server.services, first.id, 4)).toBe('refused');
    expect(await instalmentOf(first.id)).toMatchObject({ status: 'DEFAULTED', failures: 4, nextAttemptOn: null });
    expect((await db().select().from(paymentPlans).where(eq(paymentPlans.id, plan.id)))[0]!.status).toBe('DEFAULTED');
    const [alert] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `plan-defaulted:${plan.id}`));
    expect(alert!.payload).toMatchObject({ to: 'office@academy.test' });
    const enrolled = await db().select().from(enrollments).where(eq(enrollments.studentId, family.ada.id));
    expect(enrolled.every((e) => e.withdrawnAt === null)).toBe(true);
    // Four family notifications, one per refusal; a defaulted plan's instalments are charged no more.
    expect(await chargeInstalment(server.services, instalments[2]!.id, 1)).toBe('skipped');
  });

  it('a defaulted plan withdraws the student when the academy says so', async () => {
    await setPlans({ paymentPlanDefaultAction: 'WITHDRAW' });
    try {
      const family = await shopFamily(server);
      const invoiceId = await bigCart(family);
      const { instalments } = await payByPlan(family, invoiceId);
      await declineLaterCharges(invoiceId);
      for (const tryNumber of [1, 2, 3, 4]) await chargeInstalment(server.services, instalments[1]!.id, tryNumber);
      const enrolled = await db().select().from(enrollments).where(eq(enrollments.studentId, family.ada.id));
      expect(enrolled).toHaveLength(2);
      expect(enrolled.every((e) => e.withdrawnAt !== null)).toBe(true);
    } finally {
      await setPlans({ paymentPlanDefaultAction: 'KEEP' });
    }
  });
});

describe('Pay now', () => {
  it('pays a failed instalment once with another card (the same key twice: one payment)', async () => {
    const family = await shopFamily(server);
    const invoiceId = await bigCart(family);
    const { instalments } = await payByPlan(family, invoiceId);
    await declineLaterCharges(invoiceId);
    const first = instalments[1]!;
    await chargeInstalment(server.services, first.id, 1);
    const input = chargeInput(invoiceId, { opaqueData: await cardToken(server, { number: '5424000000000015' }) });
    const [a, b] = await Promise.all([
      server.gql<{ payInstalment: { success: boolean; amountCents: number } }>(
        PAY_NOW,
        { instalmentId: first.id, input },
        { token: family.token },
      ),
      server.gql<{ payInstalment: { success: boolean; amountCents: number } }>(
        PAY_NOW,
        { instalmentId: first.id, input },
        { token: family.token },
      ),
    ]);
    for (const result of [a, b]) {
      expect(result.errors).toBeUndefined();
      expect(result.data!.payInstalment).toMatchObject({ success: true, amountCents: 15_000 });
    }
    expect(await instalmentOf(first.id)).toMatchObject({ status: 'PAID', nextAttemptOn: null });
    expect((await paymentsOf(invoiceId)).map((p) => [p.note, p.identification])).toEqual([
      ['Deposit of an instalment plan', 'Visa ending 1111'],
      ['Instalment 1 of 3', 'Mastercard ending 0015'],
    ]);
    // The office's Payments page and its CSV name each payment of the plan.
    const { invoiceNumber } = await invoiceOf(invoiceId);
    const { transactions } = await listTransactions(db(), { from: '2026-11-01', to: '2026-11-03', term: null, classroomId: null }, 0, 500);
    const ours = transactions.filter((row) => row.invoiceNumber === invoiceNumber);
    expect(ours.map((row) => row.method)).toEqual([
      'Visa ending 1111 · Deposit of an instalment plan',
      'Mastercard ending 0015 · Instalment 1 of 3',
    ]);
    expect(transactionCsvLine(ours[1]!, 'America/Los_Angeles')).toContain('Mastercard ending 0015 · Instalment 1 of 3');
    // Paid: Pay now again (a new key) is refused, and the job skips it.
    const again = await server.gql(
      PAY_NOW,
      { instalmentId: first.id, input: chargeInput(invoiceId, { paymentProfileId: 1 }) },
      { token: family.token },
    );
    expect(errorCode(again)).toBe('INSTALMENT_NOT_OWED');
    expect(await chargeInstalment(server.services, first.id, 2)).toBe('skipped');
  });

  it('another family can neither see nor pay the plan', async () => {
    const family = await shopFamily(server);
    const invoiceId = await bigCart(family);
    const { instalments } = await payByPlan(family, invoiceId);
    const other = await shopFamily(server);
    const theirs = await server.gql<{ familyPaymentPlans: unknown[] }>(PLANS, {}, { token: other.token });
    expect(theirs.data!.familyPaymentPlans).toEqual([]);
    const mine = await server.gql<{ familyPaymentPlans: { invoiceId: number }[] }>(PLANS, {}, { token: family.token });
    expect(mine.data!.familyPaymentPlans.map((p) => p.invoiceId)).toEqual([invoiceId]);
    const input = chargeInput(invoiceId, { opaqueData: await cardToken(server) });
    const paid = await server.gql(PAY_NOW, { instalmentId: instalments[1]!.id, input }, { token: other.token });
    expect(errorCode(paid)).toBe('NOT_FOUND');
    expect(await instalmentOf(instalments[1]!.id)).toMatchObject({ status: 'SCHEDULED' });
  });
});
