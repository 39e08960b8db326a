import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { createCredit } from '../db/seed/factories/billing.js';
import { createClassroom, createCourse } from '../db/seed/factories/catalog.js';
import { createFamily, createLocation, createStudent } from '../db/seed/factories/people.js';
import { createSettings } from '../db/seed/factories/settings.js';
import type { Db } from '../db/client.js';
import { enrollments, sandboxTransactions } from '../db/schema/index.js';
import type { TestServer } from './harness.js';
import { sessionFor } from './session-for.js';

/** Test cards of the sandbox card service. */
export const CARDS = { visa: '4111111111111111', amex: '370000000000002', mastercard: '5424000000000015' } as const;

export const BILL_TO = {
  firstName: 'Pat',
  lastName: 'Parent',
  address: '1 Main St',
  city: 'San Jose',
  state: 'CA',
  zip: '95112',
  country: 'USA',
};

/** The academy the catalog and payment tests shop in: settings with a winter early-bird deadline ahead. */
export async function shopAcademy(server: { services: { db: Db } }) {
  const db = server.services.db;
  await createSettings(db, {
    catalogQuarter: 'WINTER',
    catalogYear: 2026,
    nextQuarter: 'SPRING',
    nextYear: 2027,
    earlyBirdDeadlines: { WINTER: '2099-12-31' },
  });
  const center = await createLocation(db, { name: 'Campus Center', isCenter: true });
  // The students of `shopFamily` are in grade 9, which both courses take (grades 5-9 and 9-12).
  const math = await createCourse(db, { code: 'MA6', title: 'Pre-Algebra', subject: 'M', startGrade: 5, endGrade: 9 });
  const chem = await createCourse(db, {
    code: 'CH9',
    title: 'Chemistry',
    subject: 'C',
    startGrade: 9,
    endGrade: 12,
    category: 'Chemistry',
  });
  const paid = await createClassroom(db, {
    courseId: math.id,
    code: 'MA6-A',
    title: 'MA6-A: Pre-Algebra',
    status: 'PUBLISHED',
    tuitionCents: 45_000,
    earlyBirdTuitionCents: 40_000,
    enrollmentMax: 20,
  });
  const plain = await createClassroom(db, {
    courseId: chem.id,
    code: 'CH9-A',
    title: 'CH9-A: Chemistry',
    status: 'PUBLISHED',
    tuitionCents: 30_000,
    earlyBirdTuitionCents: null,
    enrollmentMax: 20,
    session: 'Winter In Person',
    centerLocationId: center.id,
  });
  const free = await createClassroom(db, {
    courseId: math.id,
    code: 'MA6-FREE',
    title: 'MA6-FREE: Hour of Math',
    status: 'PUBLISHED',
    tuitionCents: 0,
    earlyBirdTuitionCents: null,
    enrollmentMax: 2,
    session: 'Hour of Code',
  });
  const small = await createClassroom(db, {
    courseId: chem.id,
    code: 'CH9-S',
    title: 'CH9-S: Chemistry',
    status: 'PUBLISHED',
    tuitionCents: 20_000,
    earlyBirdTuitionCents: null,
    enrollmentMax: 1,
  });
  const hidden = await createClassroom(db, { courseId: chem.id, code: 'CH9-H', title: 'CH9-H: Chemistry', onCatalog: false });
  const closed = await createClassroom(db, { courseId: chem.id, code: 'CH9-C', title: 'CH9-C: Chemistry', status: 'CLOSED' });
  return { paid, plain, free, small, hidden, closed, center };
}

/** The grade of the shop's students: the grade both of the shop's courses take. */
export const SHOP_GRADE = 9;

