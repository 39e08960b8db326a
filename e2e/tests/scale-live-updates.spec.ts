import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { HOMEWORK, mainButton, navButton, openLesson, openSet, signInNewStudent } from './player-support.js';
import { type InstanceName, pinTo, servedBy } from './scale-support.js';
import { openNavigation, signInEmployee, signInStudent, test } from './support.js';

/**
 * Live updates made on one instance reach a browser connected to the other (playwright.scale.config.ts).
 * Each person's browser is pinned to an instance, so what one does is saved by one instance and
 * what the other sees arrives over a WebSocket held by the other instance.
 */

test.describe.configure({ timeout: 150_000 });

/** A browser context of its own, every request and WebSocket of which goes to `instance`. */
async function personOn(browser: Browser, testInfo: TestInfo, instance: InstanceName, headers?: Record<string, string>): Promise<Page> {
  const { baseURL, viewport, timezoneId } = testInfo.project.use;
  // The journey's own address (support.ts), as each person's browser would have one.
  const context = await browser.newContext({ baseURL, viewport, timezoneId, extraHTTPHeaders: headers });
  await pinTo(context, instance, baseURL!);
  const page = await context.newPage();
  expect(await servedBy(page.request)).toBe(instance);
  return page;
}

interface TabsFixture {
  classroomId: number;
  teacher: { email: string; password: string };
  student: { username: string; password: string; name: string };
}

test('a teacher’s reply saved by one instance shows as the unread badge of a student on the other', async ({
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  const student = await personOn(browser, testInfo, 'a', extraHTTPHeaders);
  const teacher = await personOn(browser, testInfo, 'b', extraHTTPHeaders);
  const response = await student.request.post('/dev/fixtures/classroom-tabs');
  expect(response.ok()).toBe(true);
  const fixture = (await response.json()) as TabsFixture;

  await signInStudent(student, fixture.student.username, fixture.student.password);
  await expect(student).toHaveURL(/\/dashboard/);
  await student.goto(`/lessons?classroomId=${fixture.classroomId}`);
  await student.getByRole('tab', { name: 'Messages' }).click();
  await student.getByRole('button', { name: 'Write to your teachers' }).click();
  const write = student.getByRole('dialog', { name: 'Write to your teachers' });
  await write.getByRole('combobox', { name: 'About' }).click();
  await student.getByRole('option', { name: 'Lesson 1.2: Ratios quiz' }).click();
  await write.getByLabel('Description').fill('Question 3 has two right answers.');
  await write.getByRole('button', { name: 'Send' }).click();
  await expect(student.getByText('Unread Messages: 0')).toBeVisible();

  await signInEmployee(teacher, '/instructor', fixture.teacher.email, fixture.teacher.password);
  await expect(teacher).toHaveURL(/\/dashboard/);
  await openNavigation(teacher);
  await teacher.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' }).click();
  await teacher.getByRole('button', { name: new RegExp(fixture.student.name) }).click();
  await teacher.getByLabel('Reply', { exact: true }).fill('You are right: both count.');
  await teacher.getByRole('button', { name: 'Send reply' }).click();
  await expect(teacher.getByText('Your reply has been sent.')).toBeVisible();

  // No reload: the badge comes over the student's WebSocket to instance a.
  await expect(student.getByText('Unread Messages: 1')).toBeVisible();
  await expect(student.getByRole('tab', { name: 'Messages, 1 unread' })).toBeVisible();
  expect(await servedBy(student.request)).toBe('a');
  await student.context().close();
  await teacher.context().close();
});

test('an answer saved by one instance moves the problems-solved counter on a sign-in page held by the other', async ({
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  const watcher = await personOn(browser, testInfo, 'a', extraHTTPHeaders);
  const answering = await personOn(browser, testInfo, 'b', extraHTTPHeaders);
  await watcher.goto('/login');
  const counter = watcher.getByTestId('problems-solved');
  await expect(counter).toBeVisible();
  const before = Number((await counter.innerText()).replace(/\D/g, ''));

  await signInNewStudent(answering, [HOMEWORK.classroom]);
  await openLesson(answering, HOMEWORK);
  await openSet(answering, HOMEWORK.set, 'Start');
  await navButton(answering, 2).click();
  const problem = answering.getByRole('article', { name: 'Problem 2' });
  await problem.getByLabel('Your answer').fill('12');
  await mainButton(problem, 'SUBMIT').click();
  await expect(problem.getByRole('status')).toHaveText('Correct! Well done.');

  // No reload: the new count comes over the watcher's WebSocket to instance a.
  await expect.poll(async () => Number((await counter.innerText()).replace(/\D/g, ''))).toBeGreaterThan(before);
  expect(await servedBy(watcher.request)).toBe('a');
  await watcher.context().close();
  await answering.context().close();
});
