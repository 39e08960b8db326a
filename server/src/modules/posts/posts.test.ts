import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassroom, createCourse } from '../../db/seed/factories/catalog.js';
import { createPost } from '../../db/seed/factories/community.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { DAY, HOUR, signedInEmployee, signedInStudent } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { shopFamily } from '../../test/shop-kit.js';
import { POST_HTML_MAX, sanitizePostHtml } from './post-html.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const POSTS = `{ posts { id title published state favoriteCount viewCount favorited } }`;
const POST = `query ($id: Int!) { post(id: $id) { id title content viewCount favoriteCount favorited state } }`;
const FAVORITE = `mutation ($id: Int!, $on: Boolean!) { setPostFavorite(postId: $id, favorited: $on) { favorited favoriteCount } }`;
const SAVE = `mutation ($id: Int, $input: PostInput!) { savePost(id: $id, input: $input) { id title content state classroomCodes publishDate } }`;
const ADMIN_POSTS = `{ adminPosts { id title state } }`;

interface Listed {
  posts: { id: number; title: string; published: boolean; state: string; favoriteCount: number; viewCount: number; favorited: boolean }[];
}
type OnePost = {
  post: { id: number; title: string; content: string; viewCount: number; favoriteCount: number; favorited: boolean; state: string } | null;
};

let t: TestServer;
let ids: { live: number; draft: number; scheduled: number; expired: number; liveNoExpiry: number };
let admin: string;
let teacher: string;
let student: string;

const input = (values: Record<string, unknown> = {}) => ({
  title: 'Spring open house',
  description: 'Meet the teachers.',
  content: '<p>Come and see.</p>',
  postType: 'EVENT',
  published: true,
  publishDate: new Date(NOW.getTime() + DAY).toISOString(),
  expirationDate: null,
  classroomCodes: [],
  ...values,
});

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  const at = (days: number) => new Date(NOW.getTime() + days * DAY);
  ids = {
    live: (await createPost(db, { title: 'Live', publishDate: at(-2), expirationDate: at(10) })).id,
    liveNoExpiry: (await createPost(db, { title: 'Live, no expiry', publishDate: at(-5) })).id,
    draft: (await createPost(db, { title: 'Draft', published: false, publishDate: null })).id,
    scheduled: (await createPost(db, { title: 'Scheduled', publishDate: at(3) })).id,
    expired: (await createPost(db, { title: 'Expired', publishDate: at(-30), expirationDate: at(-1) })).id,
  };
  admin = (await signedInEmployee(db, NOW, { isAdminOfSolve: true })).token;
  teacher = (await signedInEmployee(db, NOW, { isTeacher: true })).token;
  student = (await signedInStudent(db, NOW)).token;
  const course = await createCourse(db, { code: 'PX1' });
  await createClassroom(db, { courseId: course.id, code: 'PX1-A', title: 'PX1-A: Promoted' });
}, 60_000);
afterAll(() => t.close());

