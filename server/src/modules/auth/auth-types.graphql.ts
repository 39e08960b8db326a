import { TEST_MODES } from '../../config.js';
import { builder } from '../../graphql/builder.js';
import type { EmployeeRecord, FamilyMemberRecord, StudentRecord } from '../profile/people.records.js';
import { EmployeeRef, FamilyMemberRef, StudentRef } from '../profile/people.graphql.js';
import type { MeRecord } from './me.service.js';
import type { UsernameCheck } from './student-login.service.js';
import type { TrialOpportunity } from './trial-opportunities.service.js';

/** GraphQL types of sign-in answers (docs/api-contract.md). Tokens appear only in these answers, to the person who just signed in. */
export const UserTypeEnum = builder.enumType('UserType', { values: ['STUDENT', 'FAMILY_MEMBER', 'EMPLOYEE'] as const });
export const GuestUserTypeEnum = builder.enumType('GuestUserType', { values: ['STUDENT', 'FAMILY_MEMBER'] as const });
export const EmployeeLoginModeEnum = builder.enumType('EmployeeLoginMode', {
  description: 'The page an employee signs in on: /instructor, /admin, or the shared modal (either role)',
  values: ['INSTRUCTOR', 'ADMIN', 'ANY'] as const,
});
export const FamilyRedirectEnum = builder.enumType('FamilyRedirect', { values: ['POSTS', 'DASHBOARD'] as const });

const TestModeEnum = builder.enumType('TestMode', {
  description: 'A built-in stand-in for a real service: PAYMENTS (test cards, no money moves), SMS or MAIL (kept, never sent)',
  values: TEST_MODES,
});

export const MeRef = builder.objectRef<MeRecord>('Me').implement({
  description: 'The signed-in user',
  fields: (t) => ({
    userType: t.expose('userType', { type: UserTypeEnum }),
    id: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    familyAccountId: t.exposeInt('familyAccountId', { nullable: true }),
    isTeacher: t.exposeBoolean('isTeacher'),
    isAdmin: t.exposeBoolean('isAdmin'),
    isGuest: t.exposeBoolean('isGuest'),
    gradeUpdated: t.exposeBoolean('gradeUpdated', { nullable: true, description: 'Students only' }),
    mustChangePassword: t.exposeBoolean('mustChangePassword'),
    testModes: t.field({
      type: [TestModeEnum],
      description: "Staff only (others get []): the services in test mode, for the staff's banner",
      resolve: (me, _args, ctx) => (me.userType === 'EMPLOYEE' ? ctx.services.config.testModes : []),
    }),
  }),
});

export const StudentByUsernameRef = builder.objectRef<UsernameCheck>('StudentByUsername').implement({
  fields: (t) => ({
    exists: t.exposeBoolean('exists'),
    image: t.exposeString('image', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
  }),
});

const TrialRef = builder.objectRef<TrialOpportunity['trials'][number]>('Trial').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    toLessonId: t.exposeInt('toLessonId', { nullable: true }),
    classroomId: t.exposeInt('classroomId'),
  }),
});

const OpportunityRef = builder.objectRef<TrialOpportunity>('Opportunity').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    stage: t.exposeString('stage'),
    status: t.exposeString('status'),
    trials: t.field({ type: [TrialRef], resolve: (o) => o.trials }),
  }),
});

export interface StudentLoginResult {
  token: string;
  message: string;
  student: StudentRecord;
  opportunities: TrialOpportunity[];
}

export const StudentLoginResultRef = builder.objectRef<StudentLoginResult>('StudentLoginResult').implement({
  fields: (t) => ({
    success: t.boolean({ resolve: () => true }),
    message: t.exposeString('message'),
    token: t.exposeString('token'),
    userType: t.field({ type: UserTypeEnum, resolve: () => 'STUDENT' as const }),
    student: t.field({ type: StudentRef, resolve: (r) => r.student }),
    opportunities: t.field({
      type: [OpportunityRef],
      description: 'Open trial opportunities (stage TRIAL, status OPEN)',
      resolve: (r) => r.opportunities,
    }),
  }),
});

export interface EmployeeLoginResult {
  token: string;
  message: string;
  employee: EmployeeRecord;
}

export const EmployeeLoginResultRef = builder.objectRef<EmployeeLoginResult>('EmployeeLoginResult').implement({
  fields: (t) => ({
    success: t.boolean({ resolve: () => true }),
    message: t.exposeString('message'),
    token: t.exposeString('token'),
    employee: t.field({ type: EmployeeRef, resolve: (r) => r.employee }),
  }),
});

export interface FamilyLoginResult {
  hasAccount: boolean;
  verificationCodeSent: boolean;
  secondsToExpire: number;
  message: string;
}

export const FamilyLoginResultRef = builder.objectRef<FamilyLoginResult>('FamilyLoginResult').implement({
  fields: (t) => ({
    hasAccount: t.exposeBoolean('hasAccount'),
    verificationCodeSent: t.exposeBoolean('verificationCodeSent'),
    secondsToExpire: t.exposeInt('secondsToExpire'),
    message: t.exposeString('message'),
  }),
});

export interface FamilyVerifyResult {
  token: string;
  message: string;
  familyMember: FamilyMemberRecord;
  redirectTo: 'POSTS' | 'DASHBOARD';
}

export const FamilyVerifyResultRef = builder.objectRef<FamilyVerifyResult>('FamilyVerifyResult').implement({
  fields: (t) => ({
    success: t.boolean({ resolve: () => true }),
    message: t.exposeString('message'),
    token: t.exposeString('token'),
    familyMember: t.field({ type: FamilyMemberRef, resolve: (r) => r.familyMember }),
    familyAccountId: t.int({ resolve: (r) => r.familyMember.familyAccountId }),
    redirectTo: t.expose('redirectTo', { type: FamilyRedirectEnum }),
  }),
});

export const PasswordResultRef = builder.objectRef<{ message: string }>('PasswordResult').implement({
  fields: (t) => ({
    success: t.boolean({ resolve: () => true }),
    message: t.exposeString('message'),
  }),
});

export const StudentSessionRef = builder.objectRef<{ id: number }>('StudentSession').implement({
  description: 'A student work session; send its id as x-student-session on response and submission mutations',
  fields: (t) => ({ id: t.exposeInt('id') }),
});

export interface GuestLoginResult {
  token: string;
  userType: 'STUDENT' | 'FAMILY_MEMBER';
  firstName: string;
  familyAccountId: number | null;
}

export const GuestLoginResultRef = builder.objectRef<GuestLoginResult>('GuestLoginResult').implement({
  fields: (t) => ({
    success: t.boolean({ resolve: () => true }),
    token: t.exposeString('token'),
    userType: t.expose('userType', { type: UserTypeEnum }),
    firstName: t.exposeString('firstName'),
    familyAccountId: t.exposeInt('familyAccountId', { nullable: true }),
  }),
});

export const GuestLinkRef = builder.objectRef<{ url: string; expiresAt: Date }>('GuestLink').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});
