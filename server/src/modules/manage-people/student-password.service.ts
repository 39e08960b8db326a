import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.service.js';
import { hashPassword } from '../auth/passwords.js';
import { expireResetLinks } from '../auth/reset-links.service.js';
import { forgetSessions, revokeSessionsOf, sessionChangeOf } from '../auth/sessions.service.js';
import type { EmployeeViewer } from '../auth/viewer.js';

// No look-alike characters (0/O, 1/l/I): the admin reads it out to a child or a parent.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function temporaryPassword(length = 10): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * Gives a student a new temporary password, shown once to the admin: the student must choose
 * their own at the next sign-in, and every session and reset link of theirs ends.
 */
export async function resetStudentPassword(services: Services, viewer: EmployeeViewer, studentId: number) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const now = services.now();
  const owner = { userType: 'STUDENT', studentId } as const;
  const username = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(students)
      .set({ passwordHash, mustChangePassword: true })
      .where(eq(students.id, studentId))
      .returning({ username: students.username });
    if (!row) throw new DomainError('STUDENT_NOT_FOUND');
    await expireResetLinks(tx, owner, now);
    await revokeSessionsOf(tx, owner, now);
    await recordAudit(tx, viewer, {
      action: 'student.password_reset',
      entityType: 'student',
      entityId: studentId,
      after: { mustChangePassword: true },
    });
    return row.username;
  });
  forgetSessions(services.db, sessionChangeOf(owner));
  return { username, temporaryPassword: password };
}
