import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import { notify } from '../notifications/notify.service.js';
import { studentAndFamily, studentRecipient } from '../notifications/trigger-people.js';
import type { IssueRow } from './issues.service.js';

/**
 * Tells the student (STUDENT_REPLY) and the family (STAFF_REPLY) that staff replied, in the reply's
 * transaction: the bell, and mail and texts as each chose, queued as jobs (retried, logged, sent
 * once). This is the reply's only mail. The key names the reply, so each reply is told once.
 */
export async function notifyReply(
  services: Services,
  tx: Db,
  issue: IssueRow,
  reply: { id: number; text: string; employeeId: number },
): Promise<() => Promise<void>> {
  const student = await studentAndFamily(tx, issue.studentId);
  if (!student) return async () => {};
  const [staff] = await tx
    .select({ name: sql<string>`coalesce(${employees.displayName}, ${employees.firstName} || ' ' || ${employees.lastName})` })
    .from(employees)
    .where(eq(employees.id, reply.employeeId));
  const link = issue.classroomId === null ? '/messages' : `/lessons?classroomId=${issue.classroomId}`;
  const common = {
    key: `reply:${reply.id}`,
    studentId: student.studentId,
    values: {
      student: student.name,
      firstName: student.firstName,
      class: issue.classroomTitle ?? 'your class',
      responder: staff?.name ?? 'Your teacher',
      question: issue.description,
      reply: reply.text,
    },
    link,
  };
  // The student's subject is the spec's reply subject (core's default wording of STUDENT_REPLY).
  const toStudent = await notify(services, { ...common, message: 'STUDENT_REPLY', recipients: [studentRecipient(student.studentId)] }, tx);
  const toFamily = await notify(services, { ...common, message: 'STAFF_REPLY', recipients: student.family }, tx);
  return async () => {
    await toStudent.announce();
    await toFamily.announce();
  };
}
