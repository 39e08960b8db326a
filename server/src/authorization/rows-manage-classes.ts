// The back office's terms, classes, lessons and assignments. Writes are called with arguments their
// own rules refuse (no such record, times out of order, a class with students' work), so the demo
// academy is never changed by the matrix.
import { ADMINS, ITS_STAFF, but, everyone, type MatrixRow } from './expectations.js';

const ADMIN_WRITE = but(ADMINS, { admin: 'allowed' });
const STAFF_WRITE = but(ITS_STAFF, { teacher: 'allowed', admin: 'allowed' });
const CLASS_INPUT = `{ courseId: 0, code: "X1", title: "X", year: 2027, quarter: WINTER, session: "", teachingStyle: CLASSROOM,
  weekdays: [], startTime: "16:00", endTime: "17:00", startDate: "2027-01-04", endDate: "2027-03-15", tuitionCents: 0,
  leadInstructorId: 0, instructorIds: [], onCatalog: false }`;
const ASSIGNMENT_LATE_START = `{ status: ASSIGNED, graded: true, start: { date: "2027-01-10", time: "10:00" }, due: { date: "2027-01-03", time: "10:00" } }`;

export const MANAGE_CLASSES_ROWS: MatrixRow[] = [
  {
    operation: 'manageClassrooms',
    document: `{ manageClassrooms { id } }`,
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', instructor: 'ok', teacher: 'ok', admin: 'ok', office: 'ok' }),
  },
  {
    operation: 'manageClassroom',
    document: `query ($id: Int!) { manageClassroom(id: $id) { id lessons { id assignments { id } } } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: ITS_STAFF,
  },
  { operation: 'classroomFormOptions', document: `{ classroomFormOptions { courses { id } } }`, expect: ADMINS },
  {
    operation: 'manageProblemSets',
    document: `query ($id: Int!) { manageProblemSets(classroomId: $id, search: "a") { id } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: ITS_STAFF,
  },
  { operation: 'academySettings', document: `{ academySettings { name terms { id } holidays { id } } }`, expect: ADMINS },
  // No meeting days: refused by the form's own rules.
  { operation: 'createClassroom', document: `mutation { createClassroom(input: ${CLASS_INPUT}) { id } }`, expect: ADMIN_WRITE },
  { operation: 'updateClassroom', document: `mutation { updateClassroom(id: 0, input: ${CLASS_INPUT}) { id } }`, expect: ADMIN_WRITE },
  { operation: 'changeClassroomStatus', document: `mutation { changeClassroomStatus(id: 0, status: CLOSED) { id } }`, expect: ADMIN_WRITE },
  { operation: 'deleteClassroom', document: `mutation { deleteClassroom(id: 0) }`, expect: ADMIN_WRITE },
  {
    operation: 'copyClassroom',
    document: `mutation { copyClassroom(id: 0, input: { year: 2027, quarter: WINTER, code: "X1", startDate: "2027-01-04", endDate: "2027-03-15" }) { id } }`,
    expect: ADMIN_WRITE,
  },
  {
    // The class has students' work: its lessons are never generated again.
    operation: 'generateLessons',
    document: `mutation ($id: Int!) { generateLessons(classroomId: $id) { id } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: STAFF_WRITE,
  },
  {
    operation: 'updateLesson',
    document: `mutation ($id: Int!) { updateLesson(id: $id, input: { date: "2027-01-04", startTime: "17:00", endTime: "16:00" }) { id } }`,
    variables: (s) => ({ id: s.lessonId }),
    expect: STAFF_WRITE,
  },
  {
    operation: 'addAssignment',
    document: `mutation ($id: Int!) { addAssignment(lessonId: $id, problemSetId: 0, input: { status: ASSIGNED, graded: true }) { id } }`,
    variables: (s) => ({ id: s.lessonId }),
    expect: STAFF_WRITE,
  },
  {
    operation: 'updateAssignment',
    document: `mutation ($id: Int!) { updateAssignment(id: $id, input: ${ASSIGNMENT_LATE_START}) { id } }`,
    variables: (s) => ({ id: s.assignmentId }),
    expect: STAFF_WRITE,
  },
  {
    // Alice has submitted it: it can only be set to not assigned.
    operation: 'removeAssignment',
    document: `mutation ($id: Int!) { removeAssignment(id: $id) { id } }`,
    variables: (s) => ({ id: s.assignmentId }),
    expect: STAFF_WRITE,
  },
  {
    // No such class: its teachers are unknown, so only admins get as far as its own refusal.
    operation: 'setClassAssignmentsStatus',
    document: `mutation { setClassAssignmentsStatus(classroomId: 0, status: ASSIGNED) { id } }`,
    expect: but(ITS_STAFF, { teacher: 'NOT_TEACHING', admin: 'allowed' }),
  },
  {
    operation: 'updateAcademySettings',
    document: `mutation { updateAcademySettings(input: { name: "A", phoneNumber: "1", supportEmail: "a@b.co", supportHours: "", timeZone: "Nowhere/Land",
      currentYear: 2026, currentQuarter: FALL, nextYear: 2027, nextQuarter: WINTER, catalogYear: 2026, catalogQuarter: FALL,
      earlyBirdDeadlines: [], promoBanner: "", promotionsText: "", refundText: "", leaderboardInitialsDefault: false }) { name } }`,
    expect: ADMIN_WRITE,
  },
  {
    operation: 'saveAcademyTerm',
    document: `mutation { saveAcademyTerm(input: { year: 2027, quarter: WINTER, session: "Winter", startDate: "2027-03-01", endDate: "2027-01-01" }) { name } }`,
    expect: ADMIN_WRITE,
  },
  { operation: 'deleteAcademyTerm', document: `mutation { deleteAcademyTerm(id: 0) { name } }`, expect: ADMIN_WRITE },
  {
    operation: 'addAcademyHoliday',
    document: `mutation { addAcademyHoliday(date: "2027-01-18", name: " ") { name } }`,
    expect: ADMIN_WRITE,
  },
  { operation: 'deleteAcademyHoliday', document: `mutation { deleteAcademyHoliday(id: 0) { name } }`, expect: ADMIN_WRITE },
];
