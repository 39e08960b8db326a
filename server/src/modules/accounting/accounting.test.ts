import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, withdrawals } from '../../db/schema/index.js';
import { createClassroom } from '../../db/seed/factories/catalog.js';
import { createCredit, createInvoice, createInvoiceItem, createPayment } from '../../db/seed/factories/billing.js';
import { signedInEmployee } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { raw } from '../../test/raw-http.js';
import { originOf, shopAcademy, shopFamily } from '../../test/shop-kit.js';
import { ACCOUNTING_CSV_HEADER } from './accounting-csv.js';

// The academy is in Los Angeles (UTC−8 in winter): 07:30 UTC on 1 February is still 31 January there.
const NOW = new Date('2026-03-01T20:00:00Z');
const QUERY = `query ($from: String!, $to: String!, $term: String, $classroomId: Int, $offset: Int, $limit: Int) {
  accountingTransactions(from: $from, to: $to, term: $term, classroomId: $classroomId, offset: $offset, limit: $limit) {
    hasMore
    totals { paymentsCents refundsCents creditsIssuedCents creditsUsedCents netCents count }
    transactions { key type family students classes method amountCents invoiceNumber reference }
  }
}`;

interface Page {
  accountingTransactions: {
    hasMore: boolean;
    totals: Record<'paymentsCents' | 'refundsCents' | 'creditsIssuedCents' | 'creditsUsedCents' | 'netCents' | 'count', number>;
    transactions: {
      key: string;
      type: string;
      family: string;
      students: string;
      classes: string;
      method: string;
      amountCents: number;
      invoiceNumber: string | null;
      reference: string;
    }[];
  };
}

let t: TestServer;
let adminToken: string;
let teacherToken: string;
let parentToken: string;
let classes: Awaited<ReturnType<typeof shopAcademy>>;
let springClassId: number;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  classes = await shopAcademy(t);
  adminToken = (await signedInEmployee(db, NOW, { isAdminOfSolve: true })).token;
  teacherToken = (await signedInEmployee(db, NOW, { isTeacher: true })).token;
  const family = await shopFamily(t);
  parentToken = family.token;
  // An invoice for Ada in MA6-A (winter), paid by card on 1 February 07:30 UTC = 31 January in LA.
  const winter = await createInvoice(db, {
    familyAccountId: family.family.id,
    status: 'OPEN',
    invoiceNumber: 'INV-W1',
    priceCents: 45_000,
  });
  const line = await createInvoiceItem(db, {
    invoiceId: winter.id,
    itemType: 'CLASSROOM',
    studentId: family.ada.id,
    classroomId: classes.paid.id,
    priceCents: 45_000,
  });
  await createPayment(db, {
    invoiceId: winter.id,
    amountCents: 45_000,
    method: 'VISA',
    identification: 'Visa ending 1111',
    transactionId: '60200000001',
    dateReceived: new Date('2026-02-01T07:30:00Z'),
  });
  // A spring class (another term) for Ben, paid in cash on 10 February, with a formula-like note in the family's name.
  const spring = await createClassroom(db, { courseId: classes.paid.courseId, code: 'MA6-SP', year: 2026, quarter: 'SPRING' });
  springClassId = spring.id;
  const springInvoice = await createInvoice(db, {
    familyAccountId: family.family.id,
    status: 'OPEN',
    invoiceNumber: 'INV-S1',
    priceCents: 30_000,
  });
  await createInvoiceItem(db, {
    invoiceId: springInvoice.id,
    itemType: 'CLASSROOM',
    studentId: family.ben.id,
    classroomId: springClassId,
    priceCents: 30_000,
  });
  await createPayment(db, {
    invoiceId: springInvoice.id,
    amountCents: 20_000,
    method: 'CASH',
    dateReceived: new Date('2026-02-10T18:00:00Z'),
  });
  // Part of it from a credit, which was issued on 5 February.
  const credit = await createCredit(db, {
    familyAccountId: family.family.id,
    creditNumber: 'CR-77',
    creditType: 'COURTESY',
    amountCents: 10_000,
    issueDate: new Date('2026-02-05T18:00:00Z'),
  });
  await createPayment(db, {
    invoiceId: springInvoice.id,
    amountCents: 10_000,
    method: 'CREDIT',
    creditId: credit.id,
    identification: 'CR-77',
    dateReceived: new Date('2026-02-10T18:05:00Z'),
  });
  // Ada withdrew from MA6-A: 120.00 refunded to the card on 20 February.
  const [enrolment] = await db
    .insert(enrollments)
    .values({ studentId: family.ada.id, classroomId: classes.paid.id, invoiceItemId: line.id, status: 'PAID' })
    .returning();
  await db.insert(withdrawals).values({
    enrollmentId: enrolment!.id,
    invoiceItemId: line.id,
    mode: 'REFUND',
    status: 'SUCCEEDED',
    amountCents: 12_000,
    refundCents: 12_000,
    creditCents: 0,
    refTransactionId: '60200000001',
    cardIdentification: 'Visa ending 1111',
    transactionId: '60200000009',
    createdAt: new Date('2026-02-20T18:00:00Z'),
    updatedAt: new Date('2026-02-20T18:00:00Z'),
  });
  // A payment outside the range (1 March in LA) that no February query shows.
  await createPayment(db, { invoiceId: springInvoice.id, amountCents: 1, method: 'CASH', dateReceived: new Date('2026-03-01T09:00:00Z') });
});

