import type { Db } from '../db/client.js';
import { createEmployee, createFamily, createStudent } from '../db/seed/factories/people.js';
import { nextSequence } from '../db/seed/factories/sequence.js';
import type { NotificationEvent } from '../modules/notifications/notify.service.js';
import type { Recipient } from '../modules/notifications/recipients.js';
import { sessionFor } from './session-for.js';

/** A parent with an e-mail and a phone, a student of the family with an e-mail, and a member of staff, each signed in. */
export async function notificationPeople(db: Db, now: Date) {
  const n = nextSequence();
  const { family, parent } = await createFamily(db, {
    phoneNumber: `+1408555${String(n).padStart(4, '0')}`,
    email: `parent${n}@example.com`,
  });
  const student = await createStudent(db, {
    username: `kid${n}`,
    passwordHash: 'x',
    email: `kid${n}@example.com`,
    familyAccountId: family.id,
  });
  const staff = await createEmployee(db, { workEmail: `teacher${n}@solve.test`, passwordHash: 'x', isTeacher: true });
  const recipients = {
    parent: { type: 'FAMILY_MEMBER', id: parent.id } satisfies Recipient,
    student: { type: 'STUDENT', id: student.id } satisfies Recipient,
    staff: { type: 'EMPLOYEE', id: staff.id } satisfies Recipient,
  };
  const tokens = {
    parent: await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: parent.id }, now),
    student: await sessionFor(db, { userType: 'STUDENT', studentId: student.id }, now),
    staff: await sessionFor(db, { userType: 'EMPLOYEE', employeeId: staff.id }, now),
  };
  return { family, parent, student, staff, recipients, tokens };
}

/** A parent's ABSENT event about Alice, with every variable filled. */
export function absentEvent(key: string, recipients: Recipient[], studentId: number | null): NotificationEvent {
  return {
    message: 'ABSENT',
    key,
    recipients,
    studentId,
    values: {
      student: 'Alice Williams',
      firstName: 'Alice',
      status: 'absent',
      class: 'Pre-Algebra',
      lesson: '3',
      makeup: 'You can schedule a makeup.',
    },
    link: '/family/attendance',
  };
}
