import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createStudent } from '../../db/seed/factories/people.js';
import { classrooms, enrollments, waitlistEntries } from '../../db/schema/index.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { addToCart, cardToken, chargeInput, payCart, shopAcademy, shopFamily } from '../../test/shop-kit.js';
import {
  ACCEPT,
  adminToken,
  CLASS_WAITLIST,
  entryOf,
  FAMILY_WAITLIST,
  type FamilyEntryOut,
  fullClass,
  join,
  LEAVE,
  offerNotices,
  runJobs,
} from '../../test/waitlist-kit.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { updateClassroom } from '../manage-classes/manage-classrooms.service.js';
import { makeOffers, scanWaitlists } from './waitlist-offers.js';

/**
 * Waitlists with timed offers: joining and leaving a full class's line, offers made as seats free
 * (exactly once), the held seat closed to everyone else, paying an offer, and offers that end.
 */
let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;
let admin: Awaited<ReturnType<typeof adminToken>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
  admin = await adminToken(server);
});
afterAll(() => server.close());

const withdrawByHand = (enrollmentId: number) =>
  server.gql(
    `mutation W($id: Int!) { withdrawStudentByHand(enrollmentId: $id) { __typename } }`,
    { id: enrollmentId },
    { token: admin.token },
  );

describe('joining and leaving the line', () => {
  it('takes a family student into a full class only, tells their place, and refuses what the rules refuse', async () => {
    const { classroom } = await fullClass(server, shop);
    const family = await shopFamily(server);
    const other = await shopFamily(server);

    expect((await join(server, family, shop.plain.id, family.ada.id)).errors?.[0]?.message).toBe(
      'This class has seats. Add it to the cart instead.',
    );
    const first = await join(server, family, classroom.id, family.ada.id);
    expect(first.errors).toBeUndefined();
    expect(first.data!.joinWaitlist).toMatchObject([{ classroomId: classroom.id, studentId: family.ada.id, place: 1, status: 'WAITING' }]);
    expect((await join(server, family, classroom.id, family.ada.id)).errors?.[0]?.message).toBe(
      'This student is already on the waitlist for this class.',
    );
    const second = await join(server, other, classroom.id, other.ada.id);
    expect(second.data!.joinWaitlist[0]!.place).toBe(2);
    expect(errorCode(await join(server, other, classroom.id, family.ben.id))).toBe('NOT_YOUR_STUDENT');

    // Grade rules as the cart applies them.
    const young = await createStudent(server.services.db, {
      username: `young${classroom.id}`,
      grade: 1,
      passwordHash: 'x',
      familyAccountId: family.family.id,
    });
    expect(errorCode(await join(server, family, classroom.id, young.id))).toBe('GRADE_OUTSIDE_CLASS');

    // A student enrolled already is told so.
    const [seat] = await server.services.db.select().from(enrollments).where(eq(enrollments.classroomId, classroom.id));
    await server.services.db.update(enrollments).set({ studentId: family.ben.id }).where(eq(enrollments.id, seat!.id));
    expect((await join(server, family, classroom.id, family.ben.id)).errors?.[0]?.message).toBe(
      'This student is already enrolled in this class.',
    );

    // Leaving: the next moves up.
    const left = await server.gql<{ leaveWaitlist: FamilyEntryOut[] }>(
      LEAVE,
      { entryId: first.data!.joinWaitlist[0]!.id },
      { token: family.token },
    );
    expect(left.data!.leaveWaitlist).toEqual([]);
    const mine = await server.gql<{ familyWaitlist: FamilyEntryOut[] }>(FAMILY_WAITLIST, {}, { token: other.token });
    expect(mine.data!.familyWaitlist.map((e) => e.place)).toEqual([1]);
    // Another family's entry is not theirs to leave.
    const refused = await server.gql(LEAVE, { entryId: second.data!.joinWaitlist[0]!.id }, { token: family.token });
    expect(errorCode(refused)).toBe('WAITLIST_ENTRY_MISSING');
  });
});

