import { expect } from '@playwright/test';
import { createCatalogClass } from './shop-support.js';
import { createFixtureEmployee, createFixtureFamily, signInEmployee, signInParent, test } from './support.js';

/** 'YYYY-MM-DDTHH:mm' in the academy's zone (the demo's), as the editor's datetime-local fields take it. */
function academyInput(date: Date): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return parts.replace(' ', 'T');
}

/** The demo's published posts that have not expired (server/src/db/seed/demo/community.ts). */
const DEMO_LIVE_POSTS = [
  'Registration is open for next term',
  'AMC 8 results: congratulations!',
  'Science fair workshop',
  'Refer a friend, get $100',
  'Winter break schedule',
];

/** The header by which a journey runs the server's clock at another time (browser journeys only). */
const TEST_CLOCK = 'x-test-clock';

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
    await editor.getByLabel('Promoted classes').fill(free.code);
    await page.getByRole('option', { name: new RegExp(`^${free.code}`) }).click();
    // The live preview shows the promoted class as a parent will see it.
    await expect(editor.getByRole('region', { name: 'Classes in this post' })).toContainText(free.title);
    await editor.getByLabel('Publish at').fill(academyInput(new Date(Date.now() - 60_000)));
    await editor.getByLabel('Published').check();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('LIVE')).toBeVisible();

    await page.context().clearCookies();
    const family = await createFixtureFamily(page, { paidInvoiceDaysAgo: 3 });
    await signInParent(page, family.phone);
    await expect(page).toHaveURL(/\/posts$/);
    // The demo's live posts each show their banner whole: loaded, and framed at its own shape.
    for (const name of DEMO_LIVE_POSTS) {
      const banner = page.getByRole('listitem', { name }).locator('img');
      await banner.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          banner.evaluate((img: HTMLImageElement) => {
            const shown = img.clientWidth / img.clientHeight;
            const own = img.naturalWidth / img.naturalHeight;
            return img.naturalWidth > 0 && (getComputedStyle(img).objectFit === 'contain' || Math.abs(shown - own) < 0.02);
          }),
        )
        .toBe(true);
    }
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

  test('an admin schedules a post for tomorrow; a parent sees it appear on its publish date', async ({ page }) => {
    const admin = await createFixtureEmployee(page, { admin: true });
    const title = `Tomorrow's news ${Date.now()}`;
    const publishAt = new Date(Date.now() + 24 * 3600_000);
    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/manage/posts');
    await page.getByRole('button', { name: 'New post' }).click();
    const editor = page.getByRole('dialog', { name: 'New post' });
    await editor.getByLabel('Title').fill(title);
    await editor.getByRole('textbox', { name: 'Content' }).fill('Doors open at nine. <script>alert(1)</script>');
    // The preview is the server's clean HTML, as readers get it.
    await expect(editor.getByRole('region', { name: 'Preview' })).toContainText('Doors open at nine.');
    await editor.getByLabel('Publish at').fill(academyInput(publishAt));
    await editor.getByLabel('Published').check();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: title }).getByText('SCHEDULED')).toBeVisible();

    await page.context().clearCookies();
    const family = await createFixtureFamily(page, { paidInvoiceDaysAgo: 3 });
    // Remembered, so that the sign-in still holds the next day.
    await signInParent(page, family.phone, { rememberMe: true });
    await expect(page).toHaveURL(/\/posts$/);
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);

    // The next day, by the server's clock.
    await page.setExtraHTTPHeaders({ [TEST_CLOCK]: new Date(publishAt.getTime() + 5 * 60_000).toISOString() });
    await page.reload();
    await page.getByRole('listitem', { name: title }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Doors open at nine.')).toBeVisible();
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
