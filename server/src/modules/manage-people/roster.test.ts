import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enrollments, familyAccounts, familyMembers, students } from '../../db/schema/index.js';
import { createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { buildClassroom, enroll, signedInEmployee } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { verifyPassword } from '../auth/passwords.js';

const NOW = new Date('2026-11-22T20:00:00Z');
let t: TestServer;
let admin: string;
let teacher: string;

const REPORT = `fileName imported rows problems { line message } newStudents { line name username password }
  counts { families { created existing } parents { created existing } students { created existing } enrolments { created existing } }`;
const CHECK = `mutation ($f: String!, $s: String!) { checkRoster(fileName: $f, source: $s) { ${REPORT} } }`;
const IMPORT = `mutation ($f: String!, $s: String!) { importRoster(fileName: $f, source: $s) { ${REPORT} } }`;
const LOGIN = `mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }`;

type Count = { created: number; existing: number };
interface Report {
  imported: boolean;
  rows: number;
  problems: { line: number; message: string }[];
  newStudents: { line: number; name: string; username: string; password: string }[];
  counts: { families: Count; parents: Count; students: Count; enrolments: Count } | null;
}

const HEADER =
  'family,parent_first_name,parent_last_name,parent_email,parent_phone,student_first_name,student_last_name,student_grade,class_codes';

async function newClass(code: string, max: number | null) {
  const { classroom } = await buildClassroom(t.services.db, {
    classroom: { code, title: `${code}: Algebra`, enrollmentMax: max, startDate: '2027-01-10', endDate: '2027-03-20' },
    firstLessonAt: new Date('2027-01-10T17:00:00Z'),
    lessons: [],
  });
  return classroom;
}

async function call(document: string, source: string, token = admin): Promise<Report> {
  const result = await t.gql<Record<string, Report>>(document, { f: 'roster.csv', s: source }, { token });
  expect(result.errors).toBeUndefined();
  return Object.values(result.data!)[0]!;
}

const familiesCount = async () => (await t.services.db.select({ n: count() }).from(familyAccounts))[0]!.n;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  await createSettings(t.services.db);
  admin = (await signedInEmployee(t.services.db, NOW, { isAdminOfSolve: true })).token;
  teacher = (await signedInEmployee(t.services.db, NOW, { isTeacher: true })).token;
  await newClass('RA-1', 10);
  const small = await newClass('RA-SMALL', 2);
  await createFamily(t.services.db, { phoneNumber: '+14085550500', email: 'taken@home.test', firstName: 'Tia', lastName: 'Taken' });
  const other = await createFamily(t.services.db, { phoneNumber: '+14085550501', email: 'other@home.test' });
  const seated = await createStudent(t.services.db, { username: 'seated001', passwordHash: 'x', familyAccountId: other.family.id });
  await enroll(t.services.db, seated.id, small.id);
});
afterAll(() => t.close());

