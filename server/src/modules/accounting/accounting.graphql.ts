import { builder } from '../../graphql/builder.js';
import { requireAdminViewer } from '../../authorization/policies.js';
import { checkFilters } from './accounting-filters.js';
import {
  type AccountingTransaction,
  listTransactions,
  MAX_PAGE_SIZE,
  TRANSACTION_TYPES,
  type TransactionTotals,
  transactionTotals,
} from './accounting.service.js';

const TransactionTypeEnum = builder.enumType('AccountingTransactionType', { values: TRANSACTION_TYPES });

const TransactionRef = builder.objectRef<AccountingTransaction>('AccountingTransaction').implement({
  description: 'A payment, refund, credit issued or credit used',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Unique among transactions' }),
    at: t.field({ type: 'DateTime', resolve: (row) => row.at }),
    type: t.field({ type: TransactionTypeEnum, resolve: (row) => row.type }),
    familyAccountId: t.exposeInt('familyAccountId'),
    family: t.exposeString('family'),
    students: t.exposeString('students', { description: 'Names joined by "; ", empty when unknown' }),
    classes: t.exposeString('classes', { description: 'Class codes joined by "; ", empty when unknown' }),
    method: t.exposeString('method', { description: "'Visa ending 1111', 'Cash', 'Check 1042', a credit; never a card number" }),
    amountCents: t.exposeInt('amountCents', { description: 'Negative for refunds' }),
    invoiceNumber: t.exposeString('invoiceNumber', { nullable: true }),
    reference: t.exposeString('reference', { description: "The card service's transaction id, or the credit number" }),
  }),
});

const TotalsRef = builder.objectRef<TransactionTotals>('AccountingTotals').implement({
  fields: (t) => ({
    paymentsCents: t.exposeInt('paymentsCents'),
    refundsCents: t.exposeInt('refundsCents', { description: 'Zero or negative' }),
    creditsIssuedCents: t.exposeInt('creditsIssuedCents'),
    creditsUsedCents: t.exposeInt('creditsUsedCents'),
    netCents: t.exposeInt('netCents', { description: 'Payments less refunds' }),
    count: t.exposeInt('count'),
  }),
});

interface TransactionsPage {
  transactions: AccountingTransaction[];
  hasMore: boolean;
  totals: TransactionTotals;
}

const PageRef = builder.objectRef<TransactionsPage>('AccountingTransactionsPage').implement({
  fields: (t) => ({
    transactions: t.field({ type: [TransactionRef], resolve: (page) => page.transactions }),
    hasMore: t.exposeBoolean('hasMore'),
    totals: t.field({
      type: TotalsRef,
      description: 'Of every transaction the filters select, not only this page',
      resolve: (page) => page.totals,
    }),
  }),
});

builder.queryFields((t) => ({
  accountingTransactions: t.field({
    type: PageRef,
    description: `Payments, refunds and credits of a range of the academy's days, oldest first, at most ${MAX_PAGE_SIZE} at a time: admins`,
    authScopes: { employee: true },
    args: {
      from: t.arg.string({ required: true, description: "First day, YYYY-MM-DD in the academy's zone" }),
      to: t.arg.string({ required: true, description: 'Last day, included; at most a year after from' }),
      term: t.arg.string({ description: 'A year and quarter: 2026-FALL' }),
      classroomId: t.arg.int(),
      offset: t.arg.int({ description: 'Rows already shown' }),
      limit: t.arg.int({ description: `At most ${MAX_PAGE_SIZE}` }),
    },
    resolve: async (_root, args, ctx) => {
      requireAdminViewer(ctx.viewer);
      const filters = await checkFilters(ctx.services.db, args);
      const page = await listTransactions(ctx.services.db, filters, args.offset ?? 0, args.limit ?? 50);
      return { ...page, totals: await transactionTotals(ctx.services.db, filters) };
    },
  }),
}));
