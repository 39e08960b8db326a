import { SESSION_SECONDS } from '@solve/core';
import { eq, sql } from 'drizzle-orm';
import { employees } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { employeeColumns, type EmployeeRecord } from '../profile/people.records.js';
import { type EmployeeMode, employeeModeRefusal } from '../../authorization/policies.js';
import type { Client } from './client.js';
import { checkPasswordAttempt } from './password-attempts.service.js';
import { createSession, type NewSession } from './sessions.service.js';

export interface EmployeeSignIn {
  session: NewSession;
  employee: EmployeeRecord;
}

/**
 * Employee sign-in by work email and password. The password is checked before the role, so the
 * role texts only reach the account's owner; a stranger sees the one failure text either way.
 */
export async function signInEmployee(
  services: Services,
  input: { email: string; password: string; mode: EmployeeMode },
  client: Client,
): Promise<EmployeeSignIn> {
  const email = input.email.trim().toLowerCase();
  if (!email || !input.password) throw new DomainError('ENTER_ALL_FIELDS');
  const [found] = await services.db
    .select({ ...employeeColumns, passwordHash: employees.passwordHash })
    .from(employees)
    .where(eq(sql`lower(${employees.workEmail})`, email))
    .limit(1);
  const usable = found?.active ? found : null;
  const ok = await checkPasswordAttempt(services, {
    account: `employee:${email}`,
    address: client.address,
    passwordHash: usable?.passwordHash ?? null,
    password: input.password,
  });
  if (!usable || !ok) throw new DomainError('EMPLOYEE_LOGIN_FAILED');
  const refusal = employeeModeRefusal(input.mode, { isTeacher: usable.isTeacher, isAdmin: usable.isAdminOfSolve });
  if (refusal) throw new DomainError(refusal);
  const { passwordHash: _hash, ...employee } = usable;
  const session = await createSession(
    services.db,
    { userType: 'EMPLOYEE', employeeId: employee.id },
    { lifetimeSeconds: SESSION_SECONDS.employee, userAgent: client.userAgent, now: services.now() },
  );
  return { session, employee };
}
