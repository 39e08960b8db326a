import { formatMessage } from '@solve/core';
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
  const classroom = issue.classroomTitle ?? 'your class';
  const responder = staff?.name ?? 'Your teacher';
  const link = issue.classroomId === null ? '/messages' : `/lessons?classroomId=${issue.classroomId}`;
  const mailText = `${issue.from} wrote:\n${issue.description}\n\n${responder} replied:\n${reply.text}\n\nRead it on the class's Messages tab.`;
  const common = { key: `reply:${reply.id}`, studentId: student.studentId, body: reply.text, link };
  const toStudent = await notify(
    services,
    {
      ...common,
      kind: 'STUDENT_REPLY',
      recipients: [studentRecipient(student.studentId)],
      title: `${responder} replied to your message`,
      mail: { subject: formatMessage('REPLY_MAIL_SUBJECT', { classroom }), text: mailText },
      sms: `${responder} replied to ${student.firstName}'s message in ${classroom}.`,
    },
    tx,
  );
  const toFamily = await notify(
    services,
    {
      ...common,
      kind: 'STAFF_REPLY',
      recipients: student.family,
      title: `${responder} replied to ${student.firstName}`,
      mail: { subject: `${responder} replied to ${student.firstName}'s message in ${classroom}`, text: mailText },
      sms: `${responder} replied to ${student.firstName}'s message in ${classroom}.`,
    },
    tx,
  );
  return async () => {
    await toStudent.announce();
    await toFamily.announce();
  };
}