describe('offers', () => {
  it('offers a withdrawn seat to the first in line once, holds it from everyone else, and paying it enrols', async () => {
    const { classroom, taken } = await fullClass(server, shop);
    const first = await shopFamily(server);
    const second = await shopFamily(server);
    const outsider = await shopFamily(server);
    await join(server, first, classroom.id, first.ada.id);
    await join(server, second, classroom.id, second.ada.id);

    expect((await withdrawByHand(taken[0]!.id)).errors).toBeUndefined();
    await runJobs(server);
    // The job again, and the scan: the seat is offered once.
    await makeOffers(server.services, classroom.id);
    await scanWaitlists(server.services);
    await runJobs(server);
    const offered = await entryOf(server, classroom.id, first.ada.id);
    expect(offered).toMatchObject({ status: 'OFFERED' });
    expect((await entryOf(server, classroom.id, second.ada.id))!.status).toBe('WAITING');
    const notices = await offerNotices(server, offered!.id);
    expect(notices.length).toBe(1);
    expect(notices[0]).toMatchObject({ kind: 'SEAT_OFFERED', link: `/cart?offer=${offered!.id}` });

    // The held seat: full for everyone else, in the catalog and the cart.
    expect((await addToCart(server, outsider, classroom.id, outsider.ada.id)).errors?.[0]?.message).toBe('This class is full!');
    const seen = await server.gql<{ checkoutClassroom: { classroom: { full: boolean } } }>(
      `query C($id: Int!) { checkoutClassroom(classroomId: $id) { classroom { full } } }`,
      { id: classroom.id },
    );
    expect(seen.data!.checkoutClassroom.classroom.full).toBe(true);

    // The family's link puts it in the cart; paying takes the seat and closes the entry.
    const mine = await server.gql<{ familyWaitlist: FamilyEntryOut[] }>(FAMILY_WAITLIST, {}, { token: first.token });
    expect(mine.data!.familyWaitlist[0]).toMatchObject({ status: 'OFFERED', place: 1 });
    expect(mine.data!.familyWaitlist[0]!.offerExpiresAt).not.toBeNull();
    const accepted = await server.gql<{ acceptWaitlistOffer: { invoiceId: number; cartItemCount: number } }>(
      ACCEPT,
      { entryId: offered!.id },
      { token: first.token },
    );
    expect(accepted.data!.acceptWaitlistOffer.cartItemCount).toBe(1);
    const paid = await payCart(
      server,
      first,
      chargeInput(accepted.data!.acceptWaitlistOffer.invoiceId, { opaqueData: await cardToken(server) }),
    );
    expect(paid.data?.chargeCreditCard.success).toBe(true);
    expect((await entryOf(server, classroom.id, first.ada.id))!.status).toBe('ENROLLED');
    const [count] = await server.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrollments)
      .where(sql`${enrollments.classroomId} = ${classroom.id} and ${enrollments.withdrawnAt} is null`);
    expect(count!.n).toBe(1);
    // Another family cannot take the offer's link.
    expect(errorCode(await server.gql(ACCEPT, { entryId: offered!.id }, { token: second.token }))).toBe('WAITLIST_ENTRY_MISSING');
  });

  it('ends an unpaid offer, offers the next in line exactly once, and tells the first their offer ended', async () => {
    const { classroom, taken } = await fullClass(server, shop);
    const first = await shopFamily(server);
    const second = await shopFamily(server);
    await join(server, first, classroom.id, first.ada.id);
    await join(server, second, classroom.id, second.ada.id);
    await withdrawByHand(taken[0]!.id);
    await runJobs(server);
    const offered = (await entryOf(server, classroom.id, first.ada.id))!;
    expect(offered.status).toBe('OFFERED');

    // The offer's time passes.
    await server.services.db
      .update(waitlistEntries)
      .set({ offerExpiresAt: new Date(server.services.now().getTime() - 1000) })
      .where(eq(waitlistEntries.id, offered.id));
    await Promise.all([scanWaitlists(server.services), scanWaitlists(server.services)]);
    await runJobs(server);
    await makeOffers(server.services, classroom.id);
    expect((await entryOf(server, classroom.id, first.ada.id))!.status).toBe('EXPIRED');
    const next = (await entryOf(server, classroom.id, second.ada.id))!;
    expect(next.status).toBe('OFFERED');
    expect((await offerNotices(server, next.id)).length).toBe(1);

    expect((await server.gql(ACCEPT, { entryId: offered.id }, { token: first.token })).errors?.[0]?.message).toBe(
      'This offer has ended. The seat went to the next student in line.',
    );
    expect(errorCode(await addToCart(server, first, classroom.id, first.ada.id))).toBe('OFFER_ENDED');
  });

  it('offers a seat when an admin raises the maximum in the class form', async () => {
    const { classroom } = await fullClass(server, shop);
    const family = await shopFamily(server);
    await join(server, family, classroom.id, family.ada.id);
    const teacher = await createEmployee(server.services.db, {
      workEmail: `t-${classroom.id}@example.com`,
      passwordHash: 'x',
      isTeacher: true,
    });
    const viewer: EmployeeViewer = {
      userType: 'EMPLOYEE',
      employeeId: admin.admin.id,
      isAdmin: true,
      isTeacher: false,
      isGuest: false,
      sessionId: 0,
    };
    await updateClassroom(server.services.db, viewer, classroom.id, {
      courseId: classroom.courseId,
      code: classroom.code,
      title: classroom.title,
      year: classroom.year,
      quarter: classroom.quarter,
      session: classroom.session,
      teachingStyle: classroom.teachingStyle,
      centerLocationId: classroom.centerLocationId,
      weekdays: [1],
      startTime: '16:00',
      endTime: '17:00',
      startDate: classroom.startDate,
      endDate: classroom.endDate,
      tuitionCents: classroom.tuitionCents,
      earlyBirdTuitionCents: classroom.earlyBirdTuitionCents,
      enrollmentMax: 2,
      leadInstructorId: teacher.id,
      instructorIds: [],
      onCatalog: true,
    });
    await runJobs(server);
    expect((await entryOf(server, classroom.id, family.ada.id))!.status).toBe('OFFERED');
  });

  it('offers the seats a raised maximum frees, found by the scan', async () => {
    const { classroom } = await fullClass(server, shop);
    const family = await shopFamily(server);
    await join(server, family, classroom.id, family.ada.id);
    await join(server, family, classroom.id, family.ben.id);
    await server.services.db.update(classrooms).set({ enrollmentMax: 3 }).where(eq(classrooms.id, classroom.id));
    await scanWaitlists(server.services);
    await runJobs(server);
    expect((await entryOf(server, classroom.id, family.ada.id))!.status).toBe('OFFERED');
    expect((await entryOf(server, classroom.id, family.ben.id))!.status).toBe('OFFERED');
    const line = await server.gql<{ classWaitlist: { openSeats: number } }>(
      CLASS_WAITLIST,
      { classroomId: classroom.id },
      { token: admin.token },
    );
    expect(line.data!.classWaitlist.openSeats).toBe(0);
  });
});

