import { but, everyone, FAMILIES, type MatrixRow } from './expectations.js';

/** Registration is for people without a family sign-in; students are added by their own family's parents. */
const NOT_SIGNED_IN_AS_PARENT = but(everyone('allowed'), { parent: 'ALREADY_IN_FAMILY', otherParent: 'ALREADY_IN_FAMILY' });
const PARENTS_ONLY = but(FAMILIES, { parent: 'allowed', otherParent: 'allowed' });

const EMPTY_REGISTRATION = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  verificationCode: '',
  registrationKey: 'matrix-key-0123456789abcdef',
};
const EMPTY_STUDENT = { firstName: '', lastName: '', birthdate: '', school: '', password: '' };

export const FAMILY_ROWS: MatrixRow[] = [
  {
    operation: 'sendJoinCode',
    document: `mutation { sendJoinCode(phoneNumber: "") { secondsToExpire } }`,
    expect: NOT_SIGNED_IN_AS_PARENT,
  },
  {
    operation: 'registerFamily',
    document: `mutation ($input: RegisterFamilyInput!) { registerFamily(input: $input) { familyAccountId } }`,
    variables: () => ({ input: EMPTY_REGISTRATION }),
    expect: NOT_SIGNED_IN_AS_PARENT,
  },
  {
    operation: 'addStudent',
    document: `mutation ($input: AddStudentInput!) { addStudent(input: $input) { id } }`,
    variables: () => ({ input: EMPTY_STUDENT }),
    expect: PARENTS_ONLY,
  },
  { operation: 'generatedStudentPassword', document: `{ generatedStudentPassword }`, expect: FAMILIES },
];
