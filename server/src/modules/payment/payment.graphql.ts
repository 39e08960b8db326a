import { CARD_BRANDS } from '@solve/core';
import { builder } from '../../graphql/builder.js';
import { CartLineRef, InvoiceStatusEnum } from '../cart/cart.graphql.js';
import type { ChargeAnswer } from './charge-types.js';
import { chargeInvoice } from './charge.service.js';
import { classSummaries } from './invoice-classes.service.js';
import { creditFields } from './credit.types.js';
import { FINANCE_PAGE_MAX, familyCredits, familyInvoice, familyInvoices, type InvoiceSummary, savedCards } from './finance.service.js';
import { requireFamilyReader, requireFamilyMember } from '../../authorization/policies.js';

const CardBrandEnum = builder.enumType('CardBrand', { values: CARD_BRANDS });

const BillToInput = builder.inputType('BillToInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    address: t.string({ required: true }),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    zip: t.string({ required: true }),
    country: t.string({ required: true }),
  }),
});

const OpaqueDataInput = builder.inputType('OpaqueDataInput', {
  description: "The card's one-time token from Accept.js or the sandbox's token endpoint",
  fields: (t) => ({ dataDescriptor: t.string({ required: true }), dataValue: t.string({ required: true }) }),
});

const ChargeInputRef = builder.inputType('ChargeCreditCardInput', {
  fields: (t) => ({
    invoiceId: t.int({ required: true }),
    idempotencyKey: t.string({ required: true, description: 'Made once per payment form; a retry sends the same key' }),
    opaqueData: t.field({ type: OpaqueDataInput, description: 'A new card' }),
    paymentProfileId: t.int({ description: 'A saved card instead (from paymentProfiles)' }),
    billTo: t.field({ type: BillToInput, required: true }),
    createProfile: t.boolean({ description: 'Save this card' }),
    acceptedTerms: t.boolean({ required: true, description: 'The legal agreement tick box' }),
    payInInstalments: t.boolean({
      description: "Pay by the academy's instalment plan (paymentPlanOffer): the deposit now, the rest charged to the saved card monthly",
    }),
  }),
});

const ChargeResultRef = builder.objectRef<ChargeAnswer>('ChargeResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    resultCode: t.exposeString('resultCode', { nullable: true, description: "The provider's code of a refusal" }),
    messages: t.stringList({ resolve: (r) => [r.message] }),
    errorMessage: t.string({
      nullable: true,
      description: "'Unsuccessful: ' and the provider's words",
      resolve: (r) => (r.success ? null : r.message),
    }),
    transactionId: t.exposeString('transactionId', { nullable: true }),
    authNum: t.exposeString('authCode', { nullable: true, description: 'Authorization number' }),
    invoiceId: t.exposeInt('invoiceId'),
    invoiceNum: t.exposeString('invoiceNumber'),
    summary: t.exposeString('summary'),
    amountCents: t.exposeInt('amountCents', { description: 'Charged to the card' }),
    creditCents: t.exposeInt('creditCents', { description: 'Paid from open credits' }),
    cardBrand: t.field({
      type: CardBrandEnum,
      nullable: true,
      resolve: (r) => (r.cardBrand as (typeof CARD_BRANDS)[number] | null) ?? null,
    }),
    last4: t.exposeString('last4', { nullable: true }),
  }),
});

const SavedCardRef = builder.objectRef<Awaited<ReturnType<typeof savedCards>>[number]>('PaymentProfile').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    cardBrand: t.field({ type: CardBrandEnum, resolve: (p) => p.cardBrand }),
    last4: t.exposeString('last4'),
    expiration: t.exposeString('expiration', { description: 'MM/YY' }),
    isDefault: t.exposeBoolean('isDefault'),
  }),
});

interface PaymentConfig {
  kind: 'sandbox' | 'acceptjs';
  tokenUrl: string | null;
  scriptUrl: string | null;
  apiLoginId: string | null;
  clientKey: string | null;
}
const PaymentConfigRef = builder.objectRef<PaymentConfig>('PaymentConfig').implement({
  description: 'How the browser turns a card into a token: never a secret',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'sandbox or acceptjs' }),
    tokenUrl: t.exposeString('tokenUrl', { nullable: true }),
    scriptUrl: t.exposeString('scriptUrl', { nullable: true }),
    apiLoginId: t.exposeString('apiLoginId', { nullable: true }),
    clientKey: t.exposeString('clientKey', { nullable: true }),
  }),
});

const PaymentRef = builder.objectRef<NonNullable<Awaited<ReturnType<typeof familyInvoice>>>['payments'][number]>('Payment').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    dateReceived: t.expose('dateReceived', { type: 'DateTime' }),
    method: t.exposeString('method', { description: 'CREDIT, a card brand, CASH or CHECK' }),
    identification: t.exposeString('identification'),
    amountCents: t.exposeInt('amountCents'),
    payee: t.exposeString('payee'),
    authCode: t.exposeString('authCode', { nullable: true }),
    note: t.exposeString('note'),
  }),
});

