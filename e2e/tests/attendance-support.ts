import { type Browser, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** What POST /dev/fixtures/attendance makes: two sections of a course around now, a teacher and a family. */
export interface AttendanceFixture {
  phone: string;
  teacher: { email: string; password: string };
  student: { username: string; password: string; name: string };
  classroomId: number;
  classroomTitle: string;
  otherClassroomTitle: string;
  /** Lesson 1 was yesterday, lesson 2 starts in two hours (ISO instants). */
  lessons: { lessonId: number; number: number; title: string; startOn: string; endOn: string }[];
}

export async function createAttendanceFixture(page: Page): Promise<AttendanceFixture> {
  const response = await page.request.post('/dev/fixtures/attendance');
  expect(response.ok()).toBe(true);
  return (await response.json()) as AttendanceFixture;
}

/** A second person at the same width, in a browser context of their own. */
export async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, hasTouch });
  return context.newPage();
}

/**
 * Moves SCHEDULE on week by week until `target` shows (the fixture's lessons are hours away, so
 * this week, or the next one late on a Sunday).
 */
export async function weekWith(page: Page, target: Locator, weeks = 2) {
  const next = page.getByRole('button', { name: 'Next week' });
  await expect(next).toBeVisible();
  for (let week = 0; week < weeks; week += 1) {
    // The week's entries, or its empty text, before deciding the target is not there.
    await expect(page.getByRole('region', { name: 'Week' }).or(page.getByText('Nothing to show!'))).toBeVisible();
    if ((await target.count()) > 0) return;
    const range = await page.getByText(/ – /).first().textContent();
    await next.click();
    await expect(page.getByText(/ – /).first()).not.toHaveText(range ?? '');
  }
  await expect(target).toBeVisible();
}

/** A SCHEDULE entry's row (its time, class, place and attendance), by the entry's button. */
export const scheduleRow = (page: Page, button: Locator) => page.getByRole('group').filter({ has: button });
