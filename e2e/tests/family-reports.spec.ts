import { expect, type Locator, type Page } from '@playwright/test';
import { createFixtureFamily, isTablet, latestCode, openNavigation, signInParent, test } from './support.js';

/** A class's row on /reports: named by its title, with its code under it. */
const classLink = (scope: Page | Locator, row: { code: string; title: string }) =>
  scope.getByRole('link', { name: row.title }).filter({ hasText: row.code });

interface GradesFamily {
  phone: string;
  email: string;
  parentName: string;
  studentId: number;
  studentName: string;
  username: string;
  classes: {
    opened: { id: number; code: string; title: string; lessons: string[] };
    soon: { id: number; code: string; title: string };
    away: { id: number; code: string; title: string };
  };
}

/** A fresh family whose student has graded work, a class starting soon and one held elsewhere. */
async function createGradesFamily(page: Page, options: { birthday?: boolean } = {}): Promise<GradesFamily> {
  const response = await page.request.post(`/dev/fixtures/family-grades${options.birthday ? '?birthday=today' : ''}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as GradesFamily;
}

/**
 * Reloads the family's dashboard and waits until the app knows whether anyone has a birthday: it
 * asked FamilyBirthdays, or the server drew the page with that answer, which the app then reads
 * instead of asking (decision 0155), and the app has rendered over the drawing.
 */
async function reloadUntilBirthdaysKnown(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const body = response.request().postData() ?? '';
    return response.url().endsWith('/graphql') && body.includes('"operationName":"FamilyBirthdays"');
  });
  // Waited for below, or not at all when the page was drawn with the answer.
  answered.catch(() => undefined);
  await page.reload();
  await expect(page.locator('fieldset.prerendered')).toHaveCount(0);
  const drawnWithIt = await page.evaluate(
    () => document.getElementById('drawn-answers')?.textContent?.includes('"FamilyBirthdays:{}":true') ?? false,
  );
  if (!drawnWithIt) await answered;
}

test.describe('family grades, home and profile', () => {
  test("a parent reads a student's grades on /reports and opens a class's detail", async ({ page }) => {
    const family = await createGradesFamily(page);
    await signInParent(page, family.phone);
    await expect(page).toHaveURL(/\/dashboard$/);

    await openNavigation(page);
    await page.getByRole('navigation', { name: 'Main' }).getByText('Grades').click();
    await expect(page).toHaveURL(/\/reports$/);
    const student = page.getByRole('region', { name: family.studentName });
    await expect(student.getByRole('heading', { name: family.studentName })).toBeVisible();
    // 88 and 94: 91%, an A, and the Top Student Gold badge while the class runs.
    await expect(student.getByRole('list', { name: 'Badges' })).toContainText('Top Student · Gold');
    // The badge names its class, not the class's code.
    await expect(student.getByRole('list', { name: 'Badges' })).toContainText(`${family.classes.opened.title} · so far`);
    await expect(student.getByRole('list', { name: 'Badges' })).not.toContainText(family.classes.opened.code);
    const opened = classLink(student, family.classes.opened);
    await expect(opened).toContainText('A (91%)');
    await expect(classLink(student, family.classes.away)).toContainText('N/A');
    await expect(student.getByRole('heading', { name: 'Starting Soon' })).toBeVisible();
    await expect(classLink(student, family.classes.soon)).toContainText('Starts');

    await opened.click();
    await expect(page).toHaveURL(new RegExp(`/reports\\?studentId=${family.studentId}&classroomId=${family.classes.opened.id}$`));
    await expect(page.getByText(family.classes.opened.code, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: family.classes.opened.title })).toBeVisible();
    await expect(page.getByText('Overall grade: A (91%)')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Grades per lesson' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(family.classes.opened.lessons[0]!);
    await expect(rows.nth(1)).toContainText('A (88%)');
    await expect(rows.nth(2)).toContainText('A (94%)');
    await expect(rows.nth(3)).toContainText('N/A');

    await page.getByRole('main').getByRole('link', { name: 'Grades' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await classLink(page, family.classes.away).click();
    await expect(page.getByRole('alert')).toHaveText('The grades for this class are not available on the academy platform');
  });

  test('on a phone, class names wrap rather than being cut, and an invoice number stays on one line', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const family = await createGradesFamily(page);
    await signInParent(page, family.phone);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/reports');
    const classes = page.getByRole('region', { name: family.studentName }).getByRole('link');
    await expect(classes).toHaveCount(3);
    for (const name of await classes.all()) {
      const title = name.locator('p').first();
      await expect(title).not.toHaveCSS('white-space', 'nowrap');
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }

    await page.context().clearCookies();
    const paying = await createFixtureFamily(page, { paidInvoiceDaysAgo: 3 });
    await signInParent(page, paying.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await page.goto('/dashboard?defaultTab=3');
    const number = page.getByRole('table', { name: 'Invoices' }).getByRole('button', { name: /^Invoice / });
    await expect(number).toHaveCSS('white-space', 'nowrap');
    // One line box for the whole number: a range over its words has one rectangle per line.
    const lines = await number.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });

  test("the PROFILE tab shows the family's read-only card: members, address and students", async ({ page }) => {
    const family = await createGradesFamily(page);
    await signInParent(page, family.phone);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('tab', { name: 'PROFILE' }).click();
    await expect(page).toHaveURL(/defaultTab=4/);
    const members = page.getByRole('region', { name: 'Members' });
    await expect(members).toContainText(family.parentName);
    await expect(members).toContainText('Primary');
    await expect(members).toContainText(family.email);
    await expect(page.getByRole('region', { name: 'Address' })).toContainText('12 Report Lane');
    await expect(page.getByRole('region', { name: 'Address' })).toContainText('Palo Alto, CA 94301');
    const students = page.getByRole('region', { name: 'Students' });
    await expect(students).toContainText(family.studentName);
    await expect(students).toContainText(`Username ${family.username}`);
    await expect(page.getByRole('button', { name: /edit/i })).toHaveCount(0);
  });

  test('HOME lists the selected student’s upcoming classes; the classroom routes show parents the course list', async ({ page }) => {
    const family = await createGradesFamily(page);
    await signInParent(page, family.phone);
    await expect(page).toHaveURL(/\/dashboard$/);
    const upcoming = page.getByRole('list', { name: "Remy's upcoming classes" });
    await expect(upcoming.getByRole('listitem', { name: family.classes.opened.title })).toContainText('Lesson 3: Adding Fractions');
    await expect(page.getByTestId('student-bar').getByRole('option', { name: family.studentName })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The top bar's side-bar toggle: a button on desktop, the drawer's menu at 768 px.
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isTablet(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(nav).toBeVisible();
      await page.keyboard.press('Escape');
    } else {
      await page.getByRole('button', { name: 'Hide side bar' }).click();
      await expect(nav).toHaveCount(0);
      await page.getByRole('button', { name: 'Show side bar' }).click();
      await expect(nav).toBeVisible();
    }

    for (const path of [
      `/lessons?classroomId=${family.classes.opened.id}`,
      `/transcript?classroomId=${family.classes.opened.id}`,
      '/problemSets',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('heading', { name: 'Courses' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Catalog view' }).getByRole('button', { pressed: true })).toBeVisible();
    }
  });

  test('on a student’s birthday the dashboard greets them once a day, in steps, and closes itself', async ({ page }) => {
    const family = await createGradesFamily(page, { birthday: true });
    await signInParent(page, family.phone);
    await expect(page).toHaveURL(/\/dashboard$/);
    const greeting = page.getByRole('dialog', { name: /Guess what day it is|Happy Birthday/ });
    await expect(greeting).toBeVisible();
    await expect(greeting.getByRole('heading', { name: 'Happy Birthday, Remy!' })).toBeVisible();
    await expect(greeting.getByText('Remy turns 12 today. Have a wonderful day!')).toBeVisible();
    await expect(greeting).toHaveCount(0, { timeout: 15_000 });

    // Once a day: the next visit the same day goes straight to the dashboard.
    await reloadUntilBirthdaysKnown(page);
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('/verify signs a parent in with the code sent to the phone the link carries', async ({ page }) => {
    const family = await createGradesFamily(page);
    await page.goto(`/verify?phone=${encodeURIComponent(family.phone)}`);
    await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveValue(family.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').fill(await latestCode(page, family.phone));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/verify');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
