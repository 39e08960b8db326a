import { csvRow } from '@solve/core/csv';
import type { AccountingTransaction } from './accounting.service.js';

export const ACCOUNTING_CSV_HEADER = [
  'Date',
  'Time',
  'Type',
  'Family',
  'Students',
  'Classes',
  'Method',
  'Amount',
  'Invoice',
  'Reference',
] as const;

/** Cents as a plain decimal an accountant's software reads: 45000 → 450.00, -12000 → -120.00. */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The academy's calendar date and wall-clock time of an instant, ISO written (2026-03-14, 09:05). */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/**
 * One line of the export, CRLF ended. Text cells go through core's csvRow (quoting and the formula
 * guard); the amount is our own digits, written after it as is so that a refund reads -120.00
 * rather than the guarded text '-120.00.
 */
export function transactionCsvLine(transaction: AccountingTransaction, timeZone: string): string {
  const { date, time } = localDateTime(transaction.at, timeZone);
  const before = csvRow([date, time, transaction.type, transaction.family, transaction.students, transaction.classes, transaction.method]);
  const after = csvRow([transaction.invoiceNumber ?? '', transaction.reference]);
  return `${before},${decimalAmount(transaction.amountCents)},${after}\r\n`;
}

export const accountingCsvHeaderLine = () => `${csvRow(ACCOUNTING_CSV_HEADER)}\r\n`;
