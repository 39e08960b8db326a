import { expect } from '@playwright/test';
import { choose, createFixtureCourse, uniqueSuffix } from './manage-support.js';
import { createCatalogClass } from './shop-support.js';
import { createFixtureEmployee, createFixtureFamily, latestOutboxMessage, signInEmployee, test } from './support.js';

test.describe('back office: people', () => {
  test('an admin invites a teacher, who sets a password with the mailed link, signs in and sees the class they lead', async ({
    page,
    browser,
  }) => {
    const admin = await createFixtureEmployee(page, { admin: true });
    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).not.toHaveURL(/\/admin$/);
    await page.goto('/manage/staff');
    const email = `invited-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@academy.test`;
    const form = page.getByRole('form', { name: 'Invite a staff member' });
    await form.getByLabel('First name').fill('Ivy');
    const lastName = `Teach${uniqueSuffix()}`;
    await form.getByLabel('Last name').fill(lastName);
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`An invitation has been sent to ${email}.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();

    // The teacher, in a browser of their own, opens the link once.
    const mail = await latestOutboxMessage(page, email);
    const link = new URL(/https?:\/\/\S+\/changepassword\?\S+/.exec(mail.body)![0]);
    const teacherContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const teacher = await teacherContext.newPage();
    await teacher.goto(link.pathname + link.search);
    await teacher.getByLabel('New password').fill('ivy-chosen-pass-1');
    await teacher.getByLabel('Confirm password').fill('ivy-chosen-pass-1');
    await teacher.getByRole('button', { name: 'Change password' }).click();
    await expect(teacher.getByText('Your password has been successfully changed.')).toBeVisible();
    await signInEmployee(teacher, '/instructor', email, 'ivy-chosen-pass-1');
    await expect(teacher).toHaveURL(/\/dashboard$/);

    // The admin makes the new teacher the lead instructor of a new class: it is on their dashboard.
    const course = await createFixtureCourse(page, 2);
    await page.goto('/manage/classes');
    await page.getByRole('button', { name: 'New class' }).click();
    const classForm = page.getByRole('dialog', { name: 'New class' });
    await choose(page, classForm, 'Course', new RegExp(course.title));
    await classForm.getByRole('checkbox', { name: 'Tue' }).check();
    await classForm.getByLabel('Start date').fill('2027-02-02');
    await classForm.getByLabel('End date').fill('2027-03-30');
    await classForm.getByLabel('Tuition ($)', { exact: true }).fill('300');
    await choose(page, classForm, 'Lead instructor', `Ivy ${lastName}`);
    await classForm.getByRole('button', { name: 'Create class' }).click();
    await expect(page).toHaveURL(/\/manage\/classes\/\d+$/);
    await teacher.goto('/dashboard');
    await expect(teacher.getByText(course.title).first()).toBeVisible();
    await page.goto('/manage/staff');

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: email }).getByText('Active', { exact: true })).toBeVisible();
    // Deactivated, the teacher's session ends at once.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Deactivate Ivy ${lastName}` }).click();
    await expect(page.getByRole('row').filter({ hasText: email }).getByText('Deactivated', { exact: true })).toBeVisible();
    await teacher.goto('/manage');
    await expect(teacher).not.toHaveURL(/\/manage/);
    await teacherContext.close();
  });

  test('an admin finds a family and enrols a student by hand under the seat limit', async ({ page }) => {
    const family = await createFixtureFamily(page);
    const open = await createCatalogClass(page, { max: 3, taken: 0 });
    const full = await createCatalogClass(page, { max: 1, taken: 1 });
    const admin = await createFixtureEmployee(page, { admin: true });
    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).not.toHaveURL(/\/admin$/);

    await page.goto('/manage/families');
    await page.getByLabel('Name, username, phone or email').fill(family.username);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('list', { name: 'Families found' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/manage/families/${family.familyAccountId}$`));
    await expect(page.getByRole('heading', { name: 'Students' })).toBeVisible();

    await page.getByLabel(/^Class code for /).fill(full.code);
    await page.getByRole('button', { name: 'Enrol', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('is full');

    await page.getByLabel(/^Class code for /).fill(open.code);
    await page.getByRole('button', { name: 'Enrol', exact: true }).click();
    await expect(page.getByRole('status')).toContainText(`is enrolled in ${open.code}`);
    await expect(page.getByRole('list', { name: /^Classes of / })).toContainText('by hand');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /^Reset password of / }).click();
    await expect(page.getByRole('status')).toContainText('Temporary password for');
  });
});
