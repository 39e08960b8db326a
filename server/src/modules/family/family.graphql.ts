import { formatMessage } from '@solve/core';
import { builder } from '../../graphql/builder.js';
import { clientOf } from '../auth/client.js';
import { applySignIn } from '../auth/sign-in-cookies.js';
import { requireFamilyMember, requireNoFamily } from '../../authorization/policies.js';
import { registerFamily, sendJoinCode } from './registration.service.js';
import { addStudent, type AddedStudent, generatedPassword } from './students.service.js';

const JoinCodeRef = builder.objectRef<{ secondsToExpire: number; message: string }>('JoinCode').implement({
  fields: (t) => ({ secondsToExpire: t.exposeInt('secondsToExpire'), message: t.exposeString('message') }),
});

const RegistrationRef = builder
  .objectRef<{ familyAccountId: number; familyMemberId: number; message: string }>('FamilyRegistration')
  .implement({
    fields: (t) => ({
      success: t.boolean({ resolve: () => true }),
      message: t.exposeString('message'),
      familyAccountId: t.exposeInt('familyAccountId'),
      familyMemberId: t.exposeInt('familyMemberId'),
    }),
  });

const AddedStudentRef = builder.objectRef<AddedStudent & { message: string }>('AddedStudent').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    username: t.exposeString('username'),
    firstName: t.exposeString('firstName'),
    message: t.exposeString('message'),
  }),
});

const RelationEnum = builder.enumType('FamilyRelation', { values: ['FATHER', 'MOTHER', 'GUARDIAN', 'OTHER'] as const });
const GenderInputEnum = builder.enumType('StudentGender', { values: ['MALE', 'FEMALE'] as const });

const RegisterFamilyInput = builder.inputType('RegisterFamilyInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    relation: t.field({ type: RelationEnum, required: false }),
    phoneNumber: t.string({ required: true }),
    verificationCode: t.string({ required: true }),
    registrationKey: t.string({ required: true, description: 'Random, once per form: a repeated submit creates nothing twice' }),
    referralCode: t.string({ required: false, description: 'The code of a referral link (/join?ref=…)' }),
  }),
});

const AddStudentInput = builder.inputType('AddStudentInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    birthdate: t.string({ required: true, description: 'YYYY-MM-DD, year 1900 to next year' }),
    grade: t.int({ required: false, description: '0 (K) to 12' }),
    gender: t.field({ type: GenderInputEnum, required: false }),
    school: t.string({ required: true }),
    password: t.string({ required: true, description: "The student's first password; changed at the first sign-in" }),
  }),
});

builder.queryFields((t) => ({
  generatedStudentPassword: t.string({
    description: 'A fresh password the parent may give a new student (shown once; only its hash is ever stored)',
    resolve: (_root, _args, ctx) => {
      requireFamilyMember(ctx.viewer);
      return generatedPassword();
    },
  }),
}));

builder.mutationFields((t) => ({
  sendJoinCode: t.field({
    type: JoinCodeRef,
    description: 'Registration, step one: sends a code to a phone no family uses yet',
    args: { phoneNumber: t.arg.string({ required: true }) },
    resolve: (_root, { phoneNumber }, ctx) => {
      requireNoFamily(ctx.viewer);
      return sendJoinCode(ctx.services, phoneNumber, clientOf(ctx));
    },
  }),
  registerFamily: t.field({
    type: RegistrationRef,
    description: 'Registration, step two: creates the family, its parent and address in one transaction and signs the parent in',
    args: { input: t.arg({ type: RegisterFamilyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      requireNoFamily(ctx.viewer);
      const registration = await registerFamily(ctx.services, { ...input, relation: input.relation ?? '' }, clientOf(ctx));
      await applySignIn(ctx, registration.session.token, registration.cookieMaxAge, {
        firstName: registration.firstName,
        familyAccountId: registration.familyAccountId,
      });
      return { ...registration, message: formatMessage('FAMILY_REGISTERED') };
    },
  }),
  addStudent: t.field({
    type: AddedStudentRef,
    description: "Adds a student to the parent's family with a generated username",
    args: { input: t.arg({ type: AddStudentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = requireFamilyMember(ctx.viewer);
      const added = await addStudent(ctx.services, viewer, { ...input, grade: input.grade ?? null, gender: input.gender ?? '' });
      return { ...added, message: formatMessage('STUDENT_ADDED', { firstName: added.firstName, username: added.username }) };
    },
  }),
}));
