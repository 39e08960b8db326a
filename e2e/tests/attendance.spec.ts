import { expect, type Page } from '@playwright/test';
import { type AttendanceFixture, createAttendanceFixture, secondPage } from './attendance-support.js';
import { signInEmployee, signInStudent, test } from './support.js';

// A teacher and a student sign in and work in turn: more than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

async function studentIn(page: Page, fixture: AttendanceFixture) {
  await signInStudent(page, fixture.student.username, fixture.student.password);
  await expect(page).toHaveURL(/\/dashboard/);
}

async function openTab(page: Page, classroomId: number, tab: string) {
  await page.goto(`/lessons?classroomId=${classroomId}`);
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

const lessonRow = (page: Page, fixture: AttendanceFixture, number: number) =>
  page.getByRole('row').filter({ hasText: `Lesson ${number}: ${fixture.lessons[number - 1]!.title}` });

test('a student asks for an attendance correction and finds it in Messages', async ({ page }) => {
  const fixture = await createAttendanceFixture(page);
  await studentIn(page, fixture);
  await openTab(page, fixture.classroomId, 'Attendance');
  const yesterday = lessonRow(page, fixture, 1);
  await expect(yesterday.getByText('Absent', { exact: true })).toBeVisible();
  await yesterday.getByRole('button', { name: 'Request correction' }).click();

  const dialog = page.getByRole('dialog', { name: 'Attendance correction' });
  await dialog.getByLabel('What should be corrected?').fill('I was in the back row the whole lesson.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Your problem has been sent. We will get back to you soon!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(yesterday.getByRole('button', { name: 'Correction requested' })).toBeVisible();

  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByRole('row', { name: 'Attendance, I was in the back row the whole lesson.' })).toBeVisible();
});

test('a teacher takes the roll and the student sees the status', async ({ page, browser }, testInfo) => {
  const fixture = await createAttendanceFixture(page);
  await signInEmployee(page, '/instructor', fixture.teacher.email, fixture.teacher.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/lessons?classroomId=${fixture.classroomId}`);
  await page.getByRole('link', { name: 'Roll of lesson 1' }).click();
  await expect(page).toHaveURL(/\/roll\?lessonId=/);
  await expect(page.getByRole('heading', { name: `Roll: Lesson 1: ${fixture.lessons[0]!.title}` })).toBeVisible();

  const status = page.getByRole('group', { name: `Status of ${fixture.student.name}` });
  await expect(status.getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'All present' }).click();
  await expect(status.getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
  await status.getByRole('button', { name: 'Late' }).click();
  await page.getByRole('textbox', { name: `Note for ${fixture.student.name}` }).fill('Ten minutes late');
  await expect(page.getByText('1 unsaved change')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The roll has been saved.')).toBeVisible();

  // The coming lesson takes only absences until it starts.
  await page.goto(`/lessons?classroomId=${fixture.classroomId}`);
  await page.getByRole('link', { name: 'Roll of lesson 2' }).click();
  await expect(page.getByText('only absences can be recorded')).toBeVisible();
  await expect(
    page.getByRole('group', { name: `Status of ${fixture.student.name}` }).getByRole('button', { name: 'Present' }),
  ).toBeDisabled();

  const student = await secondPage(browser, testInfo);
  await studentIn(student, fixture);
  await openTab(student, fixture.classroomId, 'Attendance');
  const row = lessonRow(student, fixture, 1);
  await expect(row.getByText('Late', { exact: true })).toBeVisible();
  await expect(row.getByText('Ten minutes late')).toBeVisible();
  await student.context().close();
});

test('a teacher resolves a correction on the roll and the student reads the answer', async ({ page, browser }, testInfo) => {
  const fixture = await createAttendanceFixture(page);
  const student = await secondPage(browser, testInfo);
  await studentIn(student, fixture);
  await openTab(student, fixture.classroomId, 'Attendance');
  await lessonRow(student, fixture, 1).getByRole('button', { name: 'Request correction' }).click();
  const dialog = student.getByRole('dialog', { name: 'Attendance correction' });
  await dialog.getByLabel('What should be corrected?').fill('I came on time.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Your problem has been sent. We will get back to you soon!')).toBeVisible();

  await signInEmployee(page, '/instructor', fixture.teacher.email, fixture.teacher.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/roll?lessonId=${fixture.lessons[0]!.lessonId}`);
  const correction = page.getByRole('listitem', { name: `Correction from ${fixture.student.name}` });
  await expect(correction.getByText('I came on time.')).toBeVisible();
  await correction.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('The correction has been resolved and the student has been answered.')).toBeVisible();
  await expect(page.getByText('No open correction requests for this lesson.')).toBeVisible();
  await expect(
    page.getByRole('group', { name: `Status of ${fixture.student.name}` }).getByRole('button', { name: 'Present' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await student.reload();
  await student.getByRole('tab', { name: /Messages/ }).click();
  await student.getByRole('row', { name: 'Unread reply: Attendance, I came on time.' }).click();
  await expect(
    student.getByRole('dialog').getByText('We checked the roll and corrected your attendance to Present.').first(),
  ).toBeVisible();
  await student.context().close();
});
