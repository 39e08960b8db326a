import { expect } from '@playwright/test';
import { createAttendanceFixture, scheduleRow, weekWith } from './attendance-support.js';
import { signInParent, signInStudent, test } from './support.js';

/**
 * A family away from the academy: the browser is in UTC, the demo academy in Los Angeles (eight
 * hours behind in winter, seven in summer). Every page shows the academy's clock, with its zone.
 */
const ACADEMY_ZONE = 'America/Los_Angeles';
test.use({ timezoneId: 'UTC' });
// A parent and then a student sign in: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** An instant on the academy's clock, as the app writes it: its day, 'Mon, Nov 30', and time, '4:05', 'PM'. */
function academyClock(iso: string) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: ACADEMY_ZONE, ...options })
        .formatToParts(new Date(iso))
        .map((part) => [part.type, part.value]),
    );
  const day = format({ weekday: 'long', month: 'short', day: 'numeric' });
  const time = format({ hour: 'numeric', minute: '2-digit', hour12: true });
  const shortDay = `${day.weekday!.slice(0, 3)}, ${day.month} ${day.day}`;
  const hm = `${time.hour}:${time.minute}`;
  return {
    heading: `${day.weekday}, ${day.month} ${day.day}`,
    shortDay,
    hm,
    half: time.dayPeriod!,
    dateTime: `${shortDay}, ${hm} ${time.dayPeriod}`,
  };
}

/** A lesson's start and end as HOME and SCHEDULE write them: '4:00–5:00 PM', '11:30 AM–12:30 PM'. */
function academyTimes(startIso: string, endIso: string): string {
  const start = academyClock(startIso);
  const end = academyClock(endIso);
  return start.half === end.half ? `${start.hm}–${end.hm} ${end.half}` : `${start.hm} ${start.half}–${end.hm} ${end.half}`;
}

test("HOME, SCHEDULE, the makeup dialog and the Attendance tab show a family elsewhere the academy's time of a class, with its zone", async ({
  page,
  browser,
}, testInfo) => {
  const fixture = await createAttendanceFixture(page);
  // The lesson in two hours: a day of its own on the academy's clock, whatever the date in UTC.
  const coming = fixture.lessons[1]!;
  const start = academyClock(coming.startOn);
  const end = academyClock(coming.endOn);
  const times = academyTimes(coming.startOn, coming.endOn);
  // HOME names the day once, or both days when the hour crosses the academy's midnight.
  const homeTimes = end.shortDay === start.shortDay ? `${start.shortDay}, ${times}` : `${start.dateTime} – ${end.dateTime}`;

  await signInParent(page, fixture.phone);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');

  // HOME: the student's upcoming classes.
  const upcoming = page
    .getByRole('list', { name: "Ada's upcoming classes" })
    .getByRole('listitem')
    .filter({ hasText: `Lesson 2: ${coming.title}` });
  await expect(upcoming).toContainText(`${homeTimes} PT · `);

  // SCHEDULE: the same day and time.
  await page.goto('/dashboard?defaultTab=2');
  const entry = page.getByRole('button', { name: `${fixture.classroomTitle}: schedule a makeup`, exact: true });
  await weekWith(page, entry);
  await expect(scheduleRow(page, entry)).toContainText(`${times} PT`);
  const day = page
    .getByRole('region', { name: 'Week' })
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: start.heading, exact: true }) });
  await expect(day.getByRole('button', { name: `${fixture.classroomTitle}: schedule a makeup`, exact: true })).toBeVisible();

  // The makeup dialog: the lesson missed and the section offered an hour later, on the academy's clock.
  await entry.click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Makeup' });
  await expect(dialog).toContainText(`· ${start.dateTime} PT`);
  const later = academyClock(new Date(new Date(coming.startOn).getTime() + 3_600_000).toISOString());
  await expect(dialog.getByRole('radio', { name: new RegExp(`^${fixture.otherClassroomTitle}`) })).toHaveAccessibleName(
    new RegExp(`· ${later.dateTime} PT`),
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The classroom's Attendance tab, as the student reads it in the same zone.
  const { baseURL, viewport, hasTouch } = testInfo.project.use;
  const studentContext = await browser.newContext({ baseURL, viewport, hasTouch, timezoneId: 'UTC' });
  const studentPage = await studentContext.newPage();
  await signInStudent(studentPage, fixture.student.username, fixture.student.password);
  await expect(studentPage).toHaveURL(/\/dashboard/);
  await studentPage.goto(`/lessons?classroomId=${fixture.classroomId}`);
  await studentPage.getByRole('tab', { name: 'Attendance' }).click();
  const row = studentPage.getByRole('row').filter({ hasText: `Lesson 2: ${coming.title}` });
  await expect(row.getByRole('cell', { name: `${start.dateTime} PT`, exact: true })).toBeVisible();
  await studentContext.close();
});
