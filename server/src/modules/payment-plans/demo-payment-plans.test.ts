import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAcademy, type DemoAcademy } from '../../db/seed/demo.js';
import { payments } from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';
import { queueDueInstalments } from './instalment-job.js';

const NOW = new Date('2026-11-25T18:00:00Z');
const PLANS = `{ familyPaymentPlans { invoiceId invoiceNumber status totalCents instalments { id number status failures nextAttemptOn cents } } }`;

describe('the demo academy’s payment plan', () => {
  let t: TestServer;
  let demo: DemoAcademy;
  beforeAll(async () => {
    t = await startTestServer({ now: NOW });
    demo = await seedDemoAcademy(t.services.db, NOW);
  });
  afterAll(() => t?.close());

  it('shows the Williams parent a plan with the deposit paid, a failed instalment with its retry day, and two due', async () => {
    const token = await sessionFor(t.services.db, { userType: 'FAMILY_MEMBER', familyMemberId: demo.people.williams.parent.id });
    const result = await t.gql<{
      familyPaymentPlans: {
        invoiceId: number;
        instalments: { number: number; status: string; failures: number; nextAttemptOn: string | null }[];
      }[];
    }>(PLANS, {}, { token });
    expect(result.errors).toBeUndefined();
    const [plan] = result.data!.familyPaymentPlans;
    expect(plan).toMatchObject({ invoiceNumber: 'INV-1021', status: 'ACTIVE', totalCents: 72_000 });
    expect(plan!.instalments.map((i) => [i.number, i.status, i.failures, i.nextAttemptOn])).toEqual([
      [0, 'PAID', 0, null],
      [1, 'FAILED', 2, '2026-11-27'],
      [2, 'SCHEDULED', 0, expect.any(String)],
      [3, 'SCHEDULED', 0, expect.any(String)],
    ]);
    // Nothing of it is due today, so the scan charges nothing on a fresh demo.
    expect(await queueDueInstalments(t.services)).toBe(0);
    const paid = await t.services.db.select().from(payments).where(eq(payments.invoiceId, plan!.invoiceId));
    expect(paid.map((p) => [p.amountCents, p.note])).toEqual([[18_000, 'Deposit of an instalment plan']]);
  });
});