describe('roster dry run', () => {
  it("lists each row's problem with its line, and writes nothing", async () => {
    const before = await familiesCount();
    const source = [
      HEADER,
      'Lee,Ana,Lee,ana@lee.test,408-555-0101,Max,Lee,5,RA-1', // line 2: fine
      'Lee,Ana,Lee,ana@lee.test,408-555-0101,Mia,Lee,7', // line 3: a field short
      'Kim,Bo,Kim,not-an-email,408-555-0102,Kai,Kim,K,RA-1', // line 4: e-mail
      'Kim2,Cy,Kim,cy@kim.test,408-555-0103,Ivy,Kim,13,NOPE-9', // line 5: grade, unknown class
      '"Ng","Di","Ng","taken@home.test","408-555-0104","Eli","Ng","3","RA-1"', // line 6: e-mail of another parent
      'Ro,Ed,Ro,ed@ro.test,408-555-0105,Fay,Ro,4,RA-SMALL', // line 7: takes the last seat
      'Ro,Ed,Ro,ed@ro.test,408-555-0105,Gus,Ro,4,RA-SMALL', // line 8: the class is full
      'Su,Fi,Su,fi@su.test,408-555-0101,Hal,Su,2,', // line 9: the phone of family Lee
    ].join('\n');
    const report = await call(CHECK, source);
    expect(report.imported).toBe(false);
    expect(report.counts).toBeNull();
    expect(report.rows).toBe(8);
    expect(report.problems).toEqual([
      { line: 3, message: 'Invalid Record Length: columns length is 9, got 8 on line 3' },
      { line: 4, message: 'parent_email "not-an-email" is not an e-mail address' },
      { line: 5, message: 'student_grade "13" is not K or a grade from 1 to 12' },
      { line: 6, message: 'parent_email is already the e-mail of a parent with another phone' },
      { line: 8, message: 'class RA-SMALL is full (2 seats)' },
      { line: 9, message: 'parent_phone is also in family "Lee" (line 2)' },
    ]);
    // Line 5's unknown class is found once the row can be read: fixed, the file says so.
    const fixed = await call(CHECK, [HEADER, 'Kim2,Cy,Kim,cy@kim.test,408-555-0103,Ivy,Kim,12,NOPE-9'].join('\n'));
    expect(fixed.problems).toEqual([{ line: 2, message: 'class NOPE-9 does not exist or is closed' }]);
    expect(await familiesCount()).toBe(before);
  });

  it('names missing and unknown columns, and a file without rows', async () => {
    const report = await call(CHECK, 'family,parent_email,colour\nLee,a@b.test,red');
    expect(report.problems.map((p) => p.line)).toEqual([1, 1]);
    expect(report.problems[0]!.message).toMatch(/^missing columns: parent_first_name/);
    expect(report.problems[1]!.message).toBe('unknown column: colour');
    expect(errorCode(await t.gql(CHECK, { f: 'r.csv', s: '  ' }, { token: admin }))).toBe('ROSTER_FILE_EMPTY');
  });

  it('reads quotes inside a field as characters, so a line of thousands of them is read in one pass', async () => {
    // Refused one by one, the quotes of this 200 kB line made csv-parse read it again at each: minutes, gigabytes.
    const report = await call(CHECK, '{"a":'.repeat(40_000));
    expect(report.problems.map((p) => p.line)).toEqual([1, 1]);
    expect(report.problems[1]!.message).toMatch(/^unknown column: \{"a":.{35}…$/);
    const quoted = await call(CHECK, [HEADER, 'O"Neil,Ana,O"Neil,ana@oneil.test,408-555-0111,Max,O"Neil,5,RA-1'].join('\n'));
    expect(quoted.problems).toEqual([]);
  });
});

describe('roster import', () => {
  const source = [
    HEADER + ',parent_relation,student_birthdate',
    'Park,Jin,Park,jin@park.test,(408) 555-0201,Sol,Park,6,RA-1,MOTHER,2014-05-01',
    'Park,Jin,Park,jin@park.test,(408) 555-0201,Ari,Park,K,RA-1; RA-SMALL,MOTHER,',
    'Park,Dae,Park,dae@park.test,(408) 555-0202,Ona,Park,3,,FATHER,',
    'Tia,Tia,Taken,TAKEN@home.test,408-555-0500,Ray,Taken,8,RA-1,,',
  ].join('\n');

  it('first says what it would do, then does it in one go: families, parents, students with first passwords, enrolments', async () => {
    const dry = await call(CHECK, source);
    expect(dry.problems).toEqual([]);
    expect(dry.newStudents).toEqual([]);
    expect(dry.counts).toEqual({
      families: { created: 1, existing: 1 },
      parents: { created: 2, existing: 1 },
      students: { created: 4, existing: 0 },
      enrolments: { created: 4, existing: 0 },
    });

    const report = await call(IMPORT, source);
    expect(report.imported).toBe(true);
    expect(report.counts).toEqual(dry.counts);
    expect(report.newStudents.map((s) => [s.line, s.name])).toEqual([
      [2, 'Sol Park'],
      [3, 'Ari Park'],
      [4, 'Ona Park'],
      [5, 'Ray Taken'],
    ]);
    const passwords = report.newStudents.map((s) => s.password);
    expect(new Set(passwords).size).toBe(4);
    for (const login of report.newStudents) expect(login.username).toMatch(/^[a-z]+[a-z]\d{3}$/);

    const rows = await t.services.db
      .select()
      .from(students)
      .where(
        inArray(
          students.username,
          report.newStudents.map((s) => s.username),
        ),
      );
    for (const row of rows) {
      expect(row.mustChangePassword).toBe(true);
      const login = report.newStudents.find((s) => s.username === row.username)!;
      expect(await verifyPassword(row.passwordHash, login.password)).toBe(true);
    }
    const sol = report.newStudents[0]!;
    expect(errorCode(await t.gql(LOGIN, { u: sol.username, p: sol.password }))).toBeUndefined();

    // The Parks are one new family with two parents, the first primary; Ray joins the Taken family.
    const [jin] = await t.services.db.select().from(familyMembers).where(eq(familyMembers.email, 'jin@park.test'));
    const [park] = await t.services.db.select().from(familyAccounts).where(eq(familyAccounts.id, jin!.familyAccountId));
    expect(park).toMatchObject({ primaryFamilyMemberId: jin!.id, status: 'ACTIVE' });
    expect(jin).toMatchObject({ relation: 'MOTHER', phoneNumber: '+14085550201' });
    const parkKids = await t.services.db.select().from(students).where(eq(students.familyAccountId, park!.id));
    expect(parkKids.map((s) => s.firstName).sort()).toEqual(['Ari', 'Ona', 'Sol']);
    const [taken] = await t.services.db.select().from(familyMembers).where(eq(familyMembers.email, 'taken@home.test'));
    const ray = rows.find((s) => s.firstName === 'Ray')!;
    expect(ray.familyAccountId).toBe(taken!.familyAccountId);

    const ari = rows.find((s) => s.firstName === 'Ari')!;
    const ariClasses = await t.services.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.studentId, ari.id), isNull(enrollments.withdrawnAt)));
    expect(ariClasses).toHaveLength(2);

    const records = await t.services.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['roster.import', 'student.create', 'enrollment.create']));
    expect(records.filter((r) => r.action === 'roster.import')).toHaveLength(1);
    expect(records.filter((r) => r.action === 'student.create')).toHaveLength(4);
    expect(records.filter((r) => r.action === 'enrollment.create')).toHaveLength(4);
    for (const login of report.newStudents) expect(JSON.stringify(records)).not.toContain(login.password);
  });

  it('imported again, finds everyone and every enrolment already there and adds nothing', async () => {
    const families = await familiesCount();
    const report = await call(IMPORT, source);
    expect(report.problems).toEqual([]);
    expect(report.newStudents).toEqual([]);
    expect(report.counts).toEqual({
      families: { created: 0, existing: 2 },
      parents: { created: 0, existing: 3 },
      students: { created: 0, existing: 4 },
      enrolments: { created: 0, existing: 4 },
    });
    expect(await familiesCount()).toBe(families);
  });

  it('writes nothing when a row has a problem, and is for admins only', async () => {
    const families = await familiesCount();
    const bad = [HEADER, 'Vo,Al,Vo,al@vo.test,408-555-0301,Bea,Vo,4,RA-1', 'Vo,Al,Vo,al@vo.test,408-555-0301,Cal,Vo,4,RA-SMALL'].join('\n');
    const report = await call(IMPORT, bad);
    expect(report.imported).toBe(false);
    expect(report.problems).toEqual([{ line: 3, message: 'class RA-SMALL is full (2 seats)' }]);
    expect(await familiesCount()).toBe(families);
    expect(errorCode(await t.gql(IMPORT, { f: 'r.csv', s: bad }, { token: teacher }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CHECK, { f: 'r.csv', s: bad }))).toBe('NOT_SIGNED_IN');
  });
});
