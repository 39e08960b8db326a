import { expect } from '@playwright/test';
import { createFixtureFamily, createFixtureFamilyWithoutStudents, latestCode, signInParent, test } from './support.js';

const MONTH_SECONDS = 2_629_743;

test.describe('parent sign-in by code', () => {
  test('a parent gets a code, sees the countdown, signs in and lands on the dashboard', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await page.goto('/family');
    await page.getByLabel('Phone number').fill(family.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('A verification code has been sent to your phone.')).toBeVisible();
    // The button counts down from the code's lifetime (secondsToExpire).
    await expect(page.getByRole('button', { name: /Get Code \((59\d|600)s\)/ })).toBeDisabled();
    const code = await latestCode(page, family.phone);

    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('That code is not correct. Please check it and try again.')).toBeVisible();

    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Login' }).click();
    // A family with students and no recent payment lands on the dashboard (§4).
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await expect(page.getByText(family.email)).toBeVisible();
  });

  test('the countdown ends with Get Code, and a different phone number gets its own code at once', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await page.clock.install();
    await page.goto('/family');
    await page.getByLabel('Phone number').fill(family.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    const counting = page.getByRole('button', { name: /Get Code \(\d+s\)/ });
    await expect(counting).toBeDisabled();
    await page.clock.fastForward(60_000);
    await expect(page.getByRole('button', { name: /Get Code \(5[34]\ds\)/ })).toBeDisabled();
    await page.clock.fastForward(541_000);
    const again = page.getByRole('button', { name: 'Get Code', exact: true });
    await expect(again).toBeEnabled();

    await again.click();
    await expect(counting).toBeDisabled();
    await page.getByLabel('Phone number').fill('+15559990001');
    await expect(page.getByRole('button', { name: 'Send code', exact: true })).toBeEnabled();
  });

  test('empty fields and an unknown phone number are refused with a clear message', async ({ page }) => {
    await page.goto('/family');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Enter a phone number')).toBeVisible();
    await page.getByLabel('Phone number').fill('+15559990000');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('We could not find an account with that phone number.')).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('you must enter all fields')).toBeVisible();
  });

  test('Remember me keeps the sign-in for a month; without it the cookies end with the browser', async ({ page, browser }) => {
    const family = await createFixtureFamily(page);
    await signInParent(page, family.phone, { rememberMe: true });
    await expect(page).toHaveURL(/\/dashboard$/);
    const remembered = (await page.context().cookies()).find((c) => c.name === 'solve_session')!;
    expect(remembered.httpOnly).toBe(true);
    expect(remembered.expires - Date.now() / 1000).toBeGreaterThan(MONTH_SECONDS - 120);
    expect(remembered.expires - Date.now() / 1000).toBeLessThanOrEqual(MONTH_SECONDS + 1);

    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const second = await other.newPage();
    await signInParent(second, family.phone);
    await expect(second).toHaveURL(/\/dashboard$/);
    const forSession = (await other.cookies()).filter((c) => ['solve_session', 'family', 'familyAccountId'].includes(c.name));
    expect(forSession).toHaveLength(3);
    for (const cookie of forSession) expect(cookie.expires).toBe(-1);
    await other.close();
  });
});

test.describe('where a parent lands (§4)', () => {
  test('a family without students goes to the posts', async ({ page }) => {
    const family = await createFixtureFamilyWithoutStudents(page);
    await signInParent(page, family.phone);
    await expect(page).toHaveURL(/\/posts$/);
    // The academy's news, as the spec has new families land on it.
    await expect(page.getByRole('main').getByRole('heading', { name: 'News' })).toBeVisible();
  });

  test('a family with a paid invoice from the last month goes to the posts, an older one to the dashboard', async ({ page, browser }) => {
    const recent = await createFixtureFamily(page, { paidInvoiceDaysAgo: 10 });
    await signInParent(page, recent.phone);
    await expect(page).toHaveURL(/\/posts$/);

    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const other = await context.newPage();
    const older = await createFixtureFamily(other, { paidInvoiceDaysAgo: 40 });
    await signInParent(other, older.phone);
    await expect(other).toHaveURL(/\/dashboard$/);
    await context.close();
  });

  test('a posts family sent to sign in goes back where it was going', async ({ page }) => {
    const family = await createFixtureFamilyWithoutStudents(page);
    await page.goto('/profile');
    // Signed out: home with the Login modal, which remembers /profile.
    await expect(page).toHaveURL(/\/$/);
    const modal = page.getByRole('dialog');
    await modal.getByRole('tab', { name: 'Parent' }).click();
    await modal.getByLabel('Phone number').fill(family.phone);
    await modal.getByRole('button', { name: 'Send code' }).click();
    await modal.getByLabel('Code').fill(await latestCode(page, family.phone));
    await modal.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(family.email)).toBeVisible();
  });

  test('the demo parent of a referred family with no students lands on the posts', async ({ page }) => {
    await signInParent(page, '+15550100002');
    await expect(page).toHaveURL(/\/posts$/);
  });
});
