// The System page: admins only. The writes name a job that does not exist, so an admin is told it
// is no longer failed and the demo academy is never changed by the matrix.
import { ADMINS, but, type MatrixRow } from './expectations.js';

export const SYSTEM_ROWS: MatrixRow[] = [
  {
    operation: 'systemStatus',
    document: `{ systemStatus { version database { kind } jobs { failed failedJobs { id } } instances { id } } }`,
    expect: ADMINS,
  },
  {
    operation: 'retryFailedJob',
    document: `mutation { retryFailedJob(id: 0) { failed } }`,
    expect: but(ADMINS, { admin: 'JOB_NOT_FAILED' }),
  },
  {
    operation: 'discardFailedJob',
    document: `mutation { discardFailedJob(id: 0) { failed } }`,
    expect: but(ADMINS, { admin: 'JOB_NOT_FAILED' }),
  },
];
