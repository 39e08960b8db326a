import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAcademy } from '../../db/seed/demo.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';

/** Seeded in the evening in Los Angeles, when UTC has moved on to the next day. */
const NOW = new Date('2026-11-26T05:30:00Z');

let t: TestServer;
let parent: string;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const demo = await seedDemoAcademy(t.services.db, NOW);
  parent = await sessionFor(t.services.db, { userType: 'FAMILY_MEMBER', familyMemberId: demo.people.williams.parent.id }, NOW);
});
afterAll(() => t.close());

describe("the demo academy's family grades", () => {
  it("shows the Williams parent Alice's grades and badges on /reports", async () => {
    const result = await t.gql<{
      familyReports: {
        student: { username: string };
        openClasses: { code: string; grade: number | null }[];
        startingSoon: { code: string }[];
        badges: { badge: { label: string }; classroomCode: string; tentative: boolean }[];
      }[];
    }>(
      `{ familyReports { student { username } openClasses { code grade } startingSoon { code }
         badges { badge { label } classroomCode tentative } } }`,
      {},
      { token: parent },
    );
    expect(result.errors).toBeUndefined();
    const alice = result.data!.familyReports.find((report) => report.student.username === 'alicew101')!;
    expect(alice.openClasses.length).toBeGreaterThan(0);
    expect(alice.openClasses.some((row) => row.grade !== null && row.grade >= 0)).toBe(true);
    expect(alice.badges.length).toBeGreaterThan(0);
    expect(alice.badges.some((earned) => !earned.tentative)).toBe(true);
    expect(alice.badges.some((earned) => earned.tentative)).toBe(true);
  });

  it("greets Bob on his birthday, the day the demo was seeded in the academy's zone", async () => {
    const result = await t.gql<{ familyBirthdays: { date: string; students: { firstName: string; age: number }[] } }>(
      `{ familyBirthdays { date students { firstName age } } }`,
      {},
      { token: parent },
    );
    expect(result.data!.familyBirthdays).toEqual({ date: '2026-11-25', students: [{ firstName: 'Bob', age: 10 }] });
  });
});
