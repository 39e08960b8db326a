import { checkReferral, type ReferralInput, type ReferralStatus, referralSummary, type ReferralSummary } from '@solve/core';
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { familyMembers, referrals } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { enforce, type RateRule } from '../auth/rate-limit.service.js';
import type { FamilyViewer } from '../auth/viewer.js';
import { getSettings } from '../settings/settings.service.js';
import { confirmationMail, invitationMail } from './referral-mail.js';

/** Each referral sends two mails: a family may send this many a day, so nobody's inbox is flooded through us. */
export const REFERRALS_PER_FAMILY: RateRule = { name: 'referral-family', limit: 20, windowSeconds: 86_400 };
/** The most rows one page of 'My Referrals' may ask for. */
export const REFERRAL_PAGE_MAX = 50;

export type ReferralRow = typeof referrals.$inferSelect;

/** A random code for the join link: it only links a registration to this referral. */
const newInviteCode = () => randomBytes(16).toString('base64url');

/** The family member a phone or e-mail already belongs to ('{email} has already been registered'). */
async function registeredAs(db: Db, email: string, phone: string | null): Promise<string | null> {
  const [byEmail] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(sql`lower(${familyMembers.email}) = ${email}`)
    .limit(1);
  if (byEmail) return email;
  if (!phone) return null;
  const [byPhone] = await db.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.phoneNumber, phone)).limit(1);
  return byPhone ? phone : null;
}

/**
 * 'Make a Referral' (§5, §7 createReferral): records an INITIATED referral of the viewer's family
 * and mails the referee an invitation with a join link, and the referrer a confirmation. Someone
 * already registered (by e-mail or phone) is refused with '{email} has already been registered'.
 * Referring the same e-mail again sends the same invitation again; a mail that cannot be sent
 * leaves nothing recorded ('Invalid email or phonenumber').
 */
export async function createReferral(services: Services, viewer: FamilyViewer, input: ReferralInput): Promise<ReferralRow> {
  const { db } = services;
  const checked = checkReferral(input);
  if (!checked.ok) throw new DomainError(checked.code, checked.values);
  const value = checked.value;
  const registered = await registeredAs(db, value.email, value.phone);
  if (registered) throw new DomainError('ALREADY_REGISTERED', { email: registered });
  await enforce(db, REFERRALS_PER_FAMILY, `family:${viewer.familyAccountId}`);

  const now = services.now();
  const [inserted] = await db
    .insert(referrals)
    .values({
      referrerId: viewer.familyAccountId,
      ...value,
      status: 'INITIATED',
      inviteCode: newInviteCode(),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  let referral = inserted;
  if (!referral) {
    // Referred before by this family: the same referral, its details brought up to date.
    const [earlier] = await db
      .select()
      .from(referrals)
      .where(and(eq(referrals.referrerId, viewer.familyAccountId), sql`lower(${referrals.email}) = ${value.email}`));
    if (!earlier) throw new DomainError('REFERRAL_SEND_FAILED');
    if (earlier.status !== 'INITIATED') throw new DomainError('ALREADY_REGISTERED', { email: value.email });
    [referral] = await db
      .update(referrals)
      .set({
        refereeFirstName: value.refereeFirstName,
        refereeLastName: value.refereeLastName,
        phone: value.phone ?? earlier.phone,
        inviteCode: earlier.inviteCode ?? newInviteCode(),
        updatedAt: now,
      })
      .where(eq(referrals.id, earlier.id))
      .returning();
  }
  const row = referral!;

  const [settings, [referrer]] = await Promise.all([
    getSettings(db),
    db
      .select({ firstName: familyMembers.firstName, lastName: familyMembers.lastName, email: familyMembers.email })
      .from(familyMembers)
      .where(eq(familyMembers.id, viewer.familyMemberId)),
  ]);
  const facts = {
    academy: settings.name,
    referrer: referrer ?? { firstName: 'A friend', lastName: '' },
    referee: { firstName: row.refereeFirstName, lastName: row.refereeLastName, email: row.email },
    link: `${services.config.publicUrl}/join?ref=${encodeURIComponent(row.inviteCode ?? '')}`,
  };
  try {
    await services.mail.send(invitationMail(facts));
  } catch (error) {
    services.logger.warn({ err: error, referralId: row.id }, 'the referral invitation could not be sent');
    if (inserted) await db.delete(referrals).where(eq(referrals.id, row.id));
    throw new DomainError('REFERRAL_SEND_FAILED');
  }
  if (referrer) {
    await services.mail
      .send(confirmationMail({ ...facts, referrerEmail: referrer.email }))
      .catch((error: unknown) => services.logger.warn({ err: error, referralId: row.id }, 'the referral confirmation could not be sent'));
  }
  return row;
}

export interface ReferralPage extends ReferralSummary {
  total: number;
  rows: ReferralRow[];
}

/** 'My Referrals' (§2): the family's referrals, newest first, a page at a time, with the side summary. */
export async function familyReferrals(db: Db, referrerId: number, limit: number, offset: number): Promise<ReferralPage> {
  const mine = eq(referrals.referrerId, referrerId);
  const [rows, byStatus] = await Promise.all([
    db.select().from(referrals).where(mine).orderBy(desc(referrals.createdAt), desc(referrals.id)).limit(limit).offset(offset),
    db.select({ status: referrals.status, n: count() }).from(referrals).where(mine).groupBy(referrals.status),
  ]);
  const counts: Partial<Record<ReferralStatus, number>> = Object.fromEntries(byStatus.map((s) => [s.status, s.n]));
  return { ...referralSummary(counts), total: byStatus.reduce((sum, s) => sum + s.n, 0), rows };
}
