import { expect } from '@playwright/test';
import { createFixtureFamily, goWithState, isTablet, openNavigation, signInParent, signInStudent, test } from './support.js';

test.describe('home', () => {
  test('the app arrives compressed: its scripts as Brotli, a dashboard answer gzipped', async ({ page }) => {
    const family = await createFixtureFamily(page, { enroll: 'MA6-A,MC8-A,PY5-SP' });
    const script = page.waitForResponse((response) => /\/assets\/index-[\w-]+\.js$/.test(response.url()));
    await page.goto('/');
    expect((await (await script).allHeaders())['content-encoding']).toBe('br');
    await expect(page.getByRole('link', { name: /Student/ })).toBeVisible();
    const dashboard = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && response.request().postDataJSON()?.operationName === 'Dashboard',
    );
    await signInStudent(page, family.username, family.password);
    const answer = await dashboard;
    expect((await answer.allHeaders())['content-encoding']).toBe('gzip');
    expect(((await answer.json()) as { data?: { dashboard?: unknown } }).data?.dashboard).toBeTruthy();
  });

  test('the intro video loads only when pressed, and links to the video on its site', async ({ page }) => {
    // The video host is unreachable: nothing of it is asked for until play is pressed.
    const asked: string[] = [];
    await page.route(/youtube|ytimg|vimeo/, (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    await page.goto('/');
    const figure = page.getByRole('figure');
    const play = figure.getByRole('button', { name: /^Play video: Introduction to / });
    await expect(play).toBeVisible();
    await expect(figure.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=aircAruvnKk',
    );
    await expect(figure.locator('iframe')).toHaveCount(0);
    expect(asked).toEqual([]);
    // The page the server drew is inert until the app takes it over; then a press plays the video in place.
    await expect(page.locator('fieldset.prerendered')).toHaveCount(0);
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(figure.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aircAruvnKk?autoplay=1');
    await expect(figure.getByRole('link', { name: /Watch on YouTube/ })).toBeVisible();
  });

  test('offers the Student/Parent choice and the Login modal without Register Family', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await page.goto('/');
    await page.getByRole('link', { name: /Student/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await page.getByRole('link', { name: /Parent/ }).click();
    await expect(page).toHaveURL(/\/family$/);

    await page.goto('/');
    if (isTablet(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Home menu' }).getByText('Login').click();
    } else {
      await page.getByRole('button', { name: 'Login', exact: true }).click();
    }
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('tab', { name: 'Parent' })).toBeVisible();
    await expect(modal.getByRole('tab', { name: /Student/ })).toHaveAttribute('aria-selected', 'true');
    // Register Family appears only when the modal is opened from checkout.
    await expect(modal.getByRole('tab', { name: 'Register Family' })).toHaveCount(0);
    await modal.getByLabel('Username or email').fill(family.username);
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByLabel('Password').fill(family.password);
    await modal.getByRole('button', { name: 'Login' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('router state opens the Login modal from checkout (with Register Family) or the Join modal', async ({ page }) => {
    await page.goto('/');
    await goWithState(page, '/', { openLogin: true, from: '/checkout?classroomId=1' });
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('tab', { name: 'Register Family' })).toBeVisible();
    // From checkout, Parent comes first.
    await expect(modal.getByRole('tab', { name: 'Parent' })).toHaveAttribute('aria-selected', 'true');
    await modal.getByRole('tab', { name: 'Register Family' }).click();
    await expect(modal.getByRole('form', { name: 'Register your family' }).getByLabel('First name')).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    await goWithState(page, '/', { openJoin: true });
    await expect(page.getByRole('dialog', { name: 'Join Solve' })).toBeVisible();
    // The request is used once: a reload does not open the modal again.
    await page.reload();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the shared modal signs staff in by email and refuses an employee who neither teaches nor administers', async ({ page }) => {
    await page.goto('/');
    await goWithState(page, '/', { openLogin: true });
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Username or email').fill('office@solve.test');
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByLabel('Password').fill('solve-demo-2026');
    await modal.getByRole('button', { name: 'Login' }).click();
    await expect(modal.getByText('Your account is neither an instructor nor an admin of the academy.')).toBeVisible();
    await modal.getByRole('button', { name: 'Back' }).click();
    await modal.getByLabel('Username or email').fill('teacher@solve.test');
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByLabel('Password').fill('solve-demo-2026');
    await modal.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('desktop shows the home actions as buttons; at 768 px a slide-out menu has home, log in or out, join, catalog and dashboard', async ({
    page,
  }) => {
    await page.goto('/');
    if (!isTablet(page)) {
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
      const home = page.getByRole('main');
      for (const name of ['Catalog', 'Login', 'Join']) await expect(home.getByRole('button', { name, exact: true })).toBeVisible();
      return;
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Home menu' });
    await expect(menu.getByRole('button')).toHaveText(['Home', 'Login', 'Join', 'Catalog', 'Dashboard']);
    // Dashboard asks a signed-out visitor to sign in first.
    await menu.getByText('Dashboard').click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    const family = await createFixtureFamily(page);
    await signInStudent(page, family.username, family.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button')).toHaveText(['Home', 'Logout', 'Join', 'Catalog', 'Dashboard']);
    await menu.getByText('Logout').click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByText('Login')).toBeVisible();
  });
});

test.describe('pages that need a sign-in', () => {
  for (const path of ['/dashboard', '/profile', '/posts']) {
    test(`${path} sends a signed-out visitor home to sign in, then back to ${path}`, async ({ page }) => {
      const family = await createFixtureFamily(page);
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      const modal = page.getByRole('dialog', { name: 'Login' });
      await expect(modal.getByText('Please sign in to continue.')).toBeVisible();
      await modal.getByLabel('Username or email').fill(family.username);
      await modal.getByRole('button', { name: 'Next' }).click();
      await modal.getByLabel('Password').fill(family.password);
      await modal.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});

test.describe('navigation shell', () => {
  test('a student navigates with the side bar or the drawer, opens help and signs out', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await signInStudent(page, family.username, family.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Students see Dashboard, News and Settings but not the family items.
    await openNavigation(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Dashboard')).toBeVisible();
    await expect(nav.getByText('News')).toBeVisible();
    await expect(nav.getByText('Orders')).toHaveCount(0);
    await nav.getByText('Help').click();
    const help = page.getByRole('dialog', { name: 'Help' });
    await expect(help).toBeVisible();
    await expect(help.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
    await help.getByRole('button', { name: 'Close' }).click();

    // Students have no cart.
    await expect(page.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Signed out for real: no Login modal pops up by itself, the cookies and stored data are gone.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const cookies = (await page.context().cookies()).map((c) => c.name);
    expect(cookies).not.toContain('solve_session');
    expect(cookies).not.toContain('firstName');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a parent sees the family items and the cart badge, 9+ over 8 items', async ({ page, browser }) => {
    const family = await createFixtureFamily(page, { cartItems: 10 });
    await signInParent(page, family.phone);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Cart, 10 items' })).toContainText('9+');
    await openNavigation(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of ['Students', 'Grades', 'Schedule', 'Orders', 'Settings']) await expect(nav.getByText(item)).toBeVisible();
    await expect(nav.getByText('Dashboard')).toHaveCount(0);

    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const other = await context.newPage();
    const small = await createFixtureFamily(other, { cartItems: 3 });
    await signInParent(other, small.phone);
    await expect(other.getByRole('button', { name: 'Cart, 3 items' })).toContainText('3');
    await context.close();
  });

  test('the header is hidden on the sign-in routes', async ({ page }) => {
    for (const path of ['/login', '/family', '/instructor', '/admin', '/recovery', '/changepassword?userId=S-1&token=x', '/guestLogin?x']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    }
  });

  test('signed out, the header offers Login', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('the side bar is 100 px on desktop and a drawer at 768 px', async ({ page }) => {
    const family = await createFixtureFamily(page);
    await signInStudent(page, family.username, family.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isTablet(page)) {
      await expect(nav).toHaveCount(0);
      await openNavigation(page);
      await expect(nav).toBeVisible();
    } else {
      const box = await nav.boundingBox();
      expect(box?.width).toBe(100);
    }
  });
});
