import { addDays, startOfDay } from '@solve/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { getSettings } from '../settings/settings.service.js';
import type { TransactionFilters } from './accounting-filters.js';

/**
 * PAYMENT: money received (card, cash, check); CREDIT_USED: an invoice paid from a credit;
 * REFUND: money given back to a card (negative); CREDIT_ISSUED: a credit given to a family.
 */
export const TRANSACTION_TYPES = ['PAYMENT', 'CREDIT_USED', 'REFUND', 'CREDIT_ISSUED'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface AccountingTransaction {
  /** Unique across types: the type's letter and the row's id. */
  key: string;
  at: Date;
  type: TransactionType;
  familyAccountId: number;
  family: string;
  students: string;
  classes: string;
  /** The payment method as a person reads it: 'Visa ending 1111', 'Cash', 'Check 1042', a credit; never a card number. */
  method: string;
  amountCents: number;
  invoiceNumber: string | null;
  /** The card service's transaction id, the credit number, or the check's reference. */
  reference: string;
}

export interface TransactionTotals {
  paymentsCents: number;
  refundsCents: number;
  creditsIssuedCents: number;
  creditsUsedCents: number;
  /** Money received less money refunded. */
  netCents: number;
  count: number;
}

/** The most rows one page may hold. */
export const MAX_PAGE_SIZE = 100;

interface TransactionRow {
  key: string;
  at: Date | string;
  type: TransactionType;
  family_account_id: number;
  family: string | null;
  students: string | null;
  classes: string | null;
  method: string;
  amount_cents: number;
  invoice_number: string | null;
  reference: string | null;
}

/** The students and classes of an invoice's live class lines, and the classes' ids and terms for the filters. */
const invoiceLines = (invoiceId: SQL) => sql`
  (select string_agg(distinct s.first_name || ' ' || s.last_name, '; ') from invoice_items ii join students s on s.id = ii.student_id
    where ii.invoice_id = ${invoiceId} and ii.item_type = 'CLASSROOM' and ii.archived_on is null) as students,
  (select string_agg(distinct c.code, '; ') from invoice_items ii join classrooms c on c.id = ii.classroom_id
    where ii.invoice_id = ${invoiceId} and ii.item_type = 'CLASSROOM' and ii.archived_on is null) as classes,
  array(select ii.classroom_id from invoice_items ii
    where ii.invoice_id = ${invoiceId} and ii.item_type = 'CLASSROOM' and ii.archived_on is null) as classroom_ids,
  array(select c.year || '-' || c.quarter from invoice_items ii join classrooms c on c.id = ii.classroom_id
    where ii.invoice_id = ${invoiceId} and ii.item_type = 'CLASSROOM' and ii.archived_on is null) as terms`;

const familyName = (familyAccountId: SQL) => sql`
  (select concat_ws(' ', fm.first_name, fm.last_name) from family_accounts fa join family_members fm on fm.id = fa.primary_family_member_id
    where fa.id = ${familyAccountId})`;

/** Every transaction of the range with the filters applied, as one relation named tx. */
async function transactionsSql(db: Db, filters: TransactionFilters): Promise<SQL> {
  const { timeZone } = await getSettings(db);
  // The academy's days: from the first day's midnight to the midnight after the last.
  const start = startOfDay(filters.from, timeZone).toISOString();
  const end = startOfDay(addDays(filters.to, 1), timeZone).toISOString();
  const classFilter = filters.classroomId === null ? sql`true` : sql`${filters.classroomId}::int = any(tx.classroom_ids)`;
  const termFilter = filters.term === null ? sql`true` : sql`${`${filters.term.year}-${filters.term.quarter}`}::text = any(tx.terms)`;
  return sql`(
    select * from (
      select 'P' || p.id as key, p.date_received as at,
        case when p.method = 'CREDIT' then 'CREDIT_USED' else 'PAYMENT' end as type,
        i.family_account_id, ${familyName(sql`i.family_account_id`)} as family,
        ${invoiceLines(sql`i.id`)},
        case p.method when 'CASH' then 'Cash' when 'CHECK' then case when p.identification ilike 'check%' then p.identification else trim('Check ' || p.identification) end
          when 'CREDIT' then 'Credit ' || coalesce(cr.credit_number, '')
          -- A payment plan's deposit or instalment says which it is ('Visa ending 1111 · Instalment 2 of 3').
          else p.identification || case when p.note ~ '^(Deposit of an instalment plan|Instalment [0-9]+ of [0-9]+)$' then ' · ' || p.note else '' end end as method,
        p.amount_cents, i.invoice_number,
        coalesce(p.transaction_id, cr.credit_number, nullif(p.identification, ''), 'payment ' || p.id) as reference
      from payments p join invoices i on i.id = p.invoice_id left join credits cr on cr.id = p.credit_id
      where p.date_received >= ${start}::timestamptz and p.date_received < ${end}::timestamptz
      union all
      select 'R' || w.id, w.updated_at, 'REFUND',
        i.family_account_id, ${familyName(sql`i.family_account_id`)},
        s.first_name || ' ' || s.last_name, c.code, array[c.id], array[c.year || '-' || c.quarter],
        w.card_identification, -w.refund_cents, i.invoice_number, coalesce(w.transaction_id, 'refund ' || w.id)
      from withdrawals w join invoice_items ii on ii.id = w.invoice_item_id join invoices i on i.id = ii.invoice_id
        join classrooms c on c.id = ii.classroom_id left join students s on s.id = ii.student_id
      where w.status = 'SUCCEEDED' and w.refund_cents > 0 and w.updated_at >= ${start}::timestamptz and w.updated_at < ${end}::timestamptz
      union all
      select 'C' || cr.id, cr.issue_date, 'CREDIT_ISSUED',
        cr.family_account_id, ${familyName(sql`cr.family_account_id`)},
        null, null, '{}'::int[], '{}'::text[],
        'Credit (' || lower(cr.credit_type::text) || ')', cr.amount_cents, null, cr.credit_number
      from credits cr
      where cr.issue_date >= ${start}::timestamptz and cr.issue_date < ${end}::timestamptz
    ) tx
    where ${classFilter} and ${termFilter}
  ) tx`;
}

function present(row: TransactionRow): AccountingTransaction {
  return {
    key: row.key,
    at: new Date(row.at),
    type: row.type,
    familyAccountId: row.family_account_id,
    family: row.family ?? '',
    students: row.students ?? '',
    classes: row.classes ?? '',
    method: row.method,
    amountCents: Number(row.amount_cents),
    invoiceNumber: row.invoice_number,
    reference: row.reference ?? '',
  };
}

/** One page of the transactions, oldest first; `limit` is bounded by MAX_PAGE_SIZE. */
export async function listTransactions(
  db: Db,
  filters: TransactionFilters,
  offset: number,
  limit: number,
): Promise<{ transactions: AccountingTransaction[]; hasMore: boolean }> {
  const size = Math.min(Math.max(1, Math.floor(limit)), MAX_PAGE_SIZE);
  const from = Math.max(0, Math.floor(offset));
  const result = await db.execute(sql`
    select tx.key, tx.at, tx.type, tx.family_account_id, tx.family, tx.students, tx.classes, tx.method, tx.amount_cents,
           tx.invoice_number, tx.reference
    from ${await transactionsSql(db, filters)}
    order by tx.at, tx.key limit ${size + 1} offset ${from}`);
  const rows = (result as { rows: TransactionRow[] }).rows;
  return { transactions: rows.slice(0, size).map(present), hasMore: rows.length > size };
}

/** The sums by type of every transaction the filters select, and the net. */
export async function transactionTotals(db: Db, filters: TransactionFilters): Promise<TransactionTotals> {
  const result = await db.execute(sql`
    select tx.type, coalesce(sum(tx.amount_cents), 0)::int as cents, count(*)::int as count
    from ${await transactionsSql(db, filters)} group by tx.type`);
  const rows = (result as { rows: { type: TransactionType; cents: number; count: number }[] }).rows;
  const sum = (type: TransactionType) => Number(rows.find((row) => row.type === type)?.cents ?? 0);
  const paymentsCents = sum('PAYMENT');
  const refundsCents = sum('REFUND');
  return {
    paymentsCents,
    refundsCents,
    creditsIssuedCents: sum('CREDIT_ISSUED'),
    creditsUsedCents: sum('CREDIT_USED'),
    netCents: paymentsCents + refundsCents,
    count: rows.reduce((total, row) => total + Number(row.count), 0),
  };
}

/** Every transaction, oldest first, a batch at a time (for the CSV, which streams them). */
export async function* allTransactions(db: Db, filters: TransactionFilters): AsyncGenerator<AccountingTransaction> {
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await listTransactions(db, filters, offset, MAX_PAGE_SIZE);
    yield* page.transactions;
    if (!page.hasMore) return;
  }
}