describe('reading posts', () => {
  it('shows live posts only, newest first, to everyone signed in; admins also see drafts', async () => {
    const { token: parent } = await shopFamily(t);
    for (const token of [student, parent, teacher]) {
      const { data } = await t.gql<Listed>(POSTS, {}, { token });
      expect(data!.posts.map((post) => post.title)).toEqual(['Live', 'Live, no expiry']);
    }
    const asAdmin = await t.gql<Listed>(POSTS, {}, { token: admin });
    expect(asAdmin.data!.posts.map((post) => [post.title, post.state])).toEqual([
      ['Draft', 'DRAFT'],
      ['Live', 'LIVE'],
      ['Live, no expiry', 'LIVE'],
    ]);
    expect(errorCode(await t.gql(POSTS))).toBe('NOT_SIGNED_IN');
  });

  it('opens a live post for anyone; a draft, scheduled or expired one only for admins', async () => {
    expect((await t.gql<OnePost>(POST, { id: ids.live })).data!.post?.title).toBe('Live');
    for (const id of [ids.draft, ids.scheduled, ids.expired]) {
      expect((await t.gql<OnePost>(POST, { id }, { token: student })).data!.post).toBeNull();
      expect((await t.gql<OnePost>(POST, { id }, { token: admin })).data!.post?.id).toBe(id);
    }
  });

  it('a scheduled post appears on its publish date and leaves at its expiry', async () => {
    const list = async () => (await t.gql<Listed>(POSTS, {}, { token: student })).data!.posts.map((post) => post.title);
    try {
      t.clock.now = new Date(NOW.getTime() + 3 * DAY + HOUR);
      expect(await list()).toContain('Scheduled');
      t.clock.now = new Date(NOW.getTime() + 11 * DAY);
      expect(await list()).not.toContain('Live');
    } finally {
      t.clock.now = NOW;
    }
  });

  it("counts a student's or parent's view once a day, guests and staff not at all", async () => {
    const { token: parent } = await shopFamily(t);
    const views = async () => (await t.gql<OnePost>(POST, { id: ids.liveNoExpiry }, { token: admin })).data!.post!.viewCount;
    const before = await views();
    const reads = await Promise.all([1, 2, 3, 4, 5].map(() => t.gql(POST, { id: ids.liveNoExpiry }, { token: parent })));
    expect(reads.map((read) => read.errors)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    await t.gql(POST, { id: ids.liveNoExpiry }, { token: student });
    await t.gql(POST, { id: ids.liveNoExpiry });
    await t.gql(POST, { id: ids.liveNoExpiry }, { token: teacher });
    expect(await views()).toBe(before + 2);
    try {
      t.clock.now = new Date(NOW.getTime() + DAY);
      await t.gql(POST, { id: ids.liveNoExpiry }, { token: parent });
      expect(await views()).toBe(before + 3);
    } finally {
      t.clock.now = NOW;
    }
    // A post the reader may not see is not counted.
    await t.gql(POST, { id: ids.draft }, { token: parent });
    expect((await t.gql<OnePost>(POST, { id: ids.draft }, { token: admin })).data!.post!.viewCount).toBe(0);
  });
});

describe('favorites', () => {
  it('the first toggle creates the favorite, later ones change it, and the count follows', async () => {
    const { token: parent } = await shopFamily(t);
    const on = await t.gql<{ setPostFavorite: { favorited: boolean; favoriteCount: number } }>(
      FAVORITE,
      { id: ids.live, on: true },
      { token: parent },
    );
    const count = on.data!.setPostFavorite.favoriteCount;
    expect(on.data!.setPostFavorite.favorited).toBe(true);
    const off = await t.gql<{ setPostFavorite: { favorited: boolean; favoriteCount: number } }>(
      FAVORITE,
      { id: ids.live, on: false },
      { token: parent },
    );
    expect(off.data!.setPostFavorite).toEqual({ favorited: false, favoriteCount: count - 1 });
    const seen = await t.gql<OnePost>(POST, { id: ids.live }, { token: parent });
    expect(seen.data!.post!.favorited).toBe(false);
  });

  it('20 parallel toggles leave one record and a count that matches it', async () => {
    const { token: parent } = await shopFamily(t);
    const before = (await t.gql<OnePost>(POST, { id: ids.liveNoExpiry }, { token: admin })).data!.post!.favoriteCount;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => t.gql(FAVORITE, { id: ids.liveNoExpiry, on: n % 2 === 0 }, { token: parent })),
    );
    expect(results.every((result) => !result.errors)).toBe(true);
    const after = (await t.gql<OnePost>(POST, { id: ids.liveNoExpiry }, { token: parent })).data!.post!;
    expect(after.favoriteCount).toBe(before + (after.favorited ? 1 : 0));
  });

  it('staff and guests cannot favorite; a post that is not live cannot be favorited', async () => {
    expect(errorCode(await t.gql(FAVORITE, { id: ids.live, on: true }))).toBe('NOT_SIGNED_IN');
    expect(errorCode(await t.gql(FAVORITE, { id: ids.live, on: true }, { token: teacher }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(FAVORITE, { id: ids.draft, on: true }, { token: student }))).toBe('NOT_FOUND');
  });
});