/** A fresh family with two students in grade 9 and a parent's session. */
export async function shopFamily(server: { services: { db: Db } }, options: { creditCents?: number } = {}) {
  const db = server.services.db;
  const tag = randomBytes(4).toString('hex');
  const { family, parent } = await createFamily(db, {
    phoneNumber: `+1555${parseInt(tag, 16) % 10_000_000}`,
    email: `p-${tag}@example.com`,
  });
  const student = (username: string, firstName: string) =>
    createStudent(db, { username, firstName, grade: SHOP_GRADE, passwordHash: 'x', familyAccountId: family.id });
  const ada = await student(`ada${tag}`, 'Ada');
  const ben = await student(`ben${tag}`, 'Ben');
  if (options.creditCents) await createCredit(db, { familyAccountId: family.id, amountCents: options.creditCents, notes: 'Promotion' });
  const token = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: parent.id });
  const studentToken = await sessionFor(db, { userType: 'STUDENT', studentId: ada.id });
  return { family, parent, ada, ben, token, studentToken };
}

/** A sandbox card token, as the browser gets it. */
export async function cardToken(server: TestServer, card: { number?: string; expiry?: string; cvv?: string } = {}) {
  const origin = await originOf(server);
  const response = await fetch(`${origin}/payments/sandbox/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cardNumber: card.number ?? CARDS.visa,
      expirationDate: card.expiry ?? '12/30',
      cardCode: card.cvv ?? '123',
      fullName: 'Pat Parent',
    }),
  });
  const body = (await response.json()) as {
    opaqueData?: { dataDescriptor: string; dataValue: string };
    messages: { message: { code: string }[] };
  };
  if (!body.opaqueData) throw new Error(`no token: ${JSON.stringify(body.messages)}`);
  return body.opaqueData;
}

export async function originOf(server: TestServer): Promise<string> {
  // The first GraphQL request opens the port.
  await server.gql('{ cartItemCount }');
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export const ADD = `mutation Add($classroomId: Int!, $studentId: Int) { addToCart(classroomId: $classroomId, studentId: $studentId) { invoiceId cartItemCount } }`;
export const CART = `query Cart($invoiceId: Int) { cart(invoiceId: $invoiceId) { invoiceId invoiceNumber status priceCents balanceCents creditCents totalCents paid
  items { id itemType studentId classroomId priceCents earlyBird enrolled } credits { id balanceCents } } }`;
export const CHARGE = `mutation Charge($input: ChargeCreditCardInput!) { chargeCreditCard(input: $input) {
  success resultCode errorMessage messages transactionId authNum invoiceId invoiceNum amountCents creditCents cardBrand last4 } }`;

export interface ChargeOut {
  success: boolean;
  resultCode: string | null;
  errorMessage: string | null;
  messages: string[];
  transactionId: string | null;
  authNum: string | null;
  invoiceId: number;
  invoiceNum: string;
  amountCents: number;
  creditCents: number;
  cardBrand: string | null;
  last4: string | null;
}

export function chargeInput(invoiceId: number, extra: Record<string, unknown> = {}) {
  return {
    invoiceId,
    idempotencyKey: `key-${randomBytes(8).toString('hex')}`,
    billTo: BILL_TO,
    acceptedTerms: true,
    ...extra,
  };
}

export type ShopFamily = Awaited<ReturnType<typeof shopFamily>>;

/** The parent puts a class in the cart for a student, as the catalog's button does. */
export const addToCart = (server: TestServer, family: ShopFamily, classroomId: number, studentId: number | null) =>
  server.gql<{ addToCart: { invoiceId: number; cartItemCount: number } }>(ADD, { classroomId, studentId }, { token: family.token });

/** The parent pays, as the checkout form does. */
export const payCart = (server: TestServer, family: ShopFamily, input: Record<string, unknown>) =>
  server.gql<{ chargeCreditCard: ChargeOut }>(CHARGE, { input }, { token: family.token });

/** How many charges of an invoice the sandbox card service captured. */
export async function sandboxChargesOf(db: Db, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sandboxTransactions)
    .where(
      and(sql`${sandboxTransactions.invoiceNumber} like ${`I${invoiceId}-%`}`, eq(sandboxTransactions.status, 'capturedPendingSettlement')),
    );
  return row!.n;
}

export const enrolmentsOf = (db: Db, studentId: number) => db.select().from(enrollments).where(eq(enrollments.studentId, studentId));
