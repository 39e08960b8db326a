import { normalizePhone } from '@solve/core';
import { eq, sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { familyMembers, students } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import { createGuestLink, type GuestUser } from './guest-links.service.js';

export const guestLinkUsage = 'guest-link --student <username> | --family-phone <phone> [--days N]';

/**
 * `solve guest-link`: prints a guest sign-in URL for a student (by username) or a parent (by
 * phone), for support staff working from a shell. Answers the process exit code.
 */
export async function guestLinkCommand(services: Services, argv: string[], out: (line: string) => void): Promise<number> {
  let values: { student?: string; 'family-phone'?: string; days?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { student: { type: 'string' }, 'family-phone': { type: 'string' }, days: { type: 'string' } },
      strict: true,
    }));
  } catch {
    out(`usage: ${guestLinkUsage}`);
    return 2;
  }
  const days = values.days === undefined ? null : Number(values.days);
  if ((values.student === undefined) === (values['family-phone'] === undefined) || (days !== null && !Number.isInteger(days))) {
    out(`usage: ${guestLinkUsage}`);
    return 2;
  }
  const user = await findGuestUser(services, values.student, values['family-phone']);
  if (!user) {
    out(values.student !== undefined ? `no student with username ${values.student}` : `no parent with phone ${values['family-phone']}`);
    return 1;
  }
  const link = await createGuestLink(services, user, days, null);
  out(link.url);
  out(`valid until ${link.expiresAt.toISOString()}`);
  return 0;
}

async function findGuestUser(services: Services, username?: string, phone?: string): Promise<GuestUser | null> {
  const { db } = services;
  if (username !== undefined) {
    const [row] = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(sql`lower(${students.username})`, username.trim().toLowerCase()))
      .limit(1);
    return row ? { userType: 'STUDENT', studentId: row.id } : null;
  }
  const normalized = normalizePhone(phone ?? '');
  if (!normalized) return null;
  const [row] = await db.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.phoneNumber, normalized)).limit(1);
  return row ? { userType: 'FAMILY_MEMBER', familyMemberId: row.id } : null;
}
