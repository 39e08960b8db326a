import { builder } from '../../graphql/builder.js';
import { requireAdminViewer, requireFamilyMember, requireFamilyReader } from '../../authorization/policies.js';
import { chargeInvoice } from '../payment/charge.service.js';
import { ChargeInputRef, ChargeResultRef } from '../payment/payment.graphql.js';
import {
  type FamilyPlan,
  familyPlans,
  type InstalmentRow,
  planOffer,
  planSettings,
  type PlanSettings,
  updatePlanSettings,
} from './plans.service.js';

const PlanStatusEnum = builder.enumType('PaymentPlanStatus', { values: ['ACTIVE', 'PAID', 'DEFAULTED', 'CANCELLED'] as const });
const InstalmentStatusEnum = builder.enumType('InstalmentStatus', {
  description: 'SCHEDULED: not yet charged; FAILED: refused, tried again on nextAttemptOn; DEFAULTED: every retry failed',
  values: ['SCHEDULED', 'PAID', 'FAILED', 'DEFAULTED'] as const,
});
const DefaultActionEnum = builder.enumType('PlanDefaultAction', {
  description: 'What happens to the enrolments of a plan whose last retry failed',
  values: ['KEEP', 'WITHDRAW'] as const,
});

const InstalmentRef = builder.objectRef<InstalmentRow>('PlanInstalment').implement({
  description: 'One charge of a payment plan; number 0 is the deposit paid at checkout',
  fields: (t) => ({
    id: t.exposeInt('id'),
    number: t.exposeInt('number'),
    dueDate: t.expose('dueDate', { type: 'Date' }),
    cents: t.exposeInt('cents'),
    status: t.field({ type: InstalmentStatusEnum, resolve: (i) => i.status }),
    failures: t.exposeInt('failures', { description: 'Refused charges so far' }),
    nextAttemptOn: t.expose('nextAttemptOn', { type: 'Date', nullable: true, description: 'When the saved card is charged next' }),
    lastError: t.exposeString('lastError', { description: "The card service's last refusal" }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
  }),
});

const PlanRef = builder.objectRef<FamilyPlan>('PaymentPlan').implement({
  fields: (t) => ({
    id: t.int({ resolve: (p) => p.plan.id }),
    invoiceId: t.int({ resolve: (p) => p.plan.invoiceId }),
    invoiceNumber: t.exposeString('invoiceNumber'),
    status: t.field({ type: PlanStatusEnum, resolve: (p) => p.plan.status }),
    totalCents: t.int({ description: 'What the plan covers (after credits)', resolve: (p) => p.plan.totalCents }),
    depositPercent: t.int({ resolve: (p) => p.plan.depositPercent }),
    instalmentCount: t.int({ description: 'Monthly charges after the deposit', resolve: (p) => p.plan.instalments }),
    instalments: t.field({ type: [InstalmentRef], resolve: (p) => p.instalments }),
  }),
});

type Offer = NonNullable<Awaited<ReturnType<typeof planOffer>>>;
const PlannedChargeRef = builder.objectRef<Offer['schedule'][number]>('PlannedCharge').implement({
  fields: (t) => ({ number: t.exposeInt('number'), dueDate: t.expose('dueDate', { type: 'Date' }), cents: t.exposeInt('cents') }),
});
const OfferRef = builder.objectRef<Offer>('PaymentPlanOffer').implement({
  description: "The academy's instalment plan for an order: the deposit today, then monthly charges",
  fields: (t) => ({
    thresholdCents: t.exposeInt('thresholdCents'),
    depositPercent: t.exposeInt('depositPercent'),
    instalments: t.exposeInt('instalments'),
    creditCents: t.exposeInt('creditCents', { description: 'Paid from open credits first; the plan covers the rest' }),
    schedule: t.field({ type: [PlannedChargeRef], resolve: (o) => o.schedule }),
  }),
});

const PlanSettingsRef = builder.objectRef<PlanSettings>('PaymentPlanSettings').implement({
  fields: (t) => ({
    thresholdCents: t.exposeInt('thresholdCents', { nullable: true, description: 'An order above this may use a plan; null: no plans' }),
    depositPercent: t.exposeInt('depositPercent'),
    instalments: t.exposeInt('instalments'),
    defaultAction: t.field({ type: DefaultActionEnum, resolve: (s) => s.defaultAction }),
  }),
});
const PlanSettingsInput = builder.inputType('PaymentPlanSettingsInput', {
  fields: (t) => ({
    thresholdCents: t.int({ description: 'Null: no plans' }),
    depositPercent: t.int({ required: true }),
    instalments: t.int({ required: true }),
    defaultAction: t.field({ type: DefaultActionEnum, required: true }),
  }),
});

builder.queryFields((t) => ({
  familyPaymentPlans: t.field({
    type: [PlanRef],
    description: "The family's payment plans with their instalments (FINANCE tab)",
    resolve: (_root, _args, ctx) => familyPlans(ctx.services.db, requireFamilyReader(ctx.viewer)),
  }),
  paymentPlanOffer: t.field({
    type: OfferRef,
    nullable: true,
    description: "The instalment plan the family's cart may be paid by; null when none is offered",
    args: { invoiceId: t.arg.int({ required: true }) },
    resolve: (_root, { invoiceId }, ctx) => planOffer(ctx.services, requireFamilyMember(ctx.viewer), invoiceId),
  }),
  paymentPlanSettings: t.field({
    type: PlanSettingsRef,
    description: "The academy's instalment plan terms: admins",
    resolve: (_root, _args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return planSettings(ctx.services.db);
    },
  }),
}));

builder.mutationFields((t) => ({
  updatePaymentPlanSettings: t.field({
    type: PlanSettingsRef,
    description: 'Admins',
    args: { input: t.arg({ type: PlanSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      updatePlanSettings(ctx.services.db, requireAdminViewer(ctx.viewer), { ...input, thresholdCents: input.thresholdCents ?? null }),
  }),
  payInstalment: t.field({
    type: ChargeResultRef,
    description: "Pays one owed instalment of the family's plan now, once per idempotency key, through the same payment path as the cart",
    args: { instalmentId: t.arg.int({ required: true }), input: t.arg({ type: ChargeInputRef, required: true }) },
    resolve: (_root, { instalmentId, input }, ctx) =>
      chargeInvoice(ctx.services, requireFamilyMember(ctx.viewer), {
        invoiceId: input.invoiceId,
        idempotencyKey: input.idempotencyKey,
        opaqueData: input.opaqueData ?? null,
        paymentProfileId: input.paymentProfileId ?? null,
        billTo: input.billTo,
        saveCard: false,
        acceptedTerms: input.acceptedTerms,
        instalmentId,
      }),
  }),
}));
