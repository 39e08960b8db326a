import { expect, test } from '@playwright/test';
import { createCatalogClass } from './shop-support.js';
import { createFixtureEmployee, createFixtureFamily, signInEmployee, signInParent } from './support.js';

/** 'YYYY-MM-DDTHH:mm' in the browser's zone, as a datetime-local field takes it. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

test.describe('posts', () => {
  test('an admin publishes a post promoting a free class; a parent lands on the posts, favorites it and enrols a student', async ({
    page,
  }) => {
    const free = await createCatalogClass(page, { tuition: 0, max: 5 });
    const admin = await createFixtureEmployee(page, { admin: true });
    const title = `Open house ${free.code}`;
    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).toHaveURL(/\/dashboard/);

    await page.goto('/manage/posts');
    await page.getByRole('button', { name: 'New post' }).click();
    const editor = page.getByRole('dialog', { name: 'New post' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('alert')).toHaveText('Give the post a title.');
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Description').fill('Meet the teachers and try a free class.');
    await editor.getByRole('textbox', { name: 'Content' }).fill('Bring your questions: every teacher will be there.');
    await expect(editor.getByRole('region', { name: 'Preview' })).toContainText('Bring your questions');
    await editor.getByLabel('Promoted class codes').fill(free.code);
    await editor.getByLabel('Publish at').fill(localInput(new Date(Date.now() - 60_000)));
    await editor.getByLabel('Published').check();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('LIVE')).toBeVisible();

    await page.context().clearCookies();
    const family = await createFixtureFamily(page, { paidInvoiceDaysAgo: 3 });
    await signInParent(page, family.phone);
    await expect(page).toHaveURL(/\/posts$/);
    await page.getByRole('listitem', { name: title }).click();
    await expect(page).toHaveURL(/\/post\?id=\d+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('1 views')).toBeVisible();
    await page.getByRole('button', { name: '0 Favorite' }).click();
    await expect(page.getByRole('button', { name: '1 Favorited' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: '1 Favorited' })).toBeVisible();
    await expect(page.getByText('1 views')).toBeVisible();

    const classes = page.getByRole('region', { name: 'Classes in this post' });
    await classes.getByRole('button', { name: `Enroll in ${free.title} for free` }).click();
    const chooser = page.getByRole('dialog', { name: `Enroll in ${free.title}` });
    await chooser.getByLabel(/^Kit /).check();
    await chooser.getByRole('button', { name: 'Enroll' }).click();
    await expect(classes.getByRole('button', { name: `Enrolled in ${free.title}` })).toBeDisabled();
  });

  test('signed out, the posts ask for a sign-in and a post offers Preview, which opens the login', async ({ page }) => {
    await page.goto('/posts');
    await expect(page).toHaveURL(/\/$/);
    // The demo's registration post promotes three classes.
    await page.goto('/post?id=1');
    await expect(page.getByRole('heading', { name: 'Registration is open for next term' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Favorite/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
