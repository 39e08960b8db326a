import type { Db } from '../../client.js';
import { enrollments, type students } from '../../schema/index.js';
import { enrollmentValues } from '../factories/learning.js';
import { insertAll } from '../factories/insert.js';
import type { DemoCatalog } from './catalog.js';
import type { DemoPeople } from './people.js';

type Student = typeof students.$inferSelect;
type Enrollment = typeof enrollments.$inferSelect;
type EnrollmentStatus = Enrollment['status'];

/** The demo students by lower-case first name. */
export function demoStudents(people: DemoPeople): Record<string, Student> {
  const all = [people.williams.alice, people.williams.bob, ...people.otherFamilies.map(({ student }) => student)];
  return Object.fromEntries(all.map((student) => [student.firstName.toLowerCase(), student]));
}

/**
 * Who is in which classroom. Alice is PAID in several open classes and an upcoming debate class,
 * previews physics (QUALIFY), tries biology (TRIAL) and has finished two classes; Bob has
 * tutoring; physicsFull is full.
 */
const ROSTER: readonly (readonly [classroomKey: string, student: string, status: EnrollmentStatus])[] = [
  ['preAlgebraCampus', 'alice', 'PAID'],
  ['preAlgebraCampus', 'maya', 'PAID'],
  ['preAlgebraCampus', 'sofia', 'PAID'],
  ['preAlgebraCampus', 'ethan', 'PAID'],
  ['preAlgebraOnline', 'noah', 'PAID'],
  ['preAlgebraOnline', 'liam', 'PAID'],
  ['amc8', 'alice', 'PAID'],
  ['amc8', 'ethan', 'PAID'],
  ['amc8', 'maya', 'PAID'],
  ['amc8', 'sofia', 'PAID'],
  ['python', 'alice', 'PAID'],
  ['python', 'noah', 'PAID'],
  ['python', 'zara', null],
  ['physics', 'alice', 'QUALIFY'],
  ['physics', 'liam', 'PAID'],
  ['physics', 'noah', 'PAID'],
  ['biology', 'alice', 'TRIAL'],
  ['debate', 'alice', 'PAID'],
  ['biology', 'zara', 'PAID'],
  ['tutoring', 'bob', 'PAID'],
  ['physicsFull', 'zara', 'PAID'],
  ['physicsFull', 'noah', 'PAID'],
  ['physicsFull', 'liam', 'PAID'],
  ['chemistry', 'ethan', 'PAID'],
  ['writing', 'maya', 'PAID'],
  ['geometryRecent', 'alice', 'PAID'],
  ['geometryRecent', 'ethan', 'PAID'],
  ['writingPast', 'alice', 'PAID'],
  ['writingPast', 'maya', 'PAID'],
];

export interface DemoEnrollment {
  enrollment: Enrollment;
  classroomKey: string;
  student: Student;
}

export async function seedEnrollments(db: Db, people: DemoPeople, catalog: DemoCatalog): Promise<DemoEnrollment[]> {
  const students = demoStudents(people);
  const rows = await insertAll(
    db,
    enrollments,
    ROSTER.map(([key, name, status]) =>
      enrollmentValues({ classroomId: catalog.classroom(key).id, studentId: students[name]!.id, status }),
    ),
  );
  return rows.map((enrollment, index) => ({ enrollment, classroomKey: ROSTER[index]![0], student: students[ROSTER[index]![1]]! }));
}