describe('the office', () => {
  const staff = (document: string, variables: Record<string, unknown>) =>
    server.gql<Record<string, { openSeats: number | null; entries: { id: number; studentId: number; status: string }[] }>>(
      document,
      variables,
      {
        token: admin.token,
      },
    );

  it('reorders the line, offers only into a free seat, enrols directly and removes', async () => {
    const { classroom, taken } = await fullClass(server, shop);
    const family = await shopFamily(server);
    const other = await shopFamily(server);
    await join(server, family, classroom.id, family.ada.id);
    await join(server, other, classroom.id, other.ada.id);
    const line = (await staff(CLASS_WAITLIST, { classroomId: classroom.id })).data!.classWaitlist!;
    expect(line.entries.map((e) => e.studentId)).toEqual([family.ada.id, other.ada.id]);
    const [a, b] = line.entries.map((e) => e.id);

    const REORDER = `mutation R($classroomId: Int!, $entryIds: [Int!]!) { reorderWaitlist(classroomId: $classroomId, entryIds: $entryIds) { entries { id studentId status } } }`;
    expect((await staff(REORDER, { classroomId: classroom.id, entryIds: [a] })).errors?.[0]?.extensions?.code).toBe(
      'WAITLIST_ORDER_CHANGED',
    );
    const reordered = await staff(REORDER, { classroomId: classroom.id, entryIds: [b, a] });
    expect(reordered.data!.reorderWaitlist!.entries.map((e) => e.id)).toEqual([b, a]);

    const OFFER = `mutation O($entryId: Int!) { offerWaitlistSeat(entryId: $entryId) { openSeats entries { id status } } }`;
    expect((await staff(OFFER, { entryId: a })).errors?.[0]?.message).toBe(
      'No seat is free in this class. Raise its maximum first, or wait for a seat to free.',
    );
    // A family cannot use the office's operations.
    expect(errorCode(await server.gql(OFFER, { entryId: a }, { token: family.token }))).toBe('FORBIDDEN');

    const ENROL = `mutation E($entryId: Int!) { enrollFromWaitlist(entryId: $entryId) { entries { id } } }`;
    expect(errorCode(await staff(ENROL, { entryId: a }))).toBe('WAITLIST_NO_FREE_SEAT');
    // A seat frees: the office offers it to the second in line by hand, then enrols them.
    await server.services.db.update(enrollments).set({ withdrawnAt: new Date() }).where(eq(enrollments.id, taken[0]!.id));
    const handOffer = await staff(OFFER, { entryId: a });
    expect(handOffer.data!.offerWaitlistSeat!.entries.find((e) => e.id === a)!.status).toBe('OFFERED');
    expect((await offerNotices(server, a!)).length).toBe(1);
    const enrolled = await staff(ENROL, { entryId: a });
    expect(enrolled.data!.enrollFromWaitlist!.entries.map((e) => e.id)).toEqual([b]);
    expect((await entryOf(server, classroom.id, family.ada.id))!.status).toBe('ENROLLED');

    const REMOVE = `mutation X($entryId: Int!) { removeFromWaitlist(entryId: $entryId) { entries { id } } }`;
    expect((await staff(REMOVE, { entryId: b })).data!.removeFromWaitlist!.entries).toEqual([]);
    expect((await entryOf(server, classroom.id, other.ada.id))!.status).toBe('LEFT');
  });

  it('keeps the offer time in range', async () => {
    const SET = `mutation S($hours: Int!) { setWaitlistOfferHours(hours: $hours) }`;
    expect((await server.gql(SET, { hours: 0 }, { token: admin.token })).errors?.[0]?.message).toBe(
      'Enter how many hours an offer holds its seat: a whole number from 1 to 336.',
    );
    expect((await server.gql(SET, { hours: 337 }, { token: admin.token })).errors?.[0]?.extensions?.code).toBe('WAITLIST_OFFER_HOURS');
    expect(
      (await server.gql<{ setWaitlistOfferHours: number }>(SET, { hours: 24 }, { token: admin.token })).data!.setWaitlistOfferHours,
    ).toBe(24);
    expect(
      (await server.gql<{ waitlistOfferHours: number }>(`{ waitlistOfferHours }`, {}, { token: admin.token })).data!.waitlistOfferHours,
    ).toBe(24);
  });
});
