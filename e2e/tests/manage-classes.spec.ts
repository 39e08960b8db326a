import { expect } from '@playwright/test';
import { choose, createFixtureCourse, enrolAndPay } from './manage-support.js';
import { createCatalogClass } from './shop-support.js';
import { createFixtureEmployee, createFixtureFamily, signInEmployee, signInParent, test } from './support.js';

test.describe('the back office: terms and classes', () => {
  test('an admin sets up a term, creates a class from a course, dates and adjusts its lessons, assigns work; a parent finds it in the catalog and pays', async ({
    page,
  }, testInfo) => {
    // Three people's work in one journey: the admin's, the parent's and the admin's again.
    test.setTimeout(180_000);
    const course = await createFixtureCourse(page);
    const admin = await createFixtureEmployee(page, { admin: true });
    const family = await createFixtureFamily(page);
    // Each screen size gets its own holiday: holidays are one per day across the academy.
    const holiday =
      testInfo.project.name === 'desktop'
        ? { iso: '2027-01-06', shown: 'January 6, 2027' }
        : { iso: '2027-01-13', shown: 'January 13, 2027' };
    const session = `Winter ${course.code}`;

    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The term (in the catalog's quarter) and a holiday inside it.
    await page.goto('/manage/academy');
    await expect(page.getByRole('heading', { name: 'Academy', level: 1 })).toBeVisible();
    const terms = page.getByRole('region', { name: 'Terms' });
    await terms.getByLabel('Year').fill('2026');
    await choose(page, terms, 'Quarter', 'Winter');
    await terms.getByLabel('Session name').fill(session);
    await terms.getByLabel('Starts').fill('2027-01-04');
    await terms.getByLabel('Ends').fill('2027-03-19');
    await terms.getByRole('button', { name: 'Add term' }).click();
    await expect(terms.getByRole('cell', { name: session })).toBeVisible();
    const holidays = page.getByRole('region', { name: 'Holidays' });
    await holidays.getByLabel('Holiday date').fill(holiday.iso);
    await holidays.getByLabel('Holiday name').fill(`Snow day ${course.code}`);
    await holidays.getByRole('button', { name: 'Add holiday' }).click();
    await expect(holidays.getByText(`Snow day ${course.code}`)).toBeVisible();

    // A class from the course, in that term, Mondays and Wednesdays.
    await page.goto('/manage/classes');
    await page.getByRole('button', { name: 'New class' }).click();
    const form = page.getByRole('dialog', { name: 'New class' });
    await choose(page, form, 'Course', new RegExp(course.title));
    await expect(form.getByLabel('Code')).toHaveValue(course.code);
    await choose(page, form, 'Term (fills the year, quarter, session and dates)', new RegExp(session));
    await expect(form.getByLabel('Start date')).toHaveValue('2027-01-04');
    await form.getByRole('checkbox', { name: 'Mon' }).check();
    await form.getByRole('checkbox', { name: 'Wed' }).check();
    await form.getByLabel('Tuition ($)', { exact: true }).fill('450');
    await form.getByLabel('Capacity').fill('12');
    await choose(page, form, 'Lead instructor', /.+/);
    await form.getByRole('button', { name: 'Create class' }).click();

    await expect(page).toHaveURL(/\/manage\/classes\/\d+$/);
    const classPage = page.url();
    await expect(page.getByRole('heading', { name: `${course.code}: ${course.title}` })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    // Lessons from the course's plans on the meeting days, the holiday skipped.
    await page.getByRole('button', { name: 'Generate lessons' }).click();
    await expect(page.getByRole('status')).toHaveText('Lessons generated from the course, skipping holidays.');
    const lessons = page.getByRole('table', { name: 'Lessons' });
    await expect(lessons.getByRole('row')).toHaveCount(5);
    await expect(lessons.getByText('January 4, 2027')).toBeVisible();
    await expect(lessons.getByText(holiday.shown)).toHaveCount(0);

    // One lesson moved to the evening with its webinar link.
    await page.getByRole('button', { name: 'Edit lesson 2' }).click();
    const lessonDialog = page.getByRole('dialog', { name: /Lesson 2/ });
    await lessonDialog.getByLabel('Starts at').fill('18:00');
    await lessonDialog.getByLabel('Ends at').fill('19:00');
    await lessonDialog.getByLabel('Webinar link').fill('https://meet.solve.test/angles-2');
    await lessonDialog.getByRole('button', { name: 'Save lesson' }).click();
    await expect(lessonDialog).toBeHidden();
    await expect(lessons.getByRole('row').nth(2)).toContainText('6:00 PM – 7:00 PM');
    await expect(lessons.getByRole('row').nth(2).getByRole('link', { name: 'Webinar link' })).toBeVisible();

    // The first problem set assigned on its own, then the whole class at once.
    await page.getByRole('button', { name: `${course.problemSets[0]} Not assigned` }).click();
    const assignment = page.getByRole('dialog', { name: course.problemSets[0] });
    await choose(page, assignment, 'Status', /^Assigned$/);
    await assignment.getByRole('button', { name: 'Save assignment' }).click();
    await expect(page.getByRole('button', { name: `${course.problemSets[0]} Assigned` })).toBeVisible();
    await expect(page.getByRole('button', { name: `${course.problemSets[1]} Not assigned` })).toBeVisible();
    await page.getByRole('button', { name: 'Assign all', exact: true }).click();
    for (const title of course.problemSets) await expect(page.getByRole('button', { name: `${title} Assigned` })).toBeVisible();

    // Every step is in the audit log.
    await page.goto('/manage/audit');
    await page.getByLabel('Action').fill('classroom.create');
    await expect(page.getByRole('table', { name: 'Changes' }).getByRole('row').nth(1)).toContainText('classroom.create');

    // A parent finds the published class in the catalog and pays for it by card.
    await page.context().clearCookies();
    await signInParent(page, family.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await enrolAndPay(page, course.code, 'Kit');

    // The admin sees the student on the class page and opens the family from there.
    await page.context().clearCookies();
    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(classPage);
    const students = page.getByRole('table', { name: 'Students' });
    await expect(students.getByRole('row')).toHaveCount(2);
    await expect(students).toContainText(family.username);
    await expect(students).toContainText('Paid');
    await students.getByRole('link', { name: /family page$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/families/${family.familyAccountId}$`));
    await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toContainText('paid');
  });

  test('the class list comes fifty classes at a time, and Show more adds the next ones', async ({ page }) => {
    // More classes than a page, whatever the other journeys have made.
    for (let i = 0; i < 51; i++) await createCatalogClass(page);
    const admin = await createFixtureEmployee(page, { admin: true });
    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).not.toHaveURL(/\/admin$/);
    await page.goto('/manage/classes');
    const rows = page.getByRole('table', { name: 'Classes' }).getByRole('row');
    // The header row and a page of 50.
    await expect(rows).toHaveCount(51);
    await page.getByRole('button', { name: 'Show more classes' }).click();
    await expect(async () => expect(await rows.count()).toBeGreaterThan(52)).toPass();
  });
});
