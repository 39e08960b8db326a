import { messages } from '@solve/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNews as seedNews } from '../../db/seed/factories/messages.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import {
  buildClassroom,
  type BuiltClassroom,
  DAY,
  enroll,
  signedInEmployee,
  signedInStudent,
  teach,
} from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const NEWS = `query ($id: Int!) { classNews(classroomId: $id) { canManage items { id subject announcer messageDoc messageText likes likedByMe scheduled } } }`;
const CREATE = `mutation ($id: Int!, $input: NewsInput!) { createNews(classroomId: $id, input: $input) { id subject messageDoc scheduled } }`;
const UPDATE = `mutation ($id: Int!, $input: NewsInput!) { updateNews(newsId: $id, input: $input) { id subject messageText } }`;
const ARCHIVE = `mutation ($id: Int!) { archiveNews(newsId: $id) }`;
const LIKE = `mutation ($id: Int!) { likeNews(newsId: $id) { likes likedByMe } }`;
const TEACHERS = `query ($id: Int!) { classInstructors(classroomId: $id) { firstName lastName imageUrl isLead } }`;

const doc = JSON.stringify({
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'Bring:' }] },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a ruler' }] }] }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'notes', marks: [{ type: 'link', attrs: { href: 'https://solve.test/notes' } }] },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'this', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
      ],
    },
  ],
});

let t: TestServer;
let room: BuiltClassroom;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let classmates: Awaited<ReturnType<typeof signedInStudent>>[];
let outsider: Awaited<ReturnType<typeof signedInStudent>>;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;
let otherTeacher: Awaited<ReturnType<typeof signedInEmployee>>;
let admin: Awaited<ReturnType<typeof signedInEmployee>>;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  room = await buildClassroom(db, {
    classroom: { startDate: '2026-11-01', endDate: '2026-12-20' },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: [{ order: 1, sets: [{ kind: 'HOMEWORK' }] }],
  });
  student = await signedInStudent(db, NOW);
  outsider = await signedInStudent(db, NOW);
  classmates = [];
  for (let i = 0; i < 3; i++) classmates.push(await signedInStudent(db, NOW));
  teacher = await signedInEmployee(db, NOW, { isTeacher: true });
  otherTeacher = await signedInEmployee(db, NOW, { isTeacher: true });
  admin = await signedInEmployee(db, NOW, { isAdminOfSolve: true });
  await enroll(db, student.student.id, room.classroom.id);
  for (const mate of classmates) await enroll(db, mate.student.id, room.classroom.id);
  await teach(db, teacher.employee.id, room.classroom.id);
}, 120_000);

afterAll(() => t.close());

const input = (values: Partial<{ subject: string; message: string; announceDateTime: string; headline: boolean }> = {}) => ({
  subject: 'Ruler day',
  message: doc,
  ...values,
});

