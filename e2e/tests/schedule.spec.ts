import { expect, type Page } from '@playwright/test';
import { createAttendanceFixture, scheduleRow, weekWith } from './attendance-support.js';
import { createFixtureFamily, signInParent, test } from './support.js';

test('a parent goes through the week of a student with a class, and a future class offers a makeup', async ({ page }) => {
  // MA6-A: the demo's opened pre-algebra class, meeting every week.
  const family = await createFixtureFamily(page, { enroll: 'MA6-A' });
  await signInParent(page, family.phone);
  await expect(page).not.toHaveURL(/\/family$/);
  await page.goto('/dashboard?defaultTab=2');
  await expect(page.getByRole('tab', { name: 'SCHEDULE' })).toHaveAttribute('aria-selected', 'true');
  const next = page.getByRole('button', { name: 'Next week' });
  await expect(next).toBeVisible();

  // The class meets weekly: within a few weeks there is a class to come.
  const future = page.getByRole('button', { name: /: schedule a makeup$/ });
  for (let week = 0; week < 6 && (await future.count()) === 0; week += 1) {
    const range = await page.getByText(/ – /).first().textContent();
    await next.click();
    await expect(page.getByText(/ – /).first()).not.toHaveText(range ?? '');
  }
  await future.first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Makeup' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Prev week' }).click();
  await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
});

/** A parent of a new attendance fixture opens, on SCHEDULE, the makeup dialog of the class to come. */
async function openMakeupOfComingClass(page: Page) {
  const fixture = await createAttendanceFixture(page);
  await signInParent(page, fixture.phone);
  await expect(page).not.toHaveURL(/\/family$/);
  await page.goto('/dashboard?defaultTab=2');
  const coming = page.getByRole('button', { name: `${fixture.classroomTitle}: schedule a makeup`, exact: true });
  await weekWith(page, coming);
  await coming.click();
  return { fixture, coming, dialog: page.getByRole('dialog', { name: 'Schedule a Makeup' }) };
}

test('a parent schedules a makeup from SCHEDULE, closes the dialog, and undoes it later from the week', async ({ page }) => {
  const { fixture, coming, dialog } = await openMakeupOfComingClass(page);
  await dialog.getByRole('radio', { name: new RegExp(`^${fixture.otherClassroomTitle}`) }).check();
  await dialog.getByRole('textbox', { name: 'Reason for makeup' }).fill('Swim meet');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Your make up has been scheduled!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The class is struck through (the week as read again after the change)...
  const original = page.getByRole('button', { name: `${fixture.classroomTitle}: makeup details`, exact: true });
  await expect(original.getByText(fixture.classroomTitle, { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
  await expect(scheduleRow(page, original)).toContainText(`Made up in ${fixture.otherClassroomTitle}`);
  // ...and the makeup reads 'Make up lesson' with the class it stands in for, an hour later.
  const makeup = page.getByRole('button', { name: `Make up lesson: ${fixture.classroomTitle}: makeup details`, exact: true });
  await weekWith(page, makeup);
  await expect(scheduleRow(page, makeup)).toContainText(`In ${fixture.otherClassroomTitle}`);

  await makeup.click();
  const details = page.getByRole('dialog', { name: 'Makeup' });
  await expect(details.getByText('Swim meet')).toBeVisible();
  await details.getByRole('button', { name: 'Undo makeup' }).click();
  await expect(details.getByText('The makeup has been undone.')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(makeup).toBeHidden();
  // Late on a Sunday the makeup falls in the next week: the class is found from this week again.
  await page.goto('/dashboard?defaultTab=2');
  await weekWith(page, coming);
  await expect(coming).toBeVisible();
  await expect(coming.getByText(fixture.classroomTitle, { exact: true })).toHaveCSS('text-decoration-line', 'none');
});

test('a parent marks the student absent and sees the class struck through', async ({ page }) => {
  const { fixture, dialog } = await openMakeupOfComingClass(page);
  await dialog.getByRole('radio', { name: 'Mark me absent' }).check();
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Your make up has been scheduled!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const missed = page.getByRole('button', { name: `${fixture.classroomTitle}: makeup details`, exact: true });
  await expect(missed.getByText(fixture.classroomTitle, { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
  await expect(scheduleRow(page, missed).getByText('Absent', { exact: true })).toBeVisible();
  // Yesterday's class cannot be tapped.
  await expect(page.getByRole('button', { name: /schedule a makeup$/ })).toHaveCount(0);
});

test('a parent subscribes to the schedule as a calendar feed and revokes it', async ({ page }) => {
  const fixture = await createAttendanceFixture(page);
  await signInParent(page, fixture.phone);
  await expect(page).not.toHaveURL(/\/family$/);
  await page.goto('/dashboard?defaultTab=2');
  const card = page.getByRole('region', { name: 'Subscribe in your calendar' });
  await card.getByRole('button', { name: 'Create calendar link' }).click();
  const link = card.getByRole('textbox', { name: 'Calendar link' });
  await expect(link).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const path = new URL(await link.inputValue()).pathname;
  const feed = await page.request.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`SUMMARY:${fixture.classroomTitle}`);

  await card.getByRole('button', { name: 'Revoke link' }).click();
  await expect(card.getByText('The calendar link has been revoked')).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);
  await expect(card.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
});
