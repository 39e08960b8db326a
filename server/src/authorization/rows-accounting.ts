// The back office's Payments page: admins only (reads; the CSV route is tested in its module).
import { ADMINS, type MatrixRow } from './expectations.js';

export const ACCOUNTING_ROWS: MatrixRow[] = [
  {
    operation: 'accountingTransactions',
    document: `{ accountingTransactions(from: "2026-01-01", to: "2026-12-31") { hasMore totals { netCents } transactions { key } } }`,
    expect: ADMINS,
  },
];
