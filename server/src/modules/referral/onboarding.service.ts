import { checkOnboardingParent, type OnboardingParentInput, onboardingStep, type OnboardingStep } from '@solve/core';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlState, UNIQUE_VIOLATION, violatedConstraint } from '../../db/errors.js';
import { enrollments, familyAccounts, familyMembers, students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { FamilyViewer } from '../auth/viewer.js';

export interface OnboardingState {
  step: OnboardingStep;
  /** The signed-in parent's details, which step 1 confirms. */
  parent: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    relation: (typeof familyMembers.$inferSelect)['relation'];
  };
  /** The student added in step 2, whose classes step 3 picks. */
  student: { id: number; firstName: string; lastName: string; grade: number } | null;
}

/**
 * Where the viewer's family stands in the onboarding (§4), read from the server's records: the
 * family's status and onboarding marks, its students and enrolments. Null: no wizard (a guest
 * link only looks, so it never gets one).
 */
export async function readOnboarding(db: Db, viewer: FamilyViewer): Promise<OnboardingState | null> {
  if (viewer.isGuest) return null;
  const familyId = viewer.familyAccountId;
  const [family] = await db.select().from(familyAccounts).where(eq(familyAccounts.id, familyId));
  if (!family || family.status !== 'REFERRED' || family.onboardingFinishedAt) return null;
  const [[counted], [newest], [enrolled], [parent]] = await Promise.all([
    db.select({ n: count() }).from(students).where(eq(students.familyAccountId, familyId)),
    db
      .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, grade: students.grade })
      .from(students)
      .where(eq(students.familyAccountId, familyId))
      .orderBy(desc(students.createdAt), desc(students.id))
      .limit(1),
    db
      .select({ id: enrollments.id })
      .from(enrollments)
      .innerJoin(students, eq(students.id, enrollments.studentId))
      .where(and(eq(students.familyAccountId, familyId), isNull(enrollments.withdrawnAt)))
      .limit(1),
    db
      .select({
        firstName: familyMembers.firstName,
        lastName: familyMembers.lastName,
        email: familyMembers.email,
        phoneNumber: familyMembers.phoneNumber,
        relation: familyMembers.relation,
      })
      .from(familyMembers)
      .where(eq(familyMembers.id, viewer.familyMemberId)),
  ]);
  const step = onboardingStep({
    status: family.status,
    confirmed: family.onboardingConfirmedAt !== null,
    finished: false,
    studentCount: counted?.n ?? 0,
    enrolled: Boolean(enrolled),
  });
  if (!step || !parent) return null;
  return { step, parent, student: step === 3 ? (newest ?? null) : null };
}

/** The parent's details of step 1 may go to no other family member (§5). */
async function takenByAnother(db: Db, viewer: FamilyViewer, phoneNumber: string, email: string) {
  const other = ne(familyMembers.id, viewer.familyMemberId);
  const [[phone], [mail]] = await Promise.all([
    db
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(and(eq(familyMembers.phoneNumber, phoneNumber), other))
      .limit(1),
    db
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(and(sql`lower(${familyMembers.email}) = ${email}`, other))
      .limit(1),
  ]);
  return { phone: Boolean(phone), email: Boolean(mail) };
}

/**
 * Step 1, Confirm Information: saves the parent's names, e-mail, phone and relation (Father, Mother
 * or Other) and marks the step done, so the wizard moves on only once this is stored. Any other
 * family member's phone is refused ('This phone number is already in use*'); the parent's own is fine.
 */
export async function confirmOnboardingDetails(
  services: Services,
  viewer: FamilyViewer,
  input: OnboardingParentInput,
): Promise<OnboardingState | null> {
  const { db } = services;
  const checked = checkOnboardingParent(input);
  if (!checked.ok) throw new DomainError(checked.code, checked.values);
  const value = checked.value;
  const state = await readOnboarding(db, viewer);
  if (!state || state.step === 3) throw new DomainError('ONBOARDING_ERROR');
  const taken = await takenByAnother(db, viewer, value.phoneNumber, value.email);
  if (taken.phone) throw new DomainError('ONBOARDING_PHONE_IN_USE');
  if (taken.email) throw new DomainError('EMAIL_IN_USE');
  const now = services.now();
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(familyMembers)
        .set({ ...value, updatedAt: now })
        .where(eq(familyMembers.id, viewer.familyMemberId));
      await tx
        .update(familyAccounts)
        .set({ onboardingConfirmedAt: now })
        .where(and(eq(familyAccounts.id, viewer.familyAccountId), isNull(familyAccounts.onboardingConfirmedAt)));
    });
  } catch (error) {
    // Another family took the phone or e-mail between the check and the write.
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    throw new DomainError(violatedConstraint(error) === 'family_members_email_unique' ? 'EMAIL_IN_USE' : 'ONBOARDING_PHONE_IN_USE');
  }
  return readOnboarding(db, viewer);
}

/** Step 3 done: the classes are in the cart (or left for later), and HOME shows from now on. */
export async function finishOnboarding(services: Services, viewer: FamilyViewer): Promise<OnboardingState | null> {
  const state = await readOnboarding(services.db, viewer);
  if (!state || state.step !== 3) throw new DomainError('ONBOARDING_ERROR');
  await services.db
    .update(familyAccounts)
    .set({ onboardingFinishedAt: services.now() })
    .where(and(eq(familyAccounts.id, viewer.familyAccountId), isNull(familyAccounts.onboardingFinishedAt)));
  return null;
}
