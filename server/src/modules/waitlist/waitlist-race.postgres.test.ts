import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnrollment } from '../../db/seed/factories/learning.js';
import { createStudent } from '../../db/seed/factories/people.js';
import { enrollments, waitlistEntries } from '../../db/schema/index.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { addToCart, cardToken, chargeInput, payCart, shopAcademy, shopFamily } from '../../test/shop-kit.js';
import { ACCEPT, adminToken, fullClass, join, runJobs } from '../../test/waitlist-kit.js';
import { makeOffers } from './waitlist-offers.js';

/**
 * On PostgreSQL with concurrent clients: two seats freed and three students racing for them (two
 * offers paid, the third paying from an older cart and the office offering and enrolling them at
 * the same moment) end with exactly two enrolments, one clear refusal each, never over the limit.
 */
let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

const seatsTaken = async (classroomId: number) =>
  (
    await server.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrollments)
      .where(and(eq(enrollments.classroomId, classroomId), isNull(enrollments.withdrawnAt)))
  )[0]!.n;

describe('waitlist races on PostgreSQL', () => {
  it('two freed seats go to exactly two students; the third gets one clear message', async () => {
    const db = server.services.db;
    const { classroom } = await fullClass(server, shop, 3);
    // The third family put the class in its cart while it still had room (the fillers came after).
    const [first, second, third] = await Promise.all([shopFamily(server), shopFamily(server), shopFamily(server)]);
    await db.delete(enrollments).where(eq(enrollments.classroomId, classroom.id));
    const thirdCart = (await addToCart(server, third, classroom.id, third.ada.id)).data!.addToCart;
    const fillers = [];
    for (let i = 0; i < 3; i += 1) {
      const student = await createStudent(db, { username: `fill${classroom.id}-${i}`, grade: 9, passwordHash: 'x' });
      fillers.push(await createEnrollment(db, { studentId: student.id, classroomId: classroom.id, status: 'PAID' }));
    }
    for (const family of [first, second, third]) expect((await join(server, family, classroom.id, family.ada.id)).errors).toBeUndefined();

    // Two seats free at once; the offer job runs on several workers at the same moment.
    const admin = await adminToken(server);
    const withdraw = (id: number) =>
      server.gql(`mutation W($id: Int!) { withdrawStudentByHand(enrollmentId: $id) { __typename } }`, { id }, { token: admin.token });
    await Promise.all([withdraw(fillers[0]!.id), withdraw(fillers[1]!.id)]);
    await Promise.all([makeOffers(server.services, classroom.id), makeOffers(server.services, classroom.id), runJobs(server)]);
    const offered = await db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.classroomId, classroom.id), eq(waitlistEntries.status, 'OFFERED')));
    expect(offered.map((entry) => entry.studentId).sort()).toEqual([first.ada.id, second.ada.id].sort());

    const carts = await Promise.all(
      [first, second].map(async (family) => {
        const entry = offered.find((row) => row.studentId === family.ada.id)!;
        return (await server.gql<{ acceptWaitlistOffer: { invoiceId: number } }>(ACCEPT, { entryId: entry.id }, { token: family.token }))
          .data!.acceptWaitlistOffer.invoiceId;
      }),
    );
    const [thirdEntry] = await db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.classroomId, classroom.id), eq(waitlistEntries.studentId, third.ada.id)));
    const tokens = await Promise.all([cardToken(server), cardToken(server), cardToken(server)]);
    const [paidFirst, paidSecond, paidThird, handOffer, handEnrol] = await Promise.all([
      payCart(server, first, chargeInput(carts[0]!, { opaqueData: tokens[0] })),
      payCart(server, second, chargeInput(carts[1]!, { opaqueData: tokens[1] })),
      payCart(server, third, chargeInput(thirdCart.invoiceId, { opaqueData: tokens[2] })),
      server.gql(`mutation O($id: Int!) { offerWaitlistSeat(entryId: $id) { openSeats } }`, { id: thirdEntry!.id }, { token: admin.token }),
      server.gql(
        `mutation E($id: Int!) { enrollFromWaitlist(entryId: $id) { openSeats } }`,
        { id: thirdEntry!.id },
        { token: admin.token },
      ),
    ]);
    expect(paidFirst.data?.chargeCreditCard.success).toBe(true);
    expect(paidSecond.data?.chargeCreditCard.success).toBe(true);
    expect(paidThird.errors?.[0]?.message).toBe(`Sorry, ${classroom.code}: Waitlisted is full. Please remove it from your cart.`);
    expect(errorCode(handOffer)).toBe('WAITLIST_NO_FREE_SEAT');
    expect(errorCode(handEnrol)).toBe('WAITLIST_NO_FREE_SEAT');
    expect(await seatsTaken(classroom.id)).toBe(3);
    const enrolled = await db
      .select({ studentId: enrollments.studentId })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.classroomId, classroom.id),
          isNull(enrollments.withdrawnAt),
          inArray(enrollments.studentId, [first.ada.id, second.ada.id, third.ada.id]),
        ),
      );
    expect(enrolled.map((row) => row.studentId).sort()).toEqual([first.ada.id, second.ada.id].sort());
  });
});