afterAll(() => t.close());

const ask = (variables: Record<string, unknown>, token = adminToken) => t.gql<Page>(QUERY, variables, { token });

async function csv(query: string, token: string | null = adminToken, cookie = false) {
  const headers: Record<string, string> = {};
  if (token && cookie) headers.cookie = `solve_session=${token}`;
  else if (token) headers.authorization = `Bearer ${token}`;
  const response = await raw(await originOf(t), `/accounting/transactions.csv?${query}`, { headers });
  return { status: response.status, headers: response.headers, text: response.body.toString('utf8') };
}

describe('accountingTransactions', () => {
  it('answers admins only', async () => {
    expect(errorCode(await ask({ from: '2026-02-01', to: '2026-02-28' }, teacherToken))).toBe('FORBIDDEN');
    expect(errorCode(await ask({ from: '2026-02-01', to: '2026-02-28' }, parentToken))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(QUERY, { from: '2026-02-01', to: '2026-02-28' }))).toBe('NOT_SIGNED_IN');
  });

  it('lists payments, credits used and issued, and refunds (negative) with totals', async () => {
    const result = await ask({ from: '2026-01-31', to: '2026-02-28' });
    const page = result.data!.accountingTransactions;
    expect(page.transactions.map((row) => [row.type, row.amountCents])).toEqual([
      ['PAYMENT', 45_000],
      ['CREDIT_ISSUED', 10_000],
      ['PAYMENT', 20_000],
      ['CREDIT_USED', 10_000],
      ['REFUND', -12_000],
    ]);
    const card = page.transactions[0]!;
    expect(card).toMatchObject({ method: 'Visa ending 1111', invoiceNumber: 'INV-W1', reference: '60200000001', classes: 'MA6-A' });
    expect(card.students).toMatch(/^Ada /);
    expect(page.transactions[4]).toMatchObject({ method: 'Visa ending 1111', reference: '60200000009', classes: 'MA6-A' });
    expect(page.totals).toEqual({
      paymentsCents: 65_000,
      refundsCents: -12_000,
      creditsIssuedCents: 10_000,
      creditsUsedCents: 10_000,
      netCents: 53_000,
      count: 5,
    });
  });

  it("takes the range's days in the academy's zone, both ends included", async () => {
    // 07:30 UTC on 1 February is 31 January in Los Angeles.
    const january = (await ask({ from: '2026-01-31', to: '2026-01-31' })).data!.accountingTransactions;
    expect(january.transactions.map((row) => row.invoiceNumber)).toEqual(['INV-W1']);
    const february = (await ask({ from: '2026-02-01', to: '2026-02-28' })).data!.accountingTransactions;
    expect(february.transactions.map((row) => row.type)).toEqual(['CREDIT_ISSUED', 'PAYMENT', 'CREDIT_USED', 'REFUND']);
    const lastDay = (await ask({ from: '2026-02-20', to: '2026-02-20' })).data!.accountingTransactions;
    expect(lastDay.transactions.map((row) => row.type)).toEqual(['REFUND']);
  });

  it('filters by term and by class', async () => {
    const spring = (await ask({ from: '2026-01-01', to: '2026-02-28', term: '2026-SPRING' })).data!.accountingTransactions;
    expect(spring.transactions.map((row) => row.type)).toEqual(['PAYMENT', 'CREDIT_USED']);
    expect(spring.totals.netCents).toBe(20_000);
    const ma6 = (await ask({ from: '2026-01-01', to: '2026-02-28', classroomId: classes.paid.id })).data!.accountingTransactions;
    expect(ma6.transactions.map((row) => [row.type, row.amountCents])).toEqual([
      ['PAYMENT', 45_000],
      ['REFUND', -12_000],
    ]);
    expect(ma6.totals).toMatchObject({ paymentsCents: 45_000, refundsCents: -12_000, netCents: 33_000, count: 2 });
  });

  it('pages with a bounded size', async () => {
    const first = (await ask({ from: '2026-01-01', to: '2026-02-28', limit: 2 })).data!.accountingTransactions;
    expect(first.transactions).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const rest = (await ask({ from: '2026-01-01', to: '2026-02-28', limit: 1000, offset: 2 })).data!.accountingTransactions;
    expect(rest.transactions).toHaveLength(3);
    expect(rest.hasMore).toBe(false);
    expect(rest.totals.count).toBe(5);
  });

  it.each([
    [{ from: '2026-02-30', to: '2026-03-01' }, 'ACCOUNTING_BAD_DATE'],
    [{ from: 'yesterday', to: '2026-03-01' }, 'ACCOUNTING_BAD_DATE'],
    [{ from: '2026-03-01', to: '2026-02-01' }, 'ACCOUNTING_DATES_REVERSED'],
    [{ from: '2025-01-01', to: '2026-02-01' }, 'ACCOUNTING_RANGE_TOO_LONG'],
    [{ from: '2026-01-01', to: '2026-02-01', term: 'autumn' }, 'ACCOUNTING_BAD_TERM'],
    [{ from: '2026-01-01', to: '2026-02-01', classroomId: 999_999 }, 'ACCOUNTING_UNKNOWN_CLASS'],
  ])('refuses %j with %s', async (variables, code) => {
    const result = await ask(variables);
    expect(errorCode(result)).toBe(code);
    expect(result.errors?.[0]?.message).not.toMatch(/unexpected/i);
  });
});

