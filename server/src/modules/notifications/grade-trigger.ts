import { createHash } from 'node:crypto';
import { DEFAULT_GRADE_ALERT_PERCENT, gradeBelowThreshold } from '@solve/core/notification-kinds';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gradeAlertThresholds } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import { classPath } from './class-news-trigger.js';
import { notify, type NotifyResult } from './notify.service.js';
import { studentAndFamily, studentRecipient } from './trigger-people.js';

export interface GradedWork {
  submissionId: number;
  responseId: number;
  studentId: number;
  classroomId: number;
  classroomTitle: string;
  setTitle: string;
  /** The submission's percent once every answer is graded, else null. */
  grade: number | null;
  /** The teacher's comment on the answer, if any. */
  comment: string | null;
}

/** A comment names its event by its words: the same comment saved again is not news, a new one is. */
const commentDigest = (comment: string) => createHash('sha256').update(comment).digest('hex').slice(0, 16);

/**
 * Tells of a teacher's grading, in its transaction: the student of a finished grade (GRADED) and
 * of a comment; the family of a comment (TEACHER_COMMENT) and, each parent by their own threshold,
 * of a grade below it (LOW_GRADE). Keys name the submission and the grade, or the answer and the
 * comment, so grading again to the same result tells no one.
 */
export async function notifyGrading(services: Services, tx: Db, work: GradedWork): Promise<() => Promise<void>> {
  const student = await studentAndFamily(tx, work.studentId);
  if (!student) return async () => {};
  const told: NotifyResult[] = [];
  const link = classPath(work.classroomId);
  const what = `${work.setTitle} in ${work.classroomTitle}`;
  if (work.grade !== null && work.grade >= 0) {
    const grade = Math.round(work.grade);
    told.push(
      await notify(
        services,
        {
          kind: 'GRADED',
          key: `graded:${work.submissionId}:${grade}`,
          recipients: [studentRecipient(work.studentId)],
          studentId: work.studentId,
          title: `${what} graded: ${grade}%`,
          body: `Your grade on ${what} is ${grade}%.`,
          link,
          mail: { subject: `${what} graded: ${grade}%`, text: `${student.name}, your grade on ${what} is ${grade}%.` },
          sms: `${student.firstName}'s grade on ${what}: ${grade}%.`,
        },
        tx,
      ),
    );
    const low = await parentsBelowThreshold(
      tx,
      student.family.map((member) => member.id),
      grade,
    );
    told.push(
      await notify(
        services,
        {
          kind: 'LOW_GRADE',
          key: `low-grade:${work.submissionId}:${grade}`,
          recipients: low.map((id) => ({ type: 'FAMILY_MEMBER', id })),
          studentId: work.studentId,
          title: `${student.firstName}: ${grade}% on ${work.setTitle}`,
          body: `${student.name} got ${grade}% on ${what}.`,
          link,
          mail: { subject: `${student.firstName} got ${grade}% on ${work.setTitle}`, text: `${student.name} got ${grade}% on ${what}.` },
          sms: `${student.name} got ${grade}% on ${what}.`,
        },
        tx,
      ),
    );
  }
  if (work.comment) {
    const key = `comment:${work.responseId}:${commentDigest(work.comment)}`;
    const common = { key, studentId: work.studentId, body: work.comment, link };
    told.push(
      await notify(
        services,
        {
          ...common,
          kind: 'GRADED',
          recipients: [studentRecipient(work.studentId)],
          title: `A comment on ${what}`,
          mail: { subject: `Your teacher commented on ${what}`, text: `${student.name}, your teacher wrote on ${what}:\n${work.comment}` },
          sms: `A comment on ${student.firstName}'s ${what}.`,
        },
        tx,
      ),
      await notify(
        services,
        {
          ...common,
          kind: 'TEACHER_COMMENT',
          recipients: student.family,
          title: `A comment on ${student.firstName}'s ${work.setTitle}`,
          mail: {
            subject: `A teacher commented on ${student.firstName}'s ${work.setTitle}`,
            text: `The teacher wrote on ${student.name}'s ${what}:\n${work.comment}`,
          },
          sms: `A comment on ${student.firstName}'s ${what}.`,
        },
        tx,
      ),
    );
  }
  return async () => {
    for (const result of told) await result.announce();
  };
}

/** The parents, of those given, whose own threshold (or core's default) is above the grade. */
async function parentsBelowThreshold(tx: Db, parentIds: readonly number[], grade: number): Promise<number[]> {
  if (!parentIds.length) return [];
  const rows = await tx
    .select()
    .from(gradeAlertThresholds)
    .where(inArray(gradeAlertThresholds.familyMemberId, [...parentIds]));
  const threshold = new Map(rows.map((row) => [row.familyMemberId, row.percent]));
  return parentIds.filter((id) => gradeBelowThreshold(grade, threshold.get(id) ?? DEFAULT_GRADE_ALERT_PERCENT));
}
