import { builder } from '../../graphql/builder.js';
import { InvoiceDetailRef } from '../payment/payment.graphql.js';
import { type CardRefund, cardRefundsOf } from './card-refunds.service.js';

const CardRefundRef = builder.objectRef<CardRefund>('CardRefund').implement({
  description: 'Money given back to the card a class was paid with; its receipt is /documents/refunds/<id>.pdf',
  fields: (t) => ({
    id: t.exposeInt('id'),
    refundedAt: t.expose('refundedAt', { type: 'DateTime' }),
    amountCents: t.exposeInt('amountCents'),
    cardIdentification: t.exposeString('cardIdentification'),
  }),
});

// The invoice is the family's own (the detail is only read for its family), so its refunds are too.
builder.objectField(InvoiceDetailRef, 'refunds', (t) =>
  t.field({ type: [CardRefundRef], resolve: (detail, _args, ctx) => cardRefundsOf(ctx.services.db, detail.id) }),
);
