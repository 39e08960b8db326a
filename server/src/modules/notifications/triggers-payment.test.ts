import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeAttempts, enrollments, jobs, notifications, outboxMessages, withdrawals } from '../../db/schema/index.js';
import { createClassroom } from '../../db/seed/factories/catalog.js';
import { createEmployee } from '../../db/seed/factories/people.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';
import { BILL_TO, cardToken, chargeInput, payCart, addToCart, shopAcademy, shopFamily, type ShopFamily } from '../../test/shop-kit.js';
import { deliverReceipt } from '../payment/receipt.js';
import { setNotificationPreference } from './preferences.service.js';

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;
let admin = '';

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
  const employee = await createEmployee(server.services.db, {
    workEmail: 'admin@pay-notify.test',
    passwordHash: 'x',
    isAdminOfSolve: true,
  });
  admin = await sessionFor(server.services.db, { userType: 'EMPLOYEE', employeeId: employee.id });
});
afterAll(() => server.close());

const db = () => server.services.db;
const bellOf = (key: string) => db().select().from(notifications).where(eq(notifications.eventKey, key));
const jobsOf = (key: string) =>
  db()
    .select()
    .from(jobs)
    .where(like(jobs.dedupeKey, `notify:${key}:%`));
const parentOf = (family: ShopFamily) => ({ type: 'FAMILY_MEMBER' as const, id: family.parent.id });
const outboxTo = (address: string) => db().select().from(outboxMessages).where(eq(outboxMessages.recipient, address));

/** The family pays for Ada's place in a class by card; answers the attempt. */
async function paid(family: ShopFamily, classroomId = shop.plain.id) {
  const cart = await addToCart(server, family, classroomId, family.ada.id);
  const result = await payCart(server, family, chargeInput(cart.data!.addToCart.invoiceId, { opaqueData: await cardToken(server) }));
  expect(result.data!.chargeCreditCard.success).toBe(true);
  const [attempt] = await db().select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, cart.data!.addToCart.invoiceId));
  return attempt!;
}

describe('payment notifications', () => {
  it("a receipt is in the bell once; its only e-mail is the payment's receipt mail, and a text as the parent chose", async () => {
    const family = await shopFamily(server);
    await setNotificationPreference(server.services, parentOf(family), 'PAYMENT', 'SMS', true);
    const attempt = await paid(family);
    const key = `payment-receipt:${attempt.id}`;
    const [row, ...more] = await bellOf(key);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ kind: 'PAYMENT', recipientId: family.parent.id, title: 'Your receipt for $200.00' });
    expect(row!.body).toContain('Ada');
    expect(row!.body).toContain('Visa ending 1111');
    // A text, no notification mail: the receipt mail is the one e-mail.
    expect((await jobsOf(key)).map((job) => job.kind)).toEqual(['notify-sms']);
    await server.runJobs();
    const mails = (await outboxTo(family.parent.email)).filter((mail) => mail.kind === 'MAIL');
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Your receipt for /)]);
    // Delivered again (a retry after a crash): nothing new.
    await db()
      .update(chargeAttempts)
      .set({ receiptSentAt: null, receiptDueAt: new Date(0) })
      .where(eq(chargeAttempts.id, attempt.id));
    await deliverReceipt(server.services, attempt.id);
    expect(await bellOf(key)).toHaveLength(1);
    expect(await jobsOf(key)).toHaveLength(1);
  });

  it('a declined card tells the family once with the reason, by mail unless a parent turned it off', async () => {
    const family = await shopFamily(server);
    const quiet = await shopFamily(server);
    await setNotificationPreference(server.services, parentOf(quiet), 'PAYMENT', 'EMAIL', false);
    for (const who of [family, quiet]) {
      const cart = await addToCart(server, who, shop.plain.id, who.ada.id);
      const input = chargeInput(cart.data!.addToCart.invoiceId, {
        opaqueData: await cardToken(server),
        billTo: { ...BILL_TO, zip: '46282' },
      });
      expect((await payCart(server, who, input)).data!.chargeCreditCard.success).toBe(false);
      // The same request again (a retry with its key) tells no one again.
      expect((await payCart(server, who, input)).data!.chargeCreditCard.success).toBe(false);
    }
    const [declined] = await db().select().from(chargeAttempts).where(eq(chargeAttempts.familyAccountId, family.family.id));
    const key = `payment-failed:${declined!.id}`;
    const [row, ...more] = await bellOf(key);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ kind: 'PAYMENT', recipientId: family.parent.id, title: 'A payment of $200.00 did not go through' });
    expect(row!.body).toContain('This transaction has been declined.');
    expect((await jobsOf(key)).map((job) => job.kind)).toEqual(['notify-mail']);
    const [quietAttempt] = await db().select().from(chargeAttempts).where(eq(chargeAttempts.familyAccountId, quiet.family.id));
    expect(await bellOf(`payment-failed:${quietAttempt!.id}`)).toHaveLength(1);
    expect(await jobsOf(`payment-failed:${quietAttempt!.id}`)).toHaveLength(0);
  });

  it('a refund to the card tells the family once; a withdrawal for credit only is no refund', async () => {
    const refunded = await paidInFuture();
    const withdraw = `mutation W($id: Int!, $mode: WithdrawalMode!) { withdrawEnrollment(enrollmentId: $id, mode: $mode) { refundCents } }`;
    const result = await server.gql<{ withdrawEnrollment: { refundCents: number } }>(
      withdraw,
      { id: refunded.enrolmentId, mode: 'REFUND' },
      { token: admin },
    );
    expect(result.data!.withdrawEnrollment.refundCents).toBeGreaterThan(0);
    const [withdrawal] = await db().select().from(withdrawals).where(eq(withdrawals.enrollmentId, refunded.enrolmentId));
    const key = `payment-refund:${withdrawal!.id}`;
    const [row, ...more] = await bellOf(key);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ kind: 'PAYMENT', recipientId: refunded.family.parent.id, studentId: refunded.family.ada.id });
    expect(row!.title).toMatch(/^A refund of \$\d+\.\d\d$/);
    expect(row!.body).toContain('Ada');
    expect((await jobsOf(key)).map((job) => job.kind)).toEqual(['notify-mail']);
    // Withdrawn already: asked again, nothing changes and no one is told again.
    expect((await server.gql(withdraw, { id: refunded.enrolmentId, mode: 'REFUND' }, { token: admin })).errors).toBeDefined();
    expect(await bellOf(key)).toHaveLength(1);

    const credited = await paidInFuture();
    await server.gql(withdraw, { id: credited.enrolmentId, mode: 'CREDIT' }, { token: admin });
    const [creditWithdrawal] = await db().select().from(withdrawals).where(eq(withdrawals.enrollmentId, credited.enrolmentId));
    expect(creditWithdrawal!.status).toBe('SUCCEEDED');
    expect(await bellOf(`payment-refund:${creditWithdrawal!.id}`)).toHaveLength(0);
  });
});

/** A family that paid by card for a class starting long after today (so a refund is due on withdrawal). */
async function paidInFuture() {
  const classroom = await createClassroom(db(), {
    courseId: shop.paid.courseId,
    status: 'PUBLISHED',
    startDate: '2099-01-01',
    endDate: '2099-12-31',
    tuitionCents: 40_000,
    earlyBirdTuitionCents: null,
    enrollmentMax: 1,
  });
  const family = await shopFamily(server);
  await paid(family, classroom.id);
  const [enrolment] = await db()
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.classroomId, classroom.id), eq(enrollments.studentId, family.ada.id)));
  return { enrolmentId: enrolment!.id, family };
}
