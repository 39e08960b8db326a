// Attendance, makeups and corrections: the student's own, or a parent's for their family's student.
import { but, everyone, ITS_STAFF, type MatrixRow } from './expectations.js';

const STAFF_UNSUPPORTED = {
  instructor: 'ATTENDANCE_INSTRUCTOR',
  teacher: 'ATTENDANCE_INSTRUCTOR',
  admin: 'ATTENDANCE_INSTRUCTOR',
  office: 'ATTENDANCE_INSTRUCTOR',
};
/** A parent of the student's family only: students and staff do not manage the family's calendar feeds. */
const ITS_PARENT = but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', parent: 'ok', otherParent: 'NOT_FOUND' });
/** The student for themself, a parent for their family's student; another family's parent does not find the student. */
const STUDENT_OR_ITS_PARENT = but(everyone('FORBIDDEN'), {
  signedOut: 'NOT_SIGNED_IN',
  student: 'ok',
  parent: 'ok',
  otherParent: 'NOT_FOUND',
});

export const ATTENDANCE_ROWS: MatrixRow[] = [
  {
    operation: 'familyWeek',
    document: `query ($student: Int) { familyWeek(studentId: $student) { weekStart } }`,
    variables: (s) => ({ student: s.studentId }),
    expect: STUDENT_OR_ITS_PARENT,
  },
  {
    operation: 'attendance',
    document: `query ($id: Int!) { attendance(classroomId: $id) { __typename } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'ok', otherStudent: 'NOT_ENROLLED', ...STAFF_UNSUPPORTED }),
  },
  {
    operation: 'availableMakeupLessons',
    document: `query ($lesson: Int!, $student: Int) { availableMakeupLessons(lessonId: $lesson, studentId: $student) { __typename } }`,
    variables: (s) => ({ lesson: s.lessonId, student: s.studentId }),
    expect: STUDENT_OR_ITS_PARENT,
  },
  {
    // No lesson chosen: the rule's own refusal, so the demo is left as it was.
    operation: 'scheduleMakeup',
    document: `mutation ($lesson: Int!, $student: Int) { scheduleMakeup(fromLessonId: $lesson, studentId: $student) { __typename } }`,
    variables: (s) => ({ lesson: s.lessonId, student: s.studentId }),
    expect: but(STUDENT_OR_ITS_PARENT, { student: 'SELECT_MAKEUP_LESSON', parent: 'SELECT_MAKEUP_LESSON' }),
  },
  {
    operation: 'undoMakeup',
    document: `mutation ($student: Int) { undoMakeup(makeupId: 0, studentId: $student) }`,
    variables: (s) => ({ student: s.studentId }),
    expect: but(STUDENT_OR_ITS_PARENT, { student: 'NOT_FOUND', parent: 'NOT_FOUND' }),
  },
  {
    // An attendee of no one: students are let through to the rule, everyone else is refused.
    operation: 'requestAttendanceCorrection',
    document: `mutation { requestAttendanceCorrection(attendeeId: 0, description: "I was there") }`,
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'NOT_FOUND', otherStudent: 'NOT_FOUND' }),
  },

  // The roll: the instructors of the lesson's class and admins.
  {
    operation: 'lessonRoll',
    document: `query ($lesson: Int!) { lessonRoll(lessonId: $lesson) { __typename } }`,
    variables: (s) => ({ lesson: s.lessonId }),
    expect: ITS_STAFF,
  },
  {
    // An empty roll: who may save is checked, and the demo's attendance is left as it was.
    operation: 'saveRoll',
    document: `mutation ($lesson: Int!) { saveRoll(lessonId: $lesson, entries: []) { __typename } }`,
    variables: (s) => ({ lesson: s.lessonId }),
    expect: ITS_STAFF,
  },
  {
    // An issue of no one: staff are let through to the look-up, everyone else is refused.
    operation: 'resolveAttendanceCorrection',
    document: `mutation { resolveAttendanceCorrection(issueId: 0, reply: "Corrected") { __typename } }`,
    expect: but(everyone('NOT_FOUND'), {
      signedOut: 'NOT_SIGNED_IN',
      student: 'FORBIDDEN',
      otherStudent: 'FORBIDDEN',
      parent: 'FORBIDDEN',
      otherParent: 'FORBIDDEN',
    }),
  },
  // Calendar feeds of a student's schedule: the student's parents.
  {
    operation: 'calendarFeed',
    document: `query ($student: Int!) { calendarFeed(studentId: $student) { active } }`,
    variables: (s) => ({ student: s.studentId }),
    expect: ITS_PARENT,
  },
  {
    operation: 'createCalendarFeed',
    document: `mutation ($student: Int!) { createCalendarFeed(studentId: $student) { createdAt } }`,
    variables: (s) => ({ student: s.studentId }),
    expect: ITS_PARENT,
  },
  {
    operation: 'revokeCalendarFeed',
    document: `mutation ($student: Int!) { revokeCalendarFeed(studentId: $student) }`,
    variables: (s) => ({ student: s.studentId }),
    expect: ITS_PARENT,
  },
];
