import { expect } from '@playwright/test';
import { createFixtureFamily, graphql, signInEmployee, test } from './support.js';

test.describe('guest links', () => {
  test('an admin makes a guest link and the student signs in with it', async ({ page, browser }) => {
    const family = await createFixtureFamily(page);
    await signInEmployee(page, '/admin', 'admin@solve.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    const { createGuestLink } = await graphql<{ createGuestLink: { url: string } }>(
      page,
      'mutation($id: Int!) { createGuestLink(userType: STUDENT, userId: $id) { url } }',
      { id: family.studentId },
    );
    const link = new URL(createGuestLink.url);

    const guest = await browser.newContext({ baseURL: page.url() });
    const guestPage = await guest.newPage();
    await guestPage.goto(link.pathname + link.search);
    await expect(guestPage).toHaveURL(/\/dashboard$/);
    await guest.close();
  });

  test('a made-up guest link is refused', async ({ page }) => {
    await page.goto('/guestLogin?not-a-real-token');
    await expect(page.getByText('Invalid guest login URL.')).toBeVisible();
  });

  test('only admins can make guest links', async ({ page }) => {
    await signInEmployee(page, '/instructor', 'teacher@solve.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(graphql(page, 'mutation { createGuestLink(userType: STUDENT, userId: 1) { url } }')).rejects.toThrow();
  });

  test("a family's landing link signs the parent in; a bad one goes home", async ({ page, browser }) => {
    const family = await createFixtureFamily(page);
    await signInEmployee(page, '/admin', 'admin@solve.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    const { createGuestLink } = await graphql<{ createGuestLink: { url: string } }>(
      page,
      'mutation($id: Int!) { createGuestLink(userType: FAMILY_MEMBER, userId: $id) { url } }',
      { id: family.parentId },
    );
    const token = new URL(createGuestLink.url).search.slice(1);

    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const parent = await context.newPage();
    await parent.goto(`/landing?token=${encodeURIComponent(token)}&familyAcc=${family.familyAccountId}`);
    await expect(parent).toHaveURL(/\/dashboard$/);
    await expect(parent.getByRole('button', { name: /^Cart/ })).toBeVisible();
    await context.close();

    await page.goto(`/landing?token=not-a-real-token&familyAcc=${family.familyAccountId}`);
    await expect(page).toHaveURL(/\/$/);
  });
});
