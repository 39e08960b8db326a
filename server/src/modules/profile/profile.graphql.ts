import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import { EmployeeRef, FamilyMemberRef, StudentRef } from './people.graphql.js';
import { employeeFor, familyMemberFor, studentFor, touchEmployeeProfile, updateStudentProfile } from './profile.service.js';

const StudentProfileInput = builder.inputType('StudentProfileInput', {
  description: 'The whole student profile form; blank strings mean "not given"',
  fields: (t) => ({
    school: t.string({ required: true }),
    grade: t.int({ required: true, description: '0 (K) to 12' }),
    birthdate: t.string({ description: 'YYYY-MM-DD within the last 60 years; null for none' }),
    street: t.string({ required: true }),
    city: t.string({ required: true }),
    state: t.string({ required: true, description: 'Two-letter code of one of the 50 US states, or blank' }),
    zip: t.string({ required: true }),
    country: t.string({ required: true }),
    newImageKey: t.string({ description: 'fileKey of a PROFILE_IMAGE upload (s3Sign) already PUT' }),
  }),
});

builder.queryFields((t) => ({
  student: t.field({
    type: StudentRef,
    nullable: true,
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => studentFor(ctx.services.db, requireSignedIn(ctx.viewer), id),
  }),
  employee: t.field({
    type: EmployeeRef,
    nullable: true,
    authScopes: { employee: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => employeeFor(ctx.services.db, requireSignedIn(ctx.viewer), id),
  }),
  familyMember: t.field({
    type: FamilyMemberRef,
    nullable: true,
    authScopes: { family: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => familyMemberFor(ctx.services.db, requireSignedIn(ctx.viewer), id),
  }),
}));

builder.mutationFields((t) => ({
  updateStudent: t.field({
    type: StudentRef,
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: StudentProfileInput, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      updateStudentProfile(ctx.services, requireSignedIn(ctx.viewer), id, { ...input, birthdate: input.birthdate ?? null }),
  }),
  updateEmployee: t.field({
    type: EmployeeRef,
    description: 'Saves nothing in this area (the instructor profile edit only refetches); passwords change with changePassword',
    authScopes: { employee: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => touchEmployeeProfile(ctx.services.db, requireSignedIn(ctx.viewer), id),
  }),
}));
