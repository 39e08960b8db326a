import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCredit, createInvoice, createInvoiceItem } from '../../db/seed/factories/billing.js';
import { createClassroom, createCourse } from '../../db/seed/factories/catalog.js';
import { createStudent } from '../../db/seed/factories/people.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { payCart as payCartOf, referralCredits as creditsOf, referralStatus, referredPair as pairOf } from '../../test/referral-kit.js';
import { ADD, CART, CHARGE, cardToken, type ChargeOut, chargeInput, SHOP_GRADE, shopAcademy } from '../../test/shop-kit.js';
import { recordReferralEnrolment } from './referral-enrolment.js';

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

const referredPair = (options: { status?: 'INITIATED' | 'SIGNEDUP' } = {}) => pairOf(server, options);
const referralCredits = (familyAccountId: number) => creditsOf(server, familyAccountId);
const statusOf = (id: number) => referralStatus(server, id);
const payCart = (token: string, classroomId: number, studentId: number) => payCartOf(server, token, classroomId, studentId);

describe('a referred family pays for its first class', () => {
  it("marks the referral ENROLLED and gives the referrer's family one OPEN $100 credit, once", async () => {
    const pair = await referredPair();
    await payCart(pair.token, shop.paid.id, pair.kid.id);
    expect(await statusOf(pair.referral.id)).toBe('ENROLLED');
    const [credit, ...more] = await referralCredits(pair.referrer.family.id);
    expect(more).toHaveLength(0);
    expect(credit).toMatchObject({
      creditNumber: `CR-R${pair.referral.id}`,
      creditType: 'REFERRAL',
      status: 'OPEN',
      amountCents: 10_000,
      balanceCents: 10_000,
      referralId: pair.referral.id,
      expirationDate: null,
    });
    expect(credit!.notes).toBe(`Referral reward: Rae Referee${pair.tag} enrolled`);
    // A second paid class changes nothing more.
    await payCart(pair.token, shop.plain.id, pair.kid.id);
    expect(await referralCredits(pair.referrer.family.id)).toHaveLength(1);
    expect(await referralCredits(pair.referee.family.id)).toHaveLength(0);
  });

  it('a payment covered by credits counts as well', async () => {
    const pair = await referredPair();
    await createCredit(server.services.db, { familyAccountId: pair.referee.family.id, amountCents: 100_000, notes: 'Promotion' });
    const paid = await payCart(pair.token, shop.paid.id, pair.kid.id);
    expect(paid.amountCents).toBe(0);
    expect(await statusOf(pair.referral.id)).toBe('ENROLLED');
    expect(await referralCredits(pair.referrer.family.id)).toHaveLength(1);
  });

  it('a free class is no paid class: nothing is rewarded until a class with a price is paid', async () => {
    const pair = await referredPair();
    const free = await server.gql(
      `mutation Free($classroomId: Int!, $studentId: Int) { enrollFree(classroomId: $classroomId, studentId: $studentId) { studentId } }`,
      { classroomId: shop.free.id, studentId: pair.kid.id },
      { token: pair.token },
    );
    expect(free.errors).toBeUndefined();
    expect(await statusOf(pair.referral.id)).toBe('SIGNEDUP');
    expect(await referralCredits(pair.referrer.family.id)).toHaveLength(0);
    await payCart(pair.token, shop.plain.id, pair.kid.id);
    expect(await statusOf(pair.referral.id)).toBe('ENROLLED');
    expect((await referralCredits(pair.referrer.family.id)).map((c) => c.balanceCents)).toEqual([10_000]);
  });

  it('an invitation nobody registered through stays INITIATED and earns nothing', async () => {
    const pair = await referredPair({ status: 'INITIATED' });
    await payCart(pair.token, shop.paid.id, pair.kid.id);
    expect(await statusOf(pair.referral.id)).toBe('INITIATED');
    expect(await referralCredits(pair.referrer.family.id)).toHaveLength(0);
  });

  it("the referrer's credit is spent at their own checkout", async () => {
    const pair = await referredPair();
    await payCart(pair.token, shop.paid.id, pair.kid.id);
    const child = await createStudent(server.services.db, {
      username: `rc${pair.tag}`,
      grade: SHOP_GRADE,
      passwordHash: 'x',
      familyAccountId: pair.referrer.family.id,
    });
    await server.gql(ADD, { classroomId: shop.plain.id, studentId: child.id }, { token: pair.referrerToken });
    const cart = await server.gql<{ cart: { creditCents: number; totalCents: number; credits: { id: number }[] } }>(
      CART,
      {},
      { token: pair.referrerToken },
    );
    // The $300 class less the child's new-student discount, less the $100 credit.
    expect(cart.data!.cart).toMatchObject({ creditCents: 10_000, totalCents: 10_000 });
    const paid = await payCart(pair.referrerToken, shop.small.id, child.id);
    expect(paid).toMatchObject({ creditCents: 10_000 });
    const [credit] = await referralCredits(pair.referrer.family.id);
    expect(credit).toMatchObject({ status: 'USED', balanceCents: 0 });
  });
});

describe('racing payments', () => {
  it('20 racing first payments of a referred family give one $100 credit', async () => {
    const db = server.services.db;
    const pair = await referredPair();
    const course = await createCourse(db, { code: `RC${pair.tag}` });
    const invoiceIds: number[] = [];
    for (let i = 0; i < 20; i++) {
      // A class of its own for each invoice: the payments share no lock but the referral's row.
      const classroom = await createClassroom(db, {
        courseId: course.id,
        code: `RC${pair.tag}-${i}`,
        status: 'PUBLISHED',
        enrollmentMax: 5,
      });
      const invoice = await createInvoice(db, {
        familyAccountId: pair.referee.family.id,
        status: 'OPEN',
        priceCents: 30_000 + i,
        balanceCents: 30_000 + i,
      });
      await createInvoiceItem(db, { invoiceId: invoice.id, studentId: pair.kid.id, classroomId: classroom.id, unitPriceCents: 30_000 + i });
      invoiceIds.push(invoice.id);
    }
    const tokens = await Promise.all(invoiceIds.map(() => cardToken(server)));
    const results = await Promise.all(
      invoiceIds.map((invoiceId, i) =>
        server.gql<{ chargeCreditCard: ChargeOut }>(
          CHARGE,
          { input: chargeInput(invoiceId, { opaqueData: tokens[i] }) },
          { token: pair.token },
        ),
      ),
    );
    expect(results.map((r) => r.errors?.[0]?.message ?? r.data!.chargeCreditCard.errorMessage)).toEqual(invoiceIds.map(() => null));
    expect(await statusOf(pair.referral.id)).toBe('ENROLLED');
    const earned = await referralCredits(pair.referrer.family.id);
    expect(earned.map((c) => c.amountCents)).toEqual([10_000]);
  });

  it('20 transactions recording the same enrolment at once reward it once', async () => {
    const pair = await referredPair();
    const now = new Date();
    const rewarded = await Promise.all(
      Array.from({ length: 20 }, () => server.services.db.transaction((tx) => recordReferralEnrolment(tx, pair.referee.family.id, now))),
    );
    expect(rewarded.flat()).toEqual([pair.referral.id]);
    expect(await referralCredits(pair.referrer.family.id)).toHaveLength(1);
  });
});