describe('writing posts', () => {
  it('an admin creates, schedules and publishes a post; it is recorded in the audit log', async () => {
    const created = await t.gql<{ savePost: { id: number; state: string; classroomCodes: string[] } }>(
      SAVE,
      { input: input({ classroomCodes: ['PX1-A'] }) },
      { token: admin },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.savePost.state).toBe('SCHEDULED');
    expect(created.data!.savePost.classroomCodes).toEqual(['PX1-A']);
    const id = created.data!.savePost.id;
    const now = await t.gql<{ savePost: { state: string; title: string } }>(
      SAVE,
      { id, input: input({ title: 'Open house today', publishDate: new Date(NOW.getTime() - HOUR).toISOString() }) },
      { token: admin },
    );
    expect(now.data!.savePost).toMatchObject({ state: 'LIVE', title: 'Open house today' });
    const listed = await t.gql<Listed>(POSTS, {}, { token: student });
    expect(listed.data!.posts[0]!.title).toBe('Open house today');
    const audit = await t.gql<{ auditLog: { entries: { action: string; entityId: string }[] } }>(
      `{ auditLog(action: "post") { entries { action entityId } } }`,
      {},
      { token: admin },
    );
    expect(audit.data!.auditLog.entries.slice(0, 2)).toEqual([
      { action: 'post.update', entityId: String(id) },
      { action: 'post.create', entityId: String(id) },
    ]);
    const all = await t.gql<{ adminPosts: { title: string; state: string }[] }>(ADMIN_POSTS, {}, { token: admin });
    expect(all.data!.adminPosts.map((post) => post.state).sort()).toEqual(['DRAFT', 'EXPIRED', 'LIVE', 'LIVE', 'LIVE', 'SCHEDULED']);
  });

  it.each([
    [{ title: '  ' }, 'POST_TITLE_REQUIRED'],
    [{ content: '<script>alert(1)</script>' }, 'POST_CONTENT_REQUIRED'],
    [{ publishDate: null }, 'POST_PUBLISH_DATE_REQUIRED'],
    [{ expirationDate: NOW.toISOString() }, 'POST_DATES_OUT_OF_ORDER'],
    [{ classroomCodes: ['PX1-A', 'NOPE-1'] }, 'POST_UNKNOWN_CLASSROOMS'],
    [{ video: 'https://evil.example/video' }, 'POST_VIDEO_NOT_ALLOWED'],
    [{ imageUrl: 'javascript:alert(1)' }, 'POST_IMAGE_NOT_ALLOWED'],
    [{ title: 'x'.repeat(201) }, 'TEXT_TOO_LONG'],
    [{ description: 'x'.repeat(2_001) }, 'TEXT_TOO_LONG'],
    [{ content: `<p>${'x'.repeat(50_001)}</p>` }, 'TEXT_TOO_LONG'],
  ])('refuses %j with %s and changes nothing', async (values, code) => {
    const before = (await t.gql<{ adminPosts: unknown[] }>(ADMIN_POSTS, {}, { token: admin })).data!.adminPosts.length;
    expect(errorCode(await t.gql(SAVE, { input: input(values) }, { token: admin }))).toBe(code);
    expect((await t.gql<{ adminPosts: unknown[] }>(ADMIN_POSTS, {}, { token: admin })).data!.adminPosts).toHaveLength(before);
  });

  it("counts a post's words, not its markup, and names the field and its limit when one is too long", async () => {
    // 50,000 characters, every tenth one bold and '&' written as an entity: the markup is not counted.
    const words = `<p>${'<strong>a</strong>b&amp;cdefghi'.repeat(5_000)}</p>`;
    const saved = await t.gql<{ savePost: { id: number } }>(
      SAVE,
      { input: input({ title: 'Long read', content: words }) },
      { token: admin },
    );
    expect(saved.errors).toBeUndefined();
    const refusals = [
      [{ content: `${words}<p>x</p>` }, 'The post is too long: at most 50,000 characters.'],
      [{ title: 'x'.repeat(201) }, 'The title is too long: at most 200 characters.'],
      [{ description: 'x'.repeat(2_001) }, 'The description is too long: at most 2,000 characters.'],
    ] as const;
    for (const [values, message] of refusals) {
      const answer = await t.gql(SAVE, { input: input(values) }, { token: admin });
      expect(answer.errors?.[0]?.message).toBe(message);
      expect(answer.errors?.[0]?.extensions?.max).toBeGreaterThan(0);
    }
  });

  it("previews the editor's HTML through the allow-list, for admins only", async () => {
    const PREVIEW = `query ($html: String!) { postHtmlPreview(html: $html) }`;
    const hostile = '<p onclick="steal()">Hi <script>alert(1)</script><img src="https://example.com/a.png" onerror="x()"></p>';
    const answer = await t.gql<{ postHtmlPreview: string }>(PREVIEW, { html: hostile }, { token: admin });
    expect(answer.data!.postHtmlPreview).toBe(sanitizePostHtml(hostile));
    expect(answer.data!.postHtmlPreview).not.toMatch(/script|onclick|onerror/);
    expect(errorCode(await t.gql(PREVIEW, { html: '<p>x</p>' }, { token: teacher }))).toBe('FORBIDDEN');
    const huge = await t.gql(PREVIEW, { html: 'x'.repeat(POST_HTML_MAX + 1) }, { token: admin });
    expect(huge.errors?.[0]?.message).toBe('The post is too long: at most 50,000 characters.');
  });

  it('only admins write', async () => {
    expect(errorCode(await t.gql(SAVE, { input: input() }, { token: teacher }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(SAVE, { input: input() }, { token: student }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(SAVE, { input: input() }))).toBe('NOT_SIGNED_IN');
    expect(errorCode(await t.gql(SAVE, { id: 999_999, input: input() }, { token: admin }))).toBe('NOT_FOUND');
  });
});

describe('the HTML allow-list', () => {
  it.each([
    '<script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example/frame"></iframe>',
    '<iframe src="//www.youtube.com/embed/abc"></iframe>',
    '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
    '<svg><script>alert(1)</script></svg>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<form action="https://evil.example"><input name="p"></form>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<p onmouseover="alert(1)">x</p><style>*{}</style><link rel="stylesheet" href="x.css">',
  ])('removes every hostile part of %s', (html) => {
    const clean = sanitizePostHtml(html);
    expect(clean).not.toMatch(
      /<script|onerror|onclick|onmouseover|javascript:|data:|<iframe|<object|<embed|<form|<input|<style|<link|<svg|style=/i,
    );
  });

  it('keeps text structure, safe links, lazy images and the video hosts', () => {
    const clean = sanitizePostHtml(
      '<h2>Hi</h2><p><strong>Bold</strong> <a href="https://solve.test">link</a></p><img src="/images/posts/a.svg" alt="A"><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
    );
    expect(clean).toContain('<h2>Hi</h2>');
    expect(clean).toContain('<a href="https://solve.test" target="_blank" rel="noopener noreferrer">link</a>');
    expect(clean).toContain('loading="lazy"');
    expect(clean).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>');
  });

  it('a stored post with hostile HTML is sent clean', async () => {
    const post = await createPost(t.services.db, {
      title: 'Old',
      content: '<p>ok</p><script>alert(1)</script>',
      publishDate: new Date(NOW.getTime() - DAY),
    });
    const { data } = await t.gql<OnePost>(POST, { id: post.id }, { token: student });
    expect(data!.post!.content).toBe('<p>ok</p>');
  });
});
