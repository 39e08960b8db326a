import type { Db } from '../../db/client.js';
import type { Services } from '../../services.js';
import { notify } from './notify.service.js';
import { studentsAndFamilies } from './trigger-people.js';

/** The family's schedule tab, where a missed lesson is made up. */
export const FAMILY_MAKEUP_PATH = '/dashboard?defaultTab=2';

export interface RollMark {
  studentId: number;
  status: string;
}

const ALERTED = { ABSENT: 'absent', LATE: 'late' } as const;
const MAKEUP_TEXT = 'You can schedule a makeup lesson on the family schedule.';

/**
 * Tells each family of a student the roll marks absent or late, in the roll's transaction. The key
 * names the lesson, the student and the status: the same roll saved again tells no one, a change
 * from absent to late is news.
 */
export async function notifyRollMarks(
  services: Services,
  tx: Db,
  lesson: { classroomId: number; classroomTitle: string; lessonId: number; lessonNumber: number },
  marks: readonly RollMark[],
): Promise<Array<() => Promise<void>>> {
  const alerted = marks.filter((mark) => mark.status === 'ABSENT' || mark.status === 'LATE');
  if (!alerted.length) return [];
  const people = await studentsAndFamilies(
    tx,
    alerted.map((mark) => mark.studentId),
  );
  const announces: Array<() => Promise<void>> = [];
  for (const mark of alerted) {
    const student = people.get(mark.studentId);
    if (!student?.family.length) continue;
    const result = await notify(
      services,
      {
        message: 'ABSENT',
        key: `absent:${lesson.classroomId}:${lesson.lessonId}:${mark.studentId}:${mark.status}`,
        recipients: student.family,
        studentId: mark.studentId,
        values: {
          student: student.name,
          firstName: student.firstName,
          status: ALERTED[mark.status as keyof typeof ALERTED],
          class: lesson.classroomTitle,
          lesson: String(lesson.lessonNumber),
          makeup: mark.status === 'ABSENT' ? MAKEUP_TEXT : '',
        },
        link: FAMILY_MAKEUP_PATH,
      },
      tx,
    );
    announces.push(() => result.announce());
  }
  return announces;
}
