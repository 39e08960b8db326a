import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { credits, referrals } from '../db/schema/index.js';
import { createReferral } from '../db/seed/factories/community.js';
import { createFamily, createStudent } from '../db/seed/factories/people.js';
import type { TestServer } from './harness.js';
import { sessionFor } from './session-for.js';
import { ADD, CHARGE, cardToken, type ChargeOut, chargeInput, SHOP_GRADE } from './shop-kit.js';

const phoneOf = (tag: string) => `+1669${String(parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`;

/** A referring family, and a family it referred that signed up through the link (status SIGNEDUP). */
export async function referredPair(server: TestServer, options: { status?: 'INITIATED' | 'SIGNEDUP' } = {}) {
  const db = server.services.db;
  const tag = randomBytes(4).toString('hex');
  const referrer = await createFamily(db, { phoneNumber: phoneOf(tag), email: `referrer-${tag}@example.com` });
  const referee = await createFamily(
    db,
    { firstName: 'Rae', lastName: `Referee${tag}`, phoneNumber: phoneOf(`${tag}1`), email: `referee-${tag}@example.com` },
    { status: 'REFERRED' },
  );
  const kid = await createStudent(db, { username: `rk${tag}`, grade: SHOP_GRADE, passwordHash: 'x', familyAccountId: referee.family.id });
  const referral = await createReferral(db, {
    referrerId: referrer.family.id,
    refereeFirstName: 'Rae',
    refereeLastName: `Referee${tag}`,
    email: referee.parent.email,
    status: options.status ?? 'SIGNEDUP',
    refereeFamilyAccountId: options.status === 'INITIATED' ? null : referee.family.id,
  });
  const token = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: referee.parent.id });
  const referrerToken = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: referrer.parent.id });
  return { tag, referrer, referee, kid, referral, token, referrerToken };
}

/** The REFERRAL credits a family holds, whatever their status. */
export const referralCredits = (server: TestServer, familyAccountId: number) =>
  server.services.db
    .select()
    .from(credits)
    .where(and(eq(credits.familyAccountId, familyAccountId), eq(credits.creditType, 'REFERRAL')));

export const referralStatus = async (server: TestServer, id: number) =>
  (await server.services.db.select().from(referrals).where(eq(referrals.id, id)))[0]!.status;

/** Puts one class in the family's cart and pays it (by card for what credits leave), as the checkout does. */
export async function payCart(server: TestServer, token: string, classroomId: number, studentId: number): Promise<ChargeOut> {
  const added = await server.gql<{ addToCart: { invoiceId: number } }>(ADD, { classroomId, studentId }, { token });
  expect(added.errors).toBeUndefined();
  // The card form is filled even when credits cover the order; then the gateway is not called.
  const extra = { opaqueData: await cardToken(server) };
  const paid = await server.gql<{ chargeCreditCard: ChargeOut }>(
    CHARGE,
    { input: chargeInput(added.data!.addToCart.invoiceId, extra) },
    { token },
  );
  expect(paid.errors).toBeUndefined();
  expect(paid.data!.chargeCreditCard.success).toBe(true);
  return paid.data!.chargeCreditCard;
}
