import { createHash } from 'node:crypto';
import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { type AttendanceFixture, createAttendanceFixture } from './attendance-support.js';
import { createFixtureFamily, graphql, latestOutboxMessage, signInEmployee, signInParent, signInStudent, test } from './support.js';

// A teacher and a parent work in turn, and mail goes through the background jobs: more than the
// default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

const PHONE = { width: 390, height: 844 };

/**
 * Another person at the same width, in a browser context of their own and from an address of
 * their own (as support.ts's `test` gives the journey's page), so that per-address limits count them apart.
 */
async function personPage(browser: Browser, testInfo: TestInfo, who: string): Promise<Page> {
  const { baseURL, viewport, hasTouch } = testInfo.project.use;
  const hash = createHash('sha256').update(`${testInfo.project.name}|${testInfo.testId}|${who}`).digest();
  const context = await browser.newContext({
    baseURL,
    viewport,
    hasTouch,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${hash[0]}.${hash[1]}.${hash[2]}` },
  });
  return context.newPage();
}

async function parentIn(page: Page, phone: string) {
  await signInParent(page, phone);
  await expect(page).not.toHaveURL(/\/family$/);
}

/** The parent's e-mail address, as the family's profile has it. */
async function parentEmail(page: Page): Promise<string> {
  const { me } = await graphql<{ me: { id: number } }>(page, '{ me { id } }');
  const { familyMember } = await graphql<{ familyMember: { email: string } }>(
    page,
    'query ($id: Int!) { familyMember(id: $id) { email } }',
    {
      id: me.id,
    },
  );
  return familyMember.email;
}

/** The teacher marks the fixture's student absent for the coming lesson (lesson 2) on the roll page. */
async function teacherMarksAbsent(page: Page, fixture: AttendanceFixture) {
  await signInEmployee(page, '/instructor', fixture.teacher.email, fixture.teacher.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/lessons?classroomId=${fixture.classroomId}`);
  await page.getByRole('link', { name: 'Roll of lesson 2' }).click();
  await expect(page).toHaveURL(/\/roll\?lessonId=/);
  const status = page.getByRole('group', { name: `Status of ${fixture.student.name}` });
  await status.getByRole('button', { name: 'Absent' }).click();
  await expect(page.getByText('1 unsaved change')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The roll has been saved.')).toBeVisible();
}

/** The same, through the API the roll page uses: for a journey about what follows the mark. */
async function markAbsentByApi(page: Page, fixture: AttendanceFixture) {
  await signInEmployee(page, '/instructor', fixture.teacher.email, fixture.teacher.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const lessonId = fixture.lessons[1]!.lessonId;
  const { lessonRoll } = await graphql<{ lessonRoll: { students: { studentId: number }[] } }>(
    page,
    'query ($lessonId: Int!) { lessonRoll(lessonId: $lessonId) { students { studentId } } }',
    { lessonId },
  );
  await graphql(
    page,
    'mutation ($lessonId: Int!, $entries: [RollEntryInput!]!) { saveRoll(lessonId: $lessonId, entries: $entries) { lessonId } }',
    {
      lessonId,
      entries: [{ studentId: lessonRoll.students[0]!.studentId, status: 'ABSENT' }],
    },
  );
}

/** Nothing wider than a phone's screen: no sideways scrolling. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

const kind = (page: Page, label: string) => page.getByRole('group', { name: label });

test('a parent sets the notifications they want, and they hold after a reload', async ({ page }) => {
  const family = await createFixtureFamily(page);
  await parentIn(page, family.phone);

  // From the profile page, as the account's other settings.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/notifications\/preferences$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Notification settings' })).toBeVisible();

  const absent = kind(page, 'Absent or late');
  await expect(absent.getByRole('switch', { name: 'E-mail' })).toBeChecked();
  await expect(absent.getByRole('switch', { name: 'Text' })).toBeChecked();
  // A kind sent only by mail has no Text switch.
  await expect(kind(page, "A teacher's comment on graded work").getByRole('switch')).toHaveCount(1);

  await absent.getByRole('switch', { name: 'Text' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: Absent or late by text is off.');
  await expect(absent.getByRole('switch', { name: 'Text' })).not.toBeChecked();

  const threshold = page.getByRole('textbox', { name: 'Threshold (%)' });
  await expect(threshold).toHaveValue('70');
  await threshold.fill('150');
  await page.getByRole('button', { name: 'Save threshold' }).click();
  await expect(page.getByText('Enter a percent from 0 to 100.')).toBeVisible();
  await threshold.fill('60');
  await page.getByRole('button', { name: 'Save threshold' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: we tell you of grades below 60%.');

  await page.reload();
  await expect(kind(page, 'Absent or late').getByRole('switch', { name: 'Text' })).not.toBeChecked();
  await expect(kind(page, 'Absent or late').getByRole('switch', { name: 'E-mail' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Threshold (%)' })).toHaveValue('60');

  // On a phone the kinds and their switches still fit.
  await page.setViewportSize(PHONE);
  await expect(kind(page, 'Absent or late').getByRole('switch', { name: 'Text' })).toBeVisible();
  await fitsThePhone(page);
});

test("a teacher marks a student absent: the parent's mail has it, the bell counts it live, and it opens its page", async ({
  page,
  browser,
}, testInfo) => {
  const fixture = await createAttendanceFixture(page);
  const parent = await personPage(browser, testInfo, 'parent');
  await parentIn(parent, fixture.phone);
  const email = await parentEmail(parent);
  await parent.goto('/posts');
  const bell = parent.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await teacherMarksAbsent(page, fixture);

  const firstName = fixture.student.name.split(' ')[0]!;
  const mail = await latestOutboxMessage(page, email, new RegExp(`${firstName} was absent today`));
  expect(mail.body).toContain(`${fixture.student.name} was absent for ${fixture.classroomTitle}, lesson 2.`);
  expect(mail.body).toMatch(/To stop these e-mails from .+: http/);

  // The parent's page, never reloaded, hears of it.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell).toHaveText('1');
  await bell.click();
  const panel = parent.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: new RegExp(`${firstName} was absent`) })).toBeVisible();
  await panel.getByRole('link', { name: 'See all' }).click();

  await expect(parent).toHaveURL(/\/notifications$/);
  const list = parent.getByRole('list', { name: 'Notifications' });
  const item = list.getByRole('link', { name: new RegExp(`^Unread: ${firstName} was absent`) });
  await expect(item).toBeVisible();
  await expect(list.getByRole('button', { name: `Mark read: ${firstName} was absent` })).toBeVisible();

  // On a phone the list reads without sideways scrolling.
  await parent.setViewportSize(PHONE);
  await expect(item).toBeVisible();
  await fitsThePhone(parent);
  await parent.setViewportSize(testInfo.project.use.viewport ?? { width: 1280, height: 800 });

  await item.click();
  await expect(parent).toHaveURL(/\/dashboard\?defaultTab=2$/);
  await expect(bell).toHaveAccessibleName('Notifications');
  await parent.goto('/notifications');
  await expect(list.getByRole('link', { name: new RegExp(`^${firstName} was absent`) })).toBeVisible();
  await expect(list.getByRole('button', { name: /^Mark read/ })).toHaveCount(0);
  await parent.context().close();
});

/** The unsubscribe link of the newest absence mail to the parent, as a path of the app. */
async function unsubscribeLink(page: Page, email: string, firstName: string): Promise<string> {
  const mail = await latestOutboxMessage(page, email, new RegExp(`${firstName} was absent today`));
  const address = /To stop these e-mails from .+: (\S+)/.exec(mail.body)?.[1];
  expect(address).toBeDefined();
  const url = new URL(address!);
  return url.pathname + url.search;
}

test("the unsubscribe link of an alert's mail works signed out and turns off only that kind's e-mail", async ({
  page,
  browser,
}, testInfo) => {
  const fixture = await createAttendanceFixture(page);
  const parent = await personPage(browser, testInfo, 'parent');
  await parentIn(parent, fixture.phone);
  const email = await parentEmail(parent);

  await markAbsentByApi(page, fixture);
  const link = await unsubscribeLink(page, email, fixture.student.name.split(' ')[0]!);
  expect(link).toMatch(/^\/unsubscribe\?/);

  // Opened where nobody is signed in, as from a mail program.
  const stranger = await personPage(browser, testInfo, 'mail reader');
  await stranger.goto(link);
  await expect(stranger.getByText('You will no longer receive absent or late e-mails.')).toBeVisible();
  await stranger.getByRole('button', { name: 'Confirm: unsubscribe' }).click();
  await expect(stranger.getByRole('status')).toContainText('You are unsubscribed.');
  await stranger.context().close();

  await parent.goto('/notifications/preferences');
  const absent = kind(parent, 'Absent or late');
  await expect(absent.getByRole('switch', { name: 'E-mail' })).not.toBeChecked();
  await expect(absent.getByRole('switch', { name: 'Text' })).toBeChecked();
  await expect(kind(parent, 'Homework past due').getByRole('switch', { name: 'E-mail' })).toBeChecked();
  await parent.context().close();
});

test('someone on a guest link has no bell and no notification pages; the student signed in has them', async ({
  page,
  browser,
}, testInfo) => {
  const family = await createFixtureFamily(page);
  await signInEmployee(page, '/admin', 'admin@solve.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const { createGuestLink } = await graphql<{ createGuestLink: { url: string } }>(
    page,
    'mutation($id: Int!) { createGuestLink(userType: STUDENT, userId: $id) { url } }',
    { id: family.studentId },
  );
  const link = new URL(createGuestLink.url);

  const guest = await personPage(browser, testInfo, 'guest');
  await guest.goto(link.pathname + link.search);
  await expect(guest).toHaveURL(/\/dashboard$/);
  await expect(guest.getByRole('button', { name: /^Profile / })).toBeVisible();
  await expect(guest.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await guest.goto('/notifications/preferences');
  await expect(guest).not.toHaveURL(/\/notifications/);
  await guest.context().close();

  const student = await personPage(browser, testInfo, 'student');
  await signInStudent(student, family.username, family.password);
  await expect(student).toHaveURL(/\/dashboard/);
  await expect(student.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await student.goto('/notifications/preferences');
  await expect(kind(student, 'New assignment').getByRole('switch', { name: 'E-mail' })).toBeVisible();
  await expect(kind(student, 'New assignment').getByRole('switch', { name: 'Text' })).toHaveCount(0);
  await expect(student.getByRole('textbox', { name: 'Threshold (%)' })).toHaveCount(0);
  await student.context().close();
});
