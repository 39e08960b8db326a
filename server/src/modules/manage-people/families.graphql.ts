import { builder } from '../../graphql/builder.js';
import { requireAdminViewer } from '../../authorization/policies.js';
import { creditFields } from '../payment/credit.types.js';
import { enrolByHand, withdrawByHand } from './enrol.service.js';
import {
  FAMILY_RECORDS_PAGE,
  familyCreditPage,
  type FamilyCredit,
  type FamilyEnrolment,
  type FamilyHit,
  type FamilyInvoice,
  familyInvoicePage,
  type FamilyPage,
  familyPage,
  familyRecordCounts,
  type FamilyStudent,
  searchFamilies,
} from './families.service.js';
import { resetStudentPassword } from './student-password.service.js';

const FamilyHitStudentRef = builder.objectRef<FamilyHit['students'][number]>('FamilyHitStudent').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name'), username: t.exposeString('username') }),
});

const FamilyHitRef = builder.objectRef<FamilyHit>('FamilyHit').implement({
  description: 'A family found by the back office search',
  fields: (t) => ({
    familyAccountId: t.exposeInt('familyAccountId'),
    parents: t.exposeStringList('parents'),
    students: t.field({ type: [FamilyHitStudentRef], resolve: (hit) => hit.students }),
  }),
});

const FamilyEnrolmentRef = builder.objectRef<FamilyEnrolment>('FamilyEnrolment').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    classroomId: t.exposeInt('classroomId'),
    code: t.exposeString('code'),
    title: t.exposeString('title'),
    status: t.exposeString('status', { nullable: true }),
    startDate: t.exposeString('startDate'),
    withdrawnAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.withdrawnAt }),
    paid: t.exposeBoolean('paid', { description: 'Bought through the cart: withdrawn with withdrawEnrollment (refund or credit)' }),
  }),
});

const FamilyStudentRef = builder.objectRef<FamilyStudent>('FamilyStudent').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    username: t.exposeString('username'),
    grade: t.exposeInt('grade'),
    email: t.exposeString('email', { nullable: true }),
    enrolments: t.field({ type: [FamilyEnrolmentRef], resolve: (s) => s.enrolments }),
  }),
});

type Parent = FamilyPage['parents'][number];

const FamilyParentRef = builder.objectRef<Parent>('FamilyParent').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    relation: t.exposeString('relation'),
    email: t.exposeString('email'),
    phoneNumber: t.exposeString('phoneNumber'),
    primary: t.exposeBoolean('primary'),
  }),
});

const FamilyInvoiceRef = builder.objectRef<FamilyInvoice>('FamilyInvoice').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    invoiceNumber: t.exposeString('invoiceNumber'),
    status: t.exposeString('status'),
    priceCents: t.exposeInt('priceCents'),
    balanceCents: t.exposeInt('balanceCents'),
    issueDate: t.field({ type: 'DateTime', resolve: (i) => i.issueDate }),
    summary: t.exposeString('summary'),
  }),
});

const FamilyCreditRef = builder.objectRef<FamilyCredit>('FamilyCredit').implement({
  fields: (t) => ({
    ...creditFields(t),
  }),
});

const FamilyRecordCountsRef = builder.objectRef<{ invoices: number; credits: number }>('FamilyRecordCounts').implement({
  fields: (t) => ({ invoices: t.exposeInt('invoices'), credits: t.exposeInt('credits') }),
});

/** Invoices and credits come newest first, a page at a time. */
const RECORD_PAGES = {
  description: `Newest first, a page at a time (${FAMILY_RECORDS_PAGE} by default, 50 at most)`,
  args: builder.args((t) => ({
    offset: t.int({ defaultValue: 0, required: true }),
    limit: t.int({ defaultValue: FAMILY_RECORDS_PAGE, required: true }),
  })),
};

const FamilyPageRef = builder.objectRef<FamilyPage>('FamilyPage').implement({
  description: 'A family as the back office shows it',
  fields: (t) => ({
    id: t.exposeInt('id'),
    status: t.exposeString('status'),
    balanceCents: t.exposeInt('balanceCents'),
    parents: t.field({ type: [FamilyParentRef], resolve: (f) => f.parents }),
    students: t.field({ type: [FamilyStudentRef], resolve: (f) => f.students }),
    invoices: t.field({
      type: [FamilyInvoiceRef],
      ...RECORD_PAGES,
      resolve: (f, args, ctx) => familyInvoicePage(ctx.services.db, f.id, args.offset, args.limit),
    }),
    credits: t.field({
      type: [FamilyCreditRef],
      ...RECORD_PAGES,
      resolve: (f, args, ctx) => familyCreditPage(ctx.services.db, f.id, args.offset, args.limit),
    }),
    recordCounts: t.field({ type: FamilyRecordCountsRef, resolve: (f, _args, ctx) => familyRecordCounts(ctx.services.db, f.id) }),
  }),
});

const TemporaryPasswordRef = builder.objectRef<{ username: string; temporaryPassword: string }>('TemporaryPassword').implement({
  fields: (t) => ({ username: t.exposeString('username'), temporaryPassword: t.exposeString('temporaryPassword') }),
});

const EnrolmentChangeRef = builder.objectRef<{ id: number; withdrawnAt: Date | null }>('EnrolmentChange').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    withdrawnAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.withdrawnAt }),
  }),
});

builder.queryFields((t) => ({
  searchFamilies: t.field({
    type: [FamilyHitRef],
    description: "Families by a parent's or student's name, username, phone or email, 25 at most: admins",
    authScopes: { employee: true },
    args: { query: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return searchFamilies(ctx.services.db, args.query);
    },
  }),
  manageFamily: t.field({
    type: FamilyPageRef,
    description: 'A family with its students, enrolments, invoices and credits: admins',
    authScopes: { employee: true },
    args: { familyAccountId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return familyPage(ctx.services.db, args.familyAccountId);
    },
  }),
}));

builder.mutationFields((t) => ({
  enrolStudentByHand: t.field({
    type: EnrolmentChangeRef,
    description: 'Enrols a student in the class of that code (its newest not closed), under the seat limit: admins',
    authScopes: { employee: true },
    args: { studentId: t.arg.int({ required: true }), classroomCode: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => enrolByHand(ctx.services, requireAdminViewer(ctx.viewer), args.studentId, args.classroomCode),
  }),
  withdrawStudentByHand: t.field({
    type: EnrolmentChangeRef,
    description: 'Withdraws an enrolment nothing was paid for through the cart: admins',
    authScopes: { employee: true },
    args: { enrollmentId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => withdrawByHand(ctx.services, requireAdminViewer(ctx.viewer), args.enrollmentId),
  }),
  resetStudentPassword: t.field({
    type: TemporaryPasswordRef,
    description: 'A new temporary password for a student, shown once; they choose their own at the next sign-in: admins',
    authScopes: { employee: true },
    args: { studentId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => resetStudentPassword(ctx.services, requireAdminViewer(ctx.viewer), args.studentId),
  }),
}));
