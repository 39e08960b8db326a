import { formatMessage, REFERRAL } from '@solve/core';
import { referralStatusValues } from '../../graphql/stored-enums.js';
import { builder } from '../../graphql/builder.js';
import { RelationEnum } from '../profile/people.graphql.js';
import { confirmOnboardingDetails, finishOnboarding, type OnboardingState, readOnboarding } from './onboarding.service.js';
import { requireFamilyReader, requireOwnReferrals, requireFamilyMember } from '../../authorization/policies.js';
import { createReferral, familyReferrals, REFERRAL_PAGE_MAX, type ReferralPage, type ReferralRow } from './referral.service.js';

const ReferralStatusEnum = builder.enumType('ReferralStatus', { values: referralStatusValues });

const ReferralRef = builder.objectRef<ReferralRow>('Referral').implement({
  description: 'A family referred by another: INITIATED when made, SIGNEDUP when it registers, ENROLLED at its first paid class',
  fields: (t) => ({
    id: t.exposeInt('id'),
    refereeFirstName: t.exposeString('refereeFirstName'),
    refereeLastName: t.exposeString('refereeLastName'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    status: t.field({ type: ReferralStatusEnum, resolve: (r) => r.status }),
    referrerId: t.exposeInt('referrerId', { description: 'The referring family account' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ReferralPageRef = builder.objectRef<ReferralPage>('ReferralPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    referrals: t.field({ type: [ReferralRef], resolve: (p) => p.rows }),
    signups: t.exposeInt('signups', { description: 'Referees who registered' }),
    enrollments: t.exposeInt('enrollments', { description: 'Referees whose family paid for a class' }),
    creditsCents: t.exposeInt('creditsCents', { description: '$100 per ENROLLED referral' }),
  }),
});

const CreateReferralResultRef = builder.objectRef<{ referral: ReferralRow; message: string }>('CreateReferralResult').implement({
  fields: (t) => ({
    success: t.boolean({ resolve: () => true }),
    message: t.exposeString('message'),
    referral: t.field({ type: ReferralRef, resolve: (r) => r.referral }),
  }),
});

const OnboardingParentRef = builder.objectRef<OnboardingState['parent']>('OnboardingParent').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    phoneNumber: t.exposeString('phoneNumber'),
    relation: t.expose('relation', { type: RelationEnum }),
  }),
});

const OnboardingStudentRef = builder.objectRef<NonNullable<OnboardingState['student']>>('OnboardingStudent').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    grade: t.exposeInt('grade'),
  }),
});

const OnboardingRef = builder.objectRef<OnboardingState>('Onboarding').implement({
  description: "A referred family's first steps (§2): 1 confirm the parent, 2 add a student, 3 choose classes",
  fields: (t) => ({
    step: t.exposeInt('step'),
    parent: t.field({ type: OnboardingParentRef, resolve: (o) => o.parent }),
    student: t.field({ type: OnboardingStudentRef, nullable: true, resolve: (o) => o.student }),
  }),
});

const OnboardingRelationEnum = builder.enumType('OnboardingRelation', { values: ['FATHER', 'MOTHER', 'OTHER'] as const });

const OnboardingParentInput = builder.inputType('OnboardingParentInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    phoneNumber: t.string({ required: true }),
    relation: t.field({ type: OnboardingRelationEnum, required: false }),
  }),
});

builder.queryFields((t) => ({
  referrals: t.field({
    type: ReferralPageRef,
    description: "A family's referrals, newest first, with Signups, Enrollments and Credits; its own parents only",
    args: { referrerId: t.arg.int({ required: true }), limit: t.arg.int(), offset: t.arg.int() },
    resolve: (_root, args, ctx) => {
      requireOwnReferrals(ctx.viewer, args.referrerId);
      const limit = Math.min(Math.max(args.limit ?? REFERRAL.pageSize, 1), REFERRAL_PAGE_MAX);
      return familyReferrals(ctx.services.db, args.referrerId, limit, Math.max(args.offset ?? 0, 0));
    },
  }),
  onboarding: t.field({
    type: OnboardingRef,
    nullable: true,
    description: "The viewer family's onboarding step; null when HOME shows instead of the wizard",
    resolve: (_root, _args, ctx) => readOnboarding(ctx.services.db, requireFamilyReader(ctx.viewer)),
  }),
}));

builder.mutationFields((t) => ({
  createReferral: t.field({
    type: CreateReferralResultRef,
    description:
      "Refers a family: records an INITIATED referral of the viewer's family (the referrer and status are the server's) and mails the referee a join link",
    args: {
      email: t.arg.string({ required: true }),
      refereeFirstName: t.arg.string({ required: true }),
      refereeLastName: t.arg.string({ required: true }),
      phone: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const referral = await createReferral(ctx.services, requireFamilyMember(ctx.viewer), args);
      return { referral, message: formatMessage('REFERRAL_THANKS') };
    },
  }),
  confirmOnboardingDetails: t.field({
    type: OnboardingRef,
    nullable: true,
    description: "Onboarding step 1: saves the parent's details; answers the next step",
    args: { input: t.arg({ type: OnboardingParentInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      confirmOnboardingDetails(ctx.services, requireFamilyMember(ctx.viewer), { ...input, relation: input.relation ?? '' }),
  }),
  finishOnboarding: t.field({
    type: OnboardingRef,
    nullable: true,
    description: 'Onboarding step 3 done (classes in the cart, or left for later); answers null: HOME from now on',
    resolve: (_root, _args, ctx) => finishOnboarding(ctx.services, requireFamilyMember(ctx.viewer)),
  }),
}));
