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
  const about = { student: student.name, firstName: student.firstName, class: work.classroomTitle, set: work.setTitle };
  if (work.grade !== null && work.grade >= 0) {
    const grade = Math.round(work.grade);
    const values = { ...about, grade: String(grade) };
    told.push(
      await notify(
        services,
        {
          message: 'GRADED',
          key: `graded:${work.submissionId}:${grade}`,
          recipients: [studentRecipient(work.studentId)],
          studentId: work.studentId,
          values,
          link,
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
          message: 'LOW_GRADE',
          key: `low-grade:${work.submissionId}:${grade}`,
          recipients: low.map((id) => ({ type: 'FAMILY_MEMBER', id })),
          studentId: work.studentId,
          values,
          link,
        },
        tx,
      ),
    );
  }
  if (work.comment) {
    const key = `comment:${work.responseId}:${commentDigest(work.comment)}`;
    const common = { key, studentId: work.studentId, values: { ...about, comment: work.comment }, link };
    told.push(
      await notify(services, { ...common, message: 'GRADED_COMMENT', recipients: [studentRecipient(work.studentId)] }, tx),
      await notify(services, { ...common, message: 'TEACHER_COMMENT', recipients: student.family }, tx),
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