const InvoiceRef = builder.objectRef<InvoiceSummary & { items?: unknown; payments?: unknown }>('Invoice').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    invoiceNumber: t.exposeString('invoiceNumber'),
    status: t.field({ type: InvoiceStatusEnum, resolve: (i) => i.status }),
    priceCents: t.exposeInt('priceCents'),
    balanceCents: t.exposeInt('balanceCents'),
    summary: t.exposeString('summary'),
    classSummary: t.loadable({
      type: 'String',
      description:
        "What it is for, by name: its classes (titles without codes) and the students' first names ('Pre-Algebra, AMC 8 for Alice'); '' without classes",
      load: (invoiceIds: number[], ctx) => classSummaries(ctx.services.db, invoiceIds),
      resolve: (invoice) => invoice.id,
    }),
    notes: t.exposeString('notes'),
    issueDate: t.expose('issueDate', { type: 'DateTime' }),
    paidDate: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    itemCount: t.exposeInt('itemCount'),
    paid: t.exposeBoolean('paid', { description: 'PAID, or OPEN with nothing left to pay' }),
  }),
});

type InvoiceDetail = NonNullable<Awaited<ReturnType<typeof familyInvoice>>>;
export { ChargeInputRef, ChargeResultRef };

export const InvoiceDetailRef = builder.objectRef<InvoiceDetail>('InvoiceDetail').implement({
  fields: (t) => ({
    invoice: t.field({ type: InvoiceRef, resolve: (i) => i }),
    items: t.field({ type: [CartLineRef], resolve: (i) => i.items }),
    payments: t.field({ type: [PaymentRef], resolve: (i) => i.payments }),
  }),
});

const CreditRef = builder.objectRef<Awaited<ReturnType<typeof familyCredits>>['rows'][number]>('Credit').implement({
  fields: (t) => ({
    ...creditFields(t),
    expirationDate: t.expose('expirationDate', { type: 'Date', nullable: true }),
  }),
});

const InvoicePageRef = builder.objectRef<{ total: number; rows: InvoiceSummary[] }>('InvoicePage').implement({
  fields: (t) => ({ total: t.exposeInt('total'), invoices: t.field({ type: [InvoiceRef], resolve: (p) => p.rows }) }),
});
const CreditPageRef = builder.objectRef<Awaited<ReturnType<typeof familyCredits>>>('CreditPage').implement({
  fields: (t) => ({ total: t.exposeInt('total'), credits: t.field({ type: [CreditRef], resolve: (p) => p.rows }) }),
});

const page = (limit: number | null | undefined, offset: number | null | undefined) => ({
  limit: Math.min(Math.max(limit ?? 50, 1), FINANCE_PAGE_MAX),
  offset: Math.max(offset ?? 0, 0),
});

builder.queryFields((t) => ({
  paymentConfig: t.field({
    type: PaymentConfigRef,
    description: 'How the browser tokenises a card for the configured card service',
    resolve: (_root, _args, ctx): PaymentConfig => {
      const config = ctx.services.payments.browserConfig();
      return config.kind === 'sandbox'
        ? { kind: 'sandbox', tokenUrl: config.tokenUrl, scriptUrl: null, apiLoginId: null, clientKey: null }
        : { kind: 'acceptjs', tokenUrl: null, scriptUrl: config.scriptUrl, apiLoginId: config.apiLoginId, clientKey: config.clientKey };
    },
  }),
  paymentProfiles: t.field({
    type: [SavedCardRef],
    description: "The family's saved cards",
    resolve: (_root, _args, ctx) => savedCards(ctx.services.db, requireFamilyMember(ctx.viewer)),
  }),
  familyInvoices: t.field({
    type: InvoicePageRef,
    description: "The family's invoices, newest issue date first (FINANCE tab)",
    args: { limit: t.arg.int(), offset: t.arg.int() },
    resolve: (_root, args, ctx) => {
      const { limit, offset } = page(args.limit, args.offset);
      return familyInvoices(ctx.services.db, requireFamilyReader(ctx.viewer), limit, offset);
    },
  }),
  familyCredits: t.field({
    type: CreditPageRef,
    description: "The family's credits, newest issue date first (FINANCE tab)",
    args: { limit: t.arg.int(), offset: t.arg.int() },
    resolve: (_root, args, ctx) => {
      const { limit, offset } = page(args.limit, args.offset);
      return familyCredits(ctx.services.db, requireFamilyReader(ctx.viewer), limit, offset);
    },
  }),
  familyInvoice: t.field({
    type: InvoiceDetailRef,
    nullable: true,
    description: "One of the family's invoices with its lines and payments",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => familyInvoice(ctx.services.db, requireFamilyReader(ctx.viewer), id),
  }),
}));

builder.mutationFields((t) => ({
  chargeCreditCard: t.field({
    type: ChargeResultRef,
    description:
      'Pays an invoice once per idempotency key: open credits first, the rest by card (a token or a saved card); records the payment and enrols',
    args: { input: t.arg({ type: ChargeInputRef, required: true }) },
    resolve: (_root, { input }, ctx) =>
      chargeInvoice(ctx.services, requireFamilyMember(ctx.viewer), {
        invoiceId: input.invoiceId,
        idempotencyKey: input.idempotencyKey,
        opaqueData: input.opaqueData ?? null,
        paymentProfileId: input.paymentProfileId ?? null,
        billTo: input.billTo,
        saveCard: input.createProfile ?? false,
        acceptedTerms: input.acceptedTerms,
        plan: input.payInInstalments ?? false,
      }),
  }),
}));
