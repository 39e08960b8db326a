import {
  companyValues,
  enrollmentStatusOfStudentValues,
  familyAccountStatusValues,
  genderValues,
  relationValues,
} from '../../graphql/stored-enums.js';
import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { canReadEmployee } from '../../authorization/policies.js';
import { mayReadStudentPrivateDetails } from './private-details.js';
import {
  type EmployeeRecord,
  type FamilyAccountRecord,
  type FamilyMemberRecord,
  loadFamilyAccounts,
  loadFamilyMembers,
  loadLocations,
  loadStudentsOfFamilies,
  type LocationRecord,
  type StudentRecord,
} from './people.records.js';

/**
 * The people of the academy as GraphQL types. Other areas (sign-in answers, rosters) return these
 * refs; who may reach a person is decided by the field that returns them. Private details
 * (birth dates, addresses, personal contacts) are guarded here as well, so a roster that returns
 * a person to a classmate or a student cannot leak them: they resolve to null for other viewers,
 * and for staff who neither run the academy nor teach the student.
 */
export const GenderEnum = builder.enumType('Gender', { values: genderValues });
export const CompanyEnum = builder.enumType('Company', { values: companyValues });
export const RelationEnum = builder.enumType('Relation', { values: relationValues });
export const FamilyAccountStatusEnum = builder.enumType('FamilyAccountStatus', {
  values: familyAccountStatusValues,
});
export const StudentEnrollmentStatusEnum = builder.enumType('StudentEnrollmentStatus', {
  values: enrollmentStatusOfStudentValues,
});

export const LocationRef = builder.objectRef<LocationRecord>('Location').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    street: t.exposeString('street'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    zip: t.exposeString('zip'),
    country: t.exposeString('country'),
  }),
});

export const StudentRef = builder.objectRef<StudentRecord>('Student');
export const EmployeeRef = builder.objectRef<EmployeeRecord>('Employee');
export const FamilyMemberRef = builder.objectRef<FamilyMemberRecord>('FamilyMember');
export const FamilyAccountRef = builder.objectRef<FamilyAccountRecord>('FamilyAccount');

StudentRef.implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    username: t.exposeString('username'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    newImageUrl: t.exposeString('newImageUrl', { nullable: true }),
    birthdate: t.field({
      type: 'Date',
      nullable: true,
      resolve: async (student, _args, ctx) => ((await mayReadStudentPrivateDetails(ctx, student)) ? student.birthdate : null),
    }),
    school: t.exposeString('school'),
    grade: t.exposeInt('grade', { description: '0 is kindergarten (shown as K) up to 12' }),
    gradeUpdated: t.exposeBoolean('gradeUpdated'),
    gender: t.expose('gender', { type: GenderEnum, nullable: true }),
    familyAccountId: t.exposeInt('familyAccountId', { nullable: true }),
    enrollmentStatus: t.expose('enrollmentStatus', { type: StudentEnrollmentStatusEnum }),
    coins: t.exposeInt('coins'),
    location: t.loadable({
      type: LocationRef,
      nullable: true,
      load: (ids: number[], ctx) => loadLocations(ctx.services.db, ids),
      resolve: async (student, _args, ctx) => ((await mayReadStudentPrivateDetails(ctx, student)) ? student.locationId : null),
    }),
  }),
});

/** An employee's own details, shown to them and to admins only. */
const ownOrAdmin = (employee: EmployeeRecord, ctx: Context) => Boolean(ctx.viewer && canReadEmployee(ctx.viewer, employee.id));

EmployeeRef.implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    displayName: t.string({ resolve: (e) => e.displayName ?? `${e.firstName} ${e.lastName}` }),
    gender: t.expose('gender', { type: GenderEnum, nullable: true }),
    birthdate: t.field({
      type: 'Date',
      nullable: true,
      resolve: (employee, _args, ctx) => (ownOrAdmin(employee, ctx) ? employee.birthdate : null),
    }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    position: t.exposeString('position'),
    company: t.expose('company', { type: CompanyEnum }),
    workEmail: t.exposeString('workEmail'),
    personalEmail: t.string({
      nullable: true,
      resolve: (employee, _args, ctx) => (ownOrAdmin(employee, ctx) ? employee.personalEmail : null),
    }),
    mobileNumber: t.string({
      nullable: true,
      resolve: (employee, _args, ctx) => (ownOrAdmin(employee, ctx) ? employee.mobileNumber : null),
    }),
    isTeacher: t.exposeBoolean('isTeacher'),
    isAdminOfSOLVE: t.exposeBoolean('isAdminOfSolve'),
    isOfficeUser: t.exposeBoolean('isOfficeUser'),
  }),
});

FamilyMemberRef.implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    relation: t.expose('relation', { type: RelationEnum }),
    phoneNumber: t.exposeString('phoneNumber'),
    email: t.exposeString('email'),
    familyAccountId: t.exposeInt('familyAccountId'),
    lastLogin: t.expose('lastLogin', { type: 'DateTime', nullable: true }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    familyAccount: t.loadable({
      type: FamilyAccountRef,
      load: async (ids: number[], ctx) => {
        const rows = await loadFamilyAccounts(ctx.services.db, ids);
        return rows.map((row) => row ?? new Error('family account missing'));
      },
      resolve: (member) => member.familyAccountId,
    }),
  }),
});

FamilyAccountRef.implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    status: t.expose('status', { type: FamilyAccountStatusEnum }),
    location: t.loadable({
      type: LocationRef,
      nullable: true,
      load: (ids: number[], ctx) => loadLocations(ctx.services.db, ids),
      resolve: (account) => account.locationId,
    }),
    students: t.loadableGroup({
      type: StudentRef,
      load: async (ids: number[], ctx) => (await loadStudentsOfFamilies(ctx.services.db, ids)).flat(),
      group: (student) => student.familyAccountId ?? 0,
      resolve: (account) => account.id,
    }),
    primaryFamilyMember: t.loadable({
      type: FamilyMemberRef,
      nullable: true,
      load: (ids: number[], ctx) => loadFamilyMembers(ctx.services.db, ids),
      resolve: (account) => account.primaryFamilyMemberId,
    }),
  }),
});