describe('news', () => {
  it('a teacher of the class announces with a list and a link; the unsafe link loses its address', async () => {
    const made = await t.gql<{ createNews: { id: number; messageDoc: string } }>(
      CREATE,
      { id: room.classroom.id, input: input() },
      { token: teacher.token },
    );
    expect(made.errors).toBeUndefined();
    const stored = JSON.parse(made.data!.createNews.messageDoc) as { content: { type: string; content: { marks?: unknown }[] }[] };
    expect(stored.content[1]!.type).toBe('bulletList');
    expect(stored.content[2]!.content[0]!.marks).toEqual([{ type: 'link', attrs: { href: 'https://solve.test/notes' } }]);
    expect(stored.content[2]!.content[2]!.marks).toBeUndefined();

    const seen = await t.gql<{ classNews: { canManage: boolean; items: { subject: string; announcer: string }[] } }>(
      NEWS,
      { id: room.classroom.id },
      { token: student.token },
    );
    expect(seen.data!.classNews.canManage).toBe(false);
    expect(seen.data!.classNews.items[0]).toMatchObject({ subject: 'Ruler day', announcer: 'Sam Staff' });
  });

  it('refuses invalid rich text, an empty subject and an empty message, and stores nothing', async () => {
    const before = await t.gql<{ classNews: { items: unknown[] } }>(NEWS, { id: room.classroom.id }, { token: teacher.token });
    const bad = await t.gql(CREATE, { id: room.classroom.id, input: input({ message: '<script>x</script>' }) }, { token: teacher.token });
    expect(bad.errors?.[0]?.message).toBe(messages.INVALID_RICH_TEXT);
    const noSubject = await t.gql(CREATE, { id: room.classroom.id, input: input({ subject: '  ' }) }, { token: teacher.token });
    expect(errorCode(noSubject)).toBe('NEWS_SUBJECT_REQUIRED');
    const empty = await t.gql(
      CREATE,
      { id: room.classroom.id, input: input({ message: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] }) }) },
      { token: teacher.token },
    );
    expect(errorCode(empty)).toBe('NEWS_MESSAGE_REQUIRED');
    const after = await t.gql<{ classNews: { items: unknown[] } }>(NEWS, { id: room.classroom.id }, { token: teacher.token });
    expect(after.data!.classNews.items.length).toBe(before.data!.classNews.items.length);
  });

  it("counts an announcement's words, not its JSON, and names the field and its limit when one is too long", async () => {
    const paragraphs = (count: number, text: string, marks?: unknown[]) =>
      JSON.stringify({
        type: 'doc',
        content: Array.from({ length: count }, () => ({
          type: 'paragraph',
          content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
        })),
      });
    const create = (values: Parameters<typeof input>[0]) =>
      t.gql(CREATE, { id: room.classroom.id, input: input(values) }, { token: teacher.token });
    // 50,000 characters in short bold paragraphs: about 260 kB of JSON, five times the words' figure, is kept.
    const longest = paragraphs(2_500, 'x'.repeat(20), [{ type: 'bold' }]);
    expect(longest.length).toBeGreaterThan(200_000);
    expect((await create({ message: longest })).errors).toBeUndefined();

    const tooLong = 'The announcement is too long: at most 50,000 characters.';
    // One character more, in one paragraph of 50,001 (longer than a text node used to be allowed).
    expect((await create({ message: paragraphs(1, 'x'.repeat(50_001)) })).errors?.[0]?.message).toBe(tooLong);
    // 100 kB pasted as text: too long, not unreadable.
    const pasted = await create({ message: paragraphs(1_000, 'y'.repeat(100)) });
    expect(pasted.errors?.[0]?.message).toBe(tooLong);
    expect(pasted.errors?.[0]?.extensions).toMatchObject({ code: 'TEXT_TOO_LONG', field: 'ANNOUNCEMENT', max: 50_000 });
    // JSON larger than any document of 50,000 characters is too long before it is read.
    expect((await create({ message: `{${' '.repeat(600_000)}` })).errors?.[0]?.message).toBe(tooLong);
    // Too long and broken: the length is what the writer can act on.
    expect((await create({ message: paragraphs(1, 'z'.repeat(60_000)).replace('"paragraph"', '"script"') })).errors?.[0]?.message).toBe(
      tooLong,
    );
    expect((await create({ subject: 's'.repeat(201) })).errors?.[0]?.message).toBe('The subject is too long: at most 200 characters.');
  });

  it('only staff of the class manage announcements', async () => {
    expect(errorCode(await t.gql(CREATE, { id: room.classroom.id, input: input() }, { token: student.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CREATE, { id: room.classroom.id, input: input() }, { token: otherTeacher.token }))).toBe('NOT_TEACHING');
    expect(errorCode(await t.gql(CREATE, { id: room.classroom.id, input: input() }))).toBe('NOT_SIGNED_IN');
    const byAdmin = await t.gql<{ createNews: { id: number } }>(
      CREATE,
      { id: room.classroom.id, input: input({ subject: 'From the office' }) },
      { token: admin.token },
    );
    expect(byAdmin.errors).toBeUndefined();
    expect(errorCode(await t.gql(ARCHIVE, { id: byAdmin.data!.createNews.id }, { token: otherTeacher.token }))).toBe('NOT_TEACHING');
    expect(errorCode(await t.gql(UPDATE, { id: byAdmin.data!.createNews.id, input: input() }, { token: student.token }))).toBe('FORBIDDEN');
  });

  it('students of other classes read nothing', async () => {
    expect(errorCode(await t.gql(NEWS, { id: room.classroom.id }, { token: outsider.token }))).toBe('NOT_ENROLLED');
    expect(errorCode(await t.gql(NEWS, { id: room.classroom.id }, { token: otherTeacher.token }))).toBe('NOT_TEACHING');
  });

  it('a scheduled announcement stays hidden from students until its time', async () => {
    const later = new Date(NOW.getTime() + 2 * DAY).toISOString();
    const made = await t.gql<{ createNews: { id: number; scheduled: boolean } }>(
      CREATE,
      { id: room.classroom.id, input: input({ subject: 'Test on Friday', announceDateTime: later }) },
      { token: teacher.token },
    );
    expect(made.data!.createNews.scheduled).toBe(true);
    const subjects = async (token: string) =>
      (await t.gql<{ classNews: { items: { subject: string }[] } }>(NEWS, { id: room.classroom.id }, { token })).data!.classNews.items.map(
        (n) => n.subject,
      );
    expect(await subjects(teacher.token)).toContain('Test on Friday');
    expect(await subjects(student.token)).not.toContain('Test on Friday');
    expect(errorCode(await t.gql(LIKE, { id: made.data!.createNews.id }, { token: student.token }))).toBe('NOT_FOUND');
    t.clock.now = new Date(NOW.getTime() + 3 * DAY);
    try {
      expect(await subjects(student.token)).toContain('Test on Friday');
    } finally {
      t.clock.now = NOW;
    }
  });

  it('edits and archives; archived announcements leave the tab and cannot be edited', async () => {
    const made = await t.gql<{ createNews: { id: number } }>(
      CREATE,
      { id: room.classroom.id, input: input({ subject: 'Draft' }) },
      { token: teacher.token },
    );
    const id = made.data!.createNews.id;
    const edited = await t.gql<{ updateNews: { subject: string; messageText: string } }>(
      UPDATE,
      { id, input: input({ subject: 'Final' }) },
      { token: teacher.token },
    );
    expect(edited.data!.updateNews.subject).toBe('Final');
    expect(edited.data!.updateNews.messageText).toContain('a ruler');
    expect((await t.gql<{ archiveNews: boolean }>(ARCHIVE, { id }, { token: teacher.token })).data!.archiveNews).toBe(true);
    const items = (await t.gql<{ classNews: { items: { id: number }[] } }>(NEWS, { id: room.classroom.id }, { token: student.token })).data!
      .classNews.items;
    expect(items.map((n) => n.id)).not.toContain(id);
    expect(errorCode(await t.gql(UPDATE, { id, input: input() }, { token: teacher.token }))).toBe('NEWS_ARCHIVED');
  });

  it('shows a stored message that is not rich text as plain text', async () => {
    const plain = await seedNews(t.services.db, {
      classroomId: room.classroom.id,
      subject: 'Old style',
      message: 'Room 204 tonight.',
      announceDateTime: new Date(NOW.getTime() - DAY),
    });
    const items = (
      await t.gql<{ classNews: { items: { id: number; messageDoc: string | null; messageText: string }[] } }>(
        NEWS,
        { id: room.classroom.id },
        { token: student.token },
      )
    ).data!.classNews.items;
    expect(items.find((n) => n.id === plain.id)).toMatchObject({ messageDoc: null, messageText: 'Room 204 tonight.' });
  });

  it('a like counts once per student, even sent 20 times at once', async () => {
    const made = await t.gql<{ createNews: { id: number } }>(
      CREATE,
      { id: room.classroom.id, input: input({ subject: 'Like me' }) },
      { token: teacher.token },
    );
    const id = made.data!.createNews.id;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.gql<{ likeNews: { likes: number } }>(LIKE, { id }, { token: student.token })),
    );
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    await Promise.all(classmates.map((mate) => t.gql(LIKE, { id }, { token: mate.token })));
    const again = await t.gql<{ likeNews: { likes: number; likedByMe: boolean } }>(LIKE, { id }, { token: student.token });
    expect(again.data!.likeNews).toEqual({ likes: 1 + classmates.length, likedByMe: true });
    expect(errorCode(await t.gql(LIKE, { id }, { token: teacher.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(LIKE, { id }, { token: outsider.token }))).toBe('NOT_ENROLLED');
  });

  it('the Teachers tab lists the instructors of the class', async () => {
    const list = await t.gql<{ classInstructors: { firstName: string; lastName: string }[] }>(
      TEACHERS,
      { id: room.classroom.id },
      { token: student.token },
    );
    expect(list.data!.classInstructors).toEqual([{ firstName: 'Sam', lastName: 'Staff', imageUrl: null, isLead: false }]);
    expect(errorCode(await t.gql(TEACHERS, { id: room.classroom.id }, { token: outsider.token }))).toBe('NOT_ENROLLED');
  });
});
