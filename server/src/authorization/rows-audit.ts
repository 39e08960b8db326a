import { ADMINS, type MatrixRow } from './expectations.js';

export const AUDIT_ROWS: MatrixRow[] = [
  {
    operation: 'auditLog',
    document: `{ auditLog { hasMore } }`,
    expect: ADMINS,
  },
];
