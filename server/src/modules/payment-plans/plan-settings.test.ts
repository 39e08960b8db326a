import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';

const READ = `{ paymentPlanSettings { thresholdCents depositPercent instalments defaultAction } }`;
const UPDATE = `mutation ($input: PaymentPlanSettingsInput!) { updatePaymentPlanSettings(input: $input) { thresholdCents depositPercent instalments defaultAction } }`;

let server: TestServer;
let admin = '';
let teacher = '';

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.db;
  await createSettings(db, {});
  const a = await createEmployee(db, { workEmail: 'admin@plans.test', passwordHash: 'x', isAdminOfSolve: true });
  const t = await createEmployee(db, { workEmail: 'teacher@plans.test', passwordHash: 'x', isTeacher: true });
  admin = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: a.id });
  teacher = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: t.id });
});
afterAll(() => server.close());

const settings = async () => (await server.gql<{ paymentPlanSettings: unknown }>(READ, {}, { token: admin })).data!.paymentPlanSettings;

describe('payment plan settings', () => {
  it('start with no plans, and an admin turns them on with terms', async () => {
    expect(await settings()).toEqual({ thresholdCents: null, depositPercent: 25, instalments: 3, defaultAction: 'KEEP' });
    const input = { thresholdCents: 50_000, depositPercent: 30, instalments: 4, defaultAction: 'WITHDRAW' };
    const saved = await server.gql(UPDATE, { input }, { token: admin });
    expect(saved.errors).toBeUndefined();
    expect(await settings()).toEqual(input);
  });

  it.each([
    [{ depositPercent: 0 }, 'The deposit is a whole percent from 1 to 99.'],
    [{ depositPercent: 100 }, 'The deposit is a whole percent from 1 to 99.'],
    [{ instalments: 5 }, 'A plan has 2 to 4 monthly payments after the deposit.'],
    [{ instalments: 1 }, 'A plan has 2 to 4 monthly payments after the deposit.'],
    [{ thresholdCents: -1 }, 'The amount above which a plan is offered is a dollar amount from $0 to $100,000.'],
  ])('refuse %j in the admin’s words and change nothing', async (change, message) => {
    const before = await settings();
    const input = { thresholdCents: 50_000, depositPercent: 25, instalments: 3, defaultAction: 'KEEP', ...change };
    const result = await server.gql(UPDATE, { input }, { token: admin });
    expect(errorCode(result)).toBe('PLAN_TERMS_INVALID');
    expect(result.errors![0]!.message).toBe(message);
    expect(await settings()).toEqual(before);
  });

  it('are for admins only', async () => {
    const input = { thresholdCents: null, depositPercent: 25, instalments: 3, defaultAction: 'KEEP' };
    expect(errorCode(await server.gql(UPDATE, { input }, { token: teacher }))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(READ, {}, { token: teacher }))).toBe('FORBIDDEN');
  });
});
