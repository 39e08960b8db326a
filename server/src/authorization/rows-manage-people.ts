import { ADMINS, but, type MatrixRow } from './expectations.js';

// Nonexistent ids: the policy answers before the rules, so an admin gets the rule's own error (`allowed`).
export const MANAGE_PEOPLE_ROWS: MatrixRow[] = [
  { operation: 'staffMembers', document: `{ staffMembers { id } }`, expect: ADMINS },
  {
    operation: 'inviteStaff',
    document: `mutation { inviteStaff(firstName: "", lastName: "", email: "", isTeacher: true, isAdmin: false, isOffice: false) { id } }`,
    expect: but(ADMINS, { admin: 'allowed' }),
  },
  {
    operation: 'setStaffRoles',
    document: `mutation { setStaffRoles(employeeId: 0, isTeacher: true, isAdmin: false, isOffice: false) { id } }`,
    expect: but(ADMINS, { admin: 'allowed' }),
  },
  {
    operation: 'setStaffActive',
    document: `mutation { setStaffActive(employeeId: 0, active: false) { id } }`,
    expect: but(ADMINS, { admin: 'allowed' }),
  },
  {
    operation: 'searchFamilies',
    document: `query ($q: String!) { searchFamilies(query: $q) { familyAccountId } }`,
    variables: (s) => ({ q: s.studentUsername }),
    expect: ADMINS,
  },
  {
    operation: 'manageFamily',
    document: `query ($id: Int!) { manageFamily(familyAccountId: $id) { id } }`,
    variables: (s) => ({ id: s.familyAccountId }),
    expect: ADMINS,
  },
  {
    operation: 'enrolStudentByHand',
    document: `mutation { enrolStudentByHand(studentId: 0, classroomCode: "NO-SUCH-CLASS") { id } }`,
    expect: but(ADMINS, { admin: 'allowed' }),
  },
  {
    operation: 'withdrawStudentByHand',
    document: `mutation { withdrawStudentByHand(enrollmentId: 0) { id } }`,
    expect: but(ADMINS, { admin: 'allowed' }),
  },
  {
    operation: 'resetStudentPassword',
    document: `mutation { resetStudentPassword(studentId: 0) { username } }`,
    expect: but(ADMINS, { admin: 'allowed' }),
  },
];
