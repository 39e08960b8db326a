import { builder } from '../../graphql/builder.js';
import { requireAdminViewer } from '../../authorization/policies.js';
import { quoteWithdrawal, type Withdrawal, type WithdrawalQuote, withdrawEnrollment } from './withdraw.service.js';

const WithdrawalModeEnum = builder.enumType('WithdrawalMode', { values: ['REFUND', 'CREDIT'] as const });

const WithdrawalRef = builder.objectRef<Withdrawal>('Withdrawal').implement({
  fields: (t) => ({
    enrollmentId: t.exposeInt('enrollmentId'),
    amountCents: t.exposeInt('amountCents', { description: 'Given back in all, per the refund policy' }),
    mode: t.field({ type: WithdrawalModeEnum, description: 'What was asked', resolve: (w) => w.mode }),
    refundCents: t.exposeInt('refundCents', { description: 'Refunded to the card' }),
    creditCents: t.exposeInt('creditCents', { description: 'Returned as an open credit' }),
    creditNumber: t.exposeString('creditNumber', { nullable: true }),
    refundTransactionId: t.exposeString('refundTransactionId', { nullable: true }),
    message: t.exposeString('message', { description: 'What happened, in words' }),
  }),
});

const WithdrawalQuoteRef = builder.objectRef<WithdrawalQuote>('WithdrawalQuote').implement({
  fields: (t) => ({
    enrollmentId: t.exposeInt('enrollmentId'),
    paidCents: t.exposeInt('paidCents', { description: 'The tuition paid for the class' }),
    amountCents: t.exposeInt('amountCents', { description: 'What the refund policy gives back today' }),
    feeCents: t.exposeInt('feeCents', { description: 'The processing fee kept' }),
    inRefundWindow: t.exposeBoolean('inRefundWindow', { description: 'False: less than a week before the first class' }),
    refundCents: t.exposeInt('refundCents', { description: 'Would go back to the card' }),
    creditCents: t.exposeInt('creditCents', { description: 'Would become an open credit' }),
    card: t.exposeString('card', { nullable: true, description: "The card a refund goes to ('Visa ending 1111')" }),
  }),
});

builder.queryFields((t) => ({
  withdrawalQuote: t.field({
    type: WithdrawalQuoteRef,
    description: 'Admins: what withdrawing from a paid class would give back today, to the card or as a credit',
    args: { enrollmentId: t.arg.int({ required: true }), mode: t.arg({ type: WithdrawalModeEnum, required: true }) },
    resolve: (_root, { enrollmentId, mode }, ctx) => {
      requireAdminViewer(ctx.viewer);
      return quoteWithdrawal(ctx.services, enrollmentId, mode);
    },
  }),
}));

builder.mutationFields((t) => ({
  withdrawEnrollment: t.field({
    type: WithdrawalRef,
    description: 'Admins: withdraws a student from a paid class, releasing the seat, with a refund to the card or a credit',
    args: { enrollmentId: t.arg.int({ required: true }), mode: t.arg({ type: WithdrawalModeEnum, required: true }), note: t.arg.string() },
    resolve: (_root, { enrollmentId, mode, note }, ctx) => {
      requireAdminViewer(ctx.viewer);
      return withdrawEnrollment(ctx.services, enrollmentId, mode, note ?? '', ctx.viewer);
    },
  }),
}));