describe('GET /accounting/transactions.csv', () => {
  it('answers signed-out visitors 401 and anyone but an admin 403', async () => {
    expect((await csv('from=2026-02-01&to=2026-02-28', null)).status).toBe(401);
    expect((await csv('from=2026-02-01&to=2026-02-28', teacherToken)).status).toBe(403);
    expect((await csv('from=2026-02-01&to=2026-02-28', parentToken)).status).toBe(403);
  });

  it("writes a header and one row per transaction, amounts as decimals, on the admin's session cookie", async () => {
    const response = await csv('from=2026-01-31&to=2026-02-28', adminToken, true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('transactions-2026-01-31-to-2026-02-28.csv');
    const lines = response.text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(ACCOUNTING_CSV_HEADER.join(','));
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/^2026-01-31,23:30,PAYMENT,[^,]*,Ada [^,]*,MA6-A,Visa ending 1111,450\.00,INV-W1,60200000001$/);
    expect(lines[5]).toMatch(/^2026-02-20,10:00,REFUND,.*,Visa ending 1111,-120\.00,INV-W1,60200000009$/);
    expect(lines[2]).toMatch(/,CREDIT_ISSUED,.*,Credit \(courtesy\),100\.00,,CR-77$/);
  });

  it('filters like the page', async () => {
    const response = await csv(`from=2026-01-01&to=2026-02-28&term=2026-SPRING&classroomId=${springClassId}`);
    const lines = response.text.trim().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['PAYMENT', 'CREDIT_USED']);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-01', 'real date'],
    ['to=2026-03-01', 'real date'],
    ['from=2025-01-01&to=2026-02-01', 'one year'],
    ['from=2026-01-01&to=2026-02-01&classroomId=abc', 'no class'],
    ['from=2026-01-01&to=2026-02-01&classroomId=999999', 'no class'],
    ['from=2026-01-01&to=2026-02-01&term=2026-AUTUMN', 'like 2026-FALL'],
  ])('answers %s with 400 and a message', async (query, words) => {
    const response = await csv(query);
    expect(response.status).toBe(400);
    expect(response.text).toContain(words);
  });
});
