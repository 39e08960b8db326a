import { expect } from '@playwright/test';
import { createFixtureFamily, signInStudent, test } from './support.js';

test.describe('student sign-in', () => {
  test('a student with a confirmed grade lands on the dashboard', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await page.goto('/login');
    await expect(page.getByText('for enrolled students')).toBeVisible();
    await page.getByLabel('Username').fill(family.username);
    await page.getByRole('button', { name: 'Next' }).click();
    // The second step shows who is signing in (the fixture student is Kit Fixture…), with Back to change the username.
    await expect(page.getByText(/^Kit Fixture\w+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await page.getByLabel('Password').fill(family.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Profile' })).toHaveText('KF');
  });

  test('a first sign-in without a confirmed grade opens the profile editor', async ({ page }) => {
    const family = await createFixtureFamily(page, { gradeUpdated: false });
    await signInStudent(page, family.username, family.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
    await expect(page.getByLabel('School')).toBeVisible();
  });

  test('an unknown username and a wrong password are told apart, and Back returns to the username', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Enter your username')).toBeVisible();
    await page.getByLabel('Username').fill('nobody-here-000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Whoops, thats not a valid username')).toBeVisible();

    await page.getByLabel('Username').fill(family.username);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Whoops, thats not a valid password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Username')).toHaveValue(family.username);
  });

  test('the sign-in screen shows the live problems-solved counter and the version', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText(/problems solved/i)).toBeVisible();
    await expect(page.getByText(/Version \S+/)).toBeVisible();
  });

  test('the card stays put while the count under it arrives, so a press lands where it was aimed', async ({ page }) => {
    // The count is held back until the page has shown.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (/query ProblemsSolved\b/.test(route.request().postData() ?? '')) await held;
      await route.fallback();
    });
    await page.goto('/login');
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeEnabled();
    await expect(page.getByTestId('problems-solved')).toHaveCount(0);
    const before = await next.boundingBox();
    release();
    await expect(page.getByText(/problems solved/i)).toBeVisible();
    await expect(page.getByTestId('problems-solved')).toHaveCount(1);
    expect(await next.boundingBox()).toEqual(before);
  });

  test('a visit that starts on a sign-in page loads that page alone, and the app once it moves on', async ({ page }) => {
    const family = await createFixtureFamily(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(request.url())?.[1];
      if (name) scripts.push(name);
    });
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeFocused();
    // Between the sign-in pages the visit stays on the same document, still without the app.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Parent sign-in' }).click();
    await expect(page.getByRole('heading', { name: 'Parent sign-in' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Student sign-in' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(scripts).toContain('sign-in');
    expect(scripts.filter((name) => ['start', 'framework', 'mui-basics'].includes(name))).toEqual([]);

    // Signed in, the app takes over the same document at the dashboard, and Back shows sign-in again.
    await page.getByLabel('Username').fill(family.username);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password').fill(family.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Profile' })).toHaveText('KF');
    expect(scripts).toEqual(expect.arrayContaining(['start', 'framework', 'mui-basics']));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Student sign-in' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('a sign-in page hands its links to the rest of the app over to the app', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/recovery\?password$/);
    await expect(page.getByRole('heading', { name: /password/i })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Student sign-in' })).toBeVisible();
    await page.getByRole('link', { name: 'Solve Academy' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Welcome to Solve Academy')).toBeVisible();
  });

  test('the first pages arrive drawn: before the scripts run they show, their controls waiting', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(page.getByText('Student sign-in', { exact: true })).toBeVisible();
    await expect(page.getByText('Solve Academy', { exact: true })).toBeVisible();
    await expect(page.getByText(/This sign-in is for enrolled students\. To enroll, call/)).toBeVisible();
    await expect(page.getByText(/Version \S+/)).toBeVisible();
    await expect(page.locator('input[name="username"]')).toBeDisabled();
    await expect(page.locator('button[type="submit"]')).toBeDisabled();
    await page.goto('/');
    await expect(page.getByText('Welcome to Solve Academy')).toBeVisible();
    // The catalog and a post come drawn with their data.
    await page.goto('/catalog');
    await expect(page.getByText('Winter Online', { exact: true })).toBeVisible();
    await page.goto('/post?id=1');
    await expect(page.getByText('Registration is open for next term', { exact: true })).toBeVisible();
    await expect(page.getByText('Log in to see the classes of this post and enrol.')).toBeVisible();

    // With its scripts the same page comes alive, and asks nothing more about the academy.
    await page.unroute('**/assets/*.js');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) asked.push(request.postData() ?? '');
    });
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeEnabled();
    await expect(page.getByLabel('Username')).toBeFocused();
    expect(asked.filter((body) => /query Academy\b/.test(body))).toEqual([]);
  });

  test('ten wrong passwords lock the username here for a quarter of an hour, with a clear message', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(family.username);
    await page.getByRole('button', { name: 'Next' }).click();
    const login = page.getByRole('button', { name: 'Login' });
    for (let i = 0; i < 10; i++) {
      await page.getByLabel('Password').fill(`wrong-guess-${i}`);
      await expect(login).toBeEnabled();
      await login.click();
      await expect(page.getByText('Whoops, thats not a valid password')).toBeVisible();
    }
    await page.getByLabel('Password').fill(family.password);
    await expect(login).toBeEnabled();
    await login.click();
    await expect(page.getByText('Too many attempts. Please wait 15 minutes and try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
