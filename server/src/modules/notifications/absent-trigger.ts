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
    const word = ALERTED[mark.status as keyof typeof ALERTED];
    const what = `${student.name} was ${word} for ${lesson.classroomTitle}, lesson ${lesson.lessonNumber}`;
    const result = await notify(
      services,
      {
        kind: 'ABSENT',
        key: `absent:${lesson.classroomId}:${lesson.lessonId}:${mark.studentId}:${mark.status}`,
        recipients: student.family,
        studentId: mark.studentId,
        title: `${student.firstName} was ${word}`,
        body: `${what}.`,
        link: FAMILY_MAKEUP_PATH,
        mail: {
          subject: `${student.firstName} was ${word} today`,
          text: `${what}. ${mark.status === 'ABSENT' ? 'You can schedule a makeup lesson on the family schedule.' : ''}`.trim(),
        },
        sms: `${what}.${mark.status === 'ABSENT' ? ' Makeup:' : ''}`,
      },
      tx,
    );
    announces.push(() => result.announce());
  }
  return announces;
}
