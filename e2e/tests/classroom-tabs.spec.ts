import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { isTablet, openNavigation, signInEmployee, signInStudent, test } from './support.js';

/** What POST /dev/fixtures/classroom-tabs makes: a class of the journey's own with a teacher, a student and classmates. */
interface TabsFixture {
  classroomId: number;
  classroomTitle: string;
  teacher: { email: string; password: string; name: string };
  student: { username: string; password: string; name: string };
  lessons: { lessonId: number; number: number; title: string }[];
}

async function createClass(page: Page): Promise<TabsFixture> {
  const response = await page.request.post('/dev/fixtures/classroom-tabs');
  expect(response.ok()).toBe(true);
  return (await response.json()) as TabsFixture;
}

/** A second person at the same width, in a browser context of their own. */
async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, hasTouch });
  return context.newPage();
}

// Two people sign in and work in turn: more than the default minute on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

async function openTab(page: Page, classroomId: number, tab: string) {
  await page.goto(`/lessons?classroomId=${classroomId}`);
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

async function studentIn(page: Page, fixture: TabsFixture) {
  await signInStudent(page, fixture.student.username, fixture.student.password);
  await expect(page).toHaveURL(/\/dashboard/);
}

async function teacherIn(page: Page, fixture: TabsFixture) {
  await signInEmployee(page, '/instructor', fixture.teacher.email, fixture.teacher.password);
  await expect(page).toHaveURL(/\/dashboard/);
}

test('a teacher posts an announcement with a list and a link; a student reads and likes it', async ({ page, browser }, testInfo) => {
  const fixture = await createClass(page);
  await teacherIn(page, fixture);
  await openTab(page, fixture.classroomId, 'News');
  await expect(page.getByText('There is no news for this class')).toBeVisible();
  await page.getByRole('button', { name: 'Create Announcement +' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Announcement' });
  await dialog.getByLabel('Subject').fill('Bring a ruler on Thursday');
  const editor = dialog.getByRole('textbox', { name: 'Message' });
  // Near its limit the message counts its words; past it, the server's refusal names the field and the limit.
  await editor.fill('w'.repeat(45_500));
  await expect(dialog.getByText('45,500 / 50,000')).toBeVisible();
  await editor.fill('w'.repeat(50_001));
  await expect(dialog.getByText('50,001 / 50,000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Announce' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The announcement is too long: at most 50,000 characters.');
  await editor.press('ControlOrMeta+a');
  await editor.press('Delete');
  await expect(dialog.getByText(/\/ 50,000/)).toHaveCount(0);
  await page.keyboard.type('Bring these:');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('a ruler');
  await page.keyboard.press('Enter');
  await page.keyboard.type('a protractor');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Notes are at https://example.com/notes ');
  await dialog.getByRole('button', { name: 'Announce' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem', { name: 'Bring a ruler on Thursday' });
  await expect(card.getByRole('listitem').filter({ hasText: 'a protractor' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.screenshot({ path: `/tmp/f23/news-teacher-${testInfo.project.name}.png`, fullPage: true });

  const student = await secondPage(browser, testInfo);
  await studentIn(student, fixture);
  await openTab(student, fixture.classroomId, 'News');
  const seen = student.getByRole('listitem', { name: 'Bring a ruler on Thursday' });
  await expect(seen.getByText(fixture.teacher.name)).toBeVisible();
  await expect(seen.getByRole('link', { name: 'https://example.com/notes' })).toHaveAttribute('href', 'https://example.com/notes');
  await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await seen.getByRole('button', { name: 'Like, 0 likes' }).click();
  await expect(seen.getByRole('button', { name: 'Liked, 1 likes' })).toHaveAttribute('aria-pressed', 'true');
  await student.reload();
  await student.getByRole('tab', { name: 'News' }).click();
  await expect(
    student.getByRole('listitem', { name: 'Bring a ruler on Thursday' }).getByRole('button', { name: 'Liked, 1 likes' }),
  ).toBeVisible();
  await student.screenshot({ path: `/tmp/f23/news-student-${testInfo.project.name}.png`, fullPage: true });
  await student.context().close();
});

test('a student reports a problem, the teacher answers from the inbox, the student sees the badge and reads the reply', async ({
  page,
  browser,
}, testInfo) => {
  const fixture = await createClass(page);
  await studentIn(page, fixture);
  await openTab(page, fixture.classroomId, 'Messages');
  await expect(page.getByText('No messages available')).toBeVisible();
  await page.getByRole('button', { name: 'Write to your teachers' }).click();
  const write = page.getByRole('dialog', { name: 'Write to your teachers' });
  await write.getByRole('combobox', { name: 'About' }).click();
  await page.getByRole('option', { name: 'Lesson 1.2: Ratios quiz' }).click();
  const description = write.getByLabel('Description');
  await write.getByRole('button', { name: 'Send' }).click();
  await expect(write.getByRole('alert')).toHaveText('Please write your message.');
  // The report counts its characters near its limit and does not stop there; the server names the limit.
  await description.fill('r'.repeat(4_600));
  await expect(write.getByText('4,600 / 5,000')).toBeVisible();
  await description.fill('r'.repeat(5_001));
  await expect(write.getByText('5,001 / 5,000')).toBeVisible();
  await write.getByRole('button', { name: 'Send' }).click();
  await expect(write.getByRole('alert')).toHaveText('The report is too long: at most 5,000 characters.');
  await description.fill('Question 3 has two right answers.');
  await expect(write.getByText(/\/ 5,000/)).toHaveCount(0);
  await write.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your problem has been sent. We will get back to you soon!')).toBeVisible();
  const table = page.getByRole('table', { name: 'Messages' });
  await expect(table.getByRole('row', { name: /Report Problem/ })).toContainText('01-02-00');
  await expect(page.getByText('Unread Messages: 0')).toBeVisible();

  const teacher = await secondPage(browser, testInfo);
  await teacherIn(teacher, fixture);
  await openNavigation(teacher);
  await teacher.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(teacher).toHaveURL(/\/inbox/);
  await expect(teacher.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Inbox');
  await expect(teacher.getByRole('main').getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '700');
  await teacher.getByRole('button', { name: new RegExp(fixture.student.name) }).click();
  await expect(teacher.getByRole('region', { name: 'Message and reply' }).getByText('Question 3 has two right answers.')).toBeVisible();
  await teacher
    .getByLabel('Reply', { exact: true })
    .fill('You are right: both B and D count. Recording: https://zoom.us/rec/download/abc123');
  await teacher.screenshot({ path: `/tmp/f23/inbox-${testInfo.project.name}.png`, fullPage: true });
  await teacher.getByRole('button', { name: 'Send reply' }).click();
  await expect(teacher.getByText('Your reply has been sent.')).toBeVisible();
  await teacher.context().close();

  // The reply arrives live: the tab and the side bar show the unread badge without a reload.
  await expect(page.getByText('Unread Messages: 1')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Messages, 1 unread' })).toBeVisible();
  if (!isTablet(page)) await expect(page.getByRole('navigation', { name: 'Main' }).getByLabel('1 unread messages')).toBeVisible();
  await page.screenshot({ path: `/tmp/f23/messages-unread-${testInfo.project.name}.png`, fullPage: true });
  // The class's card on the dashboard carries the same badge.
  const classCard = page.getByRole('listitem', { name: 'Fixture Ratios', exact: true });
  await page.goto('/dashboard');
  await expect(classCard.getByText('1 unread message', { exact: true })).toBeVisible();
  await openTab(page, fixture.classroomId, 'Messages');
  await table.getByRole('row', { name: /Unread reply/ }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('You are right: both B and D count.', { exact: false })).toBeVisible();
  await expect(detail.getByRole('link', { name: 'https://zoom.us/rec/download/abc123' })).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Unread Messages: 0')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Messages' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(classCard.getByRole('link', { name: 'Start' })).toBeVisible();
  await expect(classCard.getByText(/unread/)).toHaveCount(0);
});

test('a student’s gradebook shows a late submission in red', async ({ page }, testInfo) => {
  const fixture = await createClass(page);
  await studentIn(page, fixture);
  await openTab(page, fixture.classroomId, 'Gradebook');
  await expect(page.getByText('Total grade')).toBeVisible();
  await page.getByRole('button', { name: /Lesson 1: Ratios/ }).click();
  const grades = page.getByRole('table', { name: 'Lesson 1 grades' });
  await expect(grades.getByRole('row', { name: /HOMEWORK/ })).toBeVisible();
  const quiz = grades.getByRole('row', { name: /Ratios quiz/ });
  await expect(quiz).toContainText('90%');
  const late = quiz.getByRole('cell').last();
  await expect(late).toContainText('(late)');
  await expect(late).toHaveCSS('color', 'rgb(211, 47, 47)');
  const homework = grades
    .getByRole('row', { name: /Ratios homework/ })
    .getByRole('cell')
    .last();
  await expect(homework).not.toHaveCSS('color', 'rgb(211, 47, 47)');
  await page.screenshot({ path: `/tmp/f23/gradebook-${testInfo.project.name}.png`, fullPage: true });
});

test('the leaderboard for the class and for one lesson', async ({ page }, testInfo) => {
  const fixture = await createClass(page);
  await studentIn(page, fixture);
  await openTab(page, fixture.classroomId, 'Leaderboard');
  const board = page.getByRole('table', { name: 'Class leaderboard' });
  await expect(board.getByRole('row')).toHaveCount(5);
  const cells = (row: number) => board.getByRole('row').nth(row).getByRole('cell');
  await expect(cells(1).nth(0)).toHaveText('1');
  await expect(cells(1).nth(2)).toHaveText('60');
  await expect(cells(2).nth(0)).toHaveText('1');
  await expect(cells(2).nth(2)).toHaveText('60');
  await expect(cells(3).nth(0)).toHaveText('3');
  await expect(cells(3).nth(1)).toContainText(`${fixture.student.name} (you)`);
  await expect(cells(3).nth(2)).toHaveText('40');
  await expect(page.getByText(/Complete the homework and quiz of each lesson/)).toBeVisible();
  await page.screenshot({ path: `/tmp/f23/leaderboard-${testInfo.project.name}.png`, fullPage: true });

  await page.getByRole('combobox', { name: 'Leaderboard' }).click();
  await page.getByRole('option', { name: 'Lesson 2: Rates' }).click();
  const lesson = page.getByRole('table', { name: 'Lesson leaderboard' });
  await expect(lesson.getByRole('row')).toHaveCount(2);
  await expect(lesson.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('30');
  await expect(page.getByText('You are not on the leaderboard yet.', { exact: false })).toBeVisible();

  await page.getByLabel('Show me by my initials').click();
  await expect(page.getByLabel('Show me by my initials')).toBeChecked();
  await page.getByRole('combobox', { name: 'Leaderboard' }).click();
  await page.getByRole('option', { name: 'Whole class' }).click();
  await expect(page.getByRole('table', { name: 'Class leaderboard' }).getByRole('row').nth(3).getByRole('cell').nth(1)).toContainText(
    'K. F. (you)',
  );
});
