import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, enrollments } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import { notify, type NotifyResult } from './notify.service.js';
import { studentRecipient } from './trigger-people.js';

/** The class page a notification about the class opens. */
export const classPath = (classroomId: number) => `/lessons?classroomId=${classroomId}`;

/** The students enrolled in a class now (not withdrawn). */
export async function enrolledStudentIds(db: Db, classroomId: number): Promise<number[]> {
  const rows = await db
    .select({ studentId: enrollments.studentId })
    .from(enrollments)
    .where(and(eq(enrollments.classroomId, classroomId), isNull(enrollments.withdrawnAt)));
  return [...new Set(rows.map((row) => row.studentId))];
}

/** Tells the class's students of news posted in it, once per announcement. */
export async function notifyClassNews(
  services: Services,
  tx: Db,
  news: { id: number; classroomId: number; subject: string },
): Promise<NotifyResult> {
  const [room] = await tx.select({ title: classrooms.title }).from(classrooms).where(eq(classrooms.id, news.classroomId));
  const students = await enrolledStudentIds(tx, news.classroomId);
  return notify(
    services,
    {
      message: 'CLASS_NEWS',
      key: `news:${news.id}`,
      recipients: students.map(studentRecipient),
      studentId: null,
      values: { class: room?.title ?? 'your class', news: news.subject },
      link: classPath(news.classroomId),
    },
    tx,
  );
}
