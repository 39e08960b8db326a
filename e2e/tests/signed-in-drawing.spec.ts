import { type Browser, expect, type Page } from '@playwright/test';
import { navButton, openLesson, openSet, recordOperations, signInNewStudent, WARM_UP } from './player-support.js';
import { createFixtureFamily, graphql, signInEmployee, signInParent, signInStudent, test } from './support.js';

const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36';

/** The page as the server sends it to the signed-in visitor, before (and without) any script. */
async function drawnAsSent(browser: Browser, page: Page, path: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    userAgent: PHONE_AGENT,
    baseURL: new URL(page.url()).origin,
  });
  await context.addCookies(await page.context().cookies());
  const drawn = await context.newPage();
  await drawn.goto(path);
  return { drawn, close: () => context.close() };
}

/**
 * The operations the page asked between `sent` starting and now, but the bell's count (asked by its
 * own request on every page, not drawn): a request of the test's own marks the moment.
 */
async function askedSoFar(page: Page, sent: string[]): Promise<string[]> {
  await page.evaluate(() =>
    fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'Marker', query: 'query Marker { appVersion }' }),
    }),
  );
  await expect.poll(() => sent).toContain('Marker');
  return sent.slice(0, sent.indexOf('Marker')).filter((name) => name !== 'UnreadNotificationCount');
}

test.describe('signed-in pages drawn by the server', () => {
  test("a student's dashboard and classroom arrive drawn with their classes, and the app takes over", async ({ page, browser }) => {
    const family = await createFixtureFamily(page, { enroll: 'MA6-A' });
    await signInStudent(page, family.username, family.password);
    await expect(page).toHaveURL(/\/dashboard/);

    const dashboard = await drawnAsSent(browser, page, '/dashboard');
    // No script has run: the classes are in the page the server sent.
    await expect(dashboard.drawn.locator('fieldset.prerendered')).toContainText('Pre-Algebra');
    await expect(dashboard.drawn.locator('fieldset.prerendered')).toContainText('OPENED CLASSES');
    await expect(dashboard.drawn.locator('#drawn-answers')).toHaveCount(1);
    await dashboard.close();

    // The app renders over the drawing and works as before.
    await page.goto('/dashboard');
    const card = page.getByRole('list', { name: 'OPENED CLASSES' }).getByRole('listitem', { name: 'Pre-Algebra' });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/lessons\?classroomId=\d+$/);
    await expect(page.getByRole('heading', { name: 'Pre-Algebra', level: 2 })).toBeVisible();
    const classroomPath = new URL(page.url()).pathname + new URL(page.url()).search;

    const classroom = await drawnAsSent(browser, page, classroomPath);
    await expect(classroom.drawn.locator('fieldset.prerendered h2')).toHaveText('Pre-Algebra');
    await expect(classroom.drawn.locator('fieldset.prerendered')).toContainText('Introduction');
    await classroom.close();

    // The app renders over the drawn classroom from the answers it was drawn with: it does not ask
    // for the class or the unread counts again.
    const sent = recordOperations(page);
    // Until nothing has been on the way for half a second: every part the page loads has started.
    await page.goto(classroomPath, { waitUntil: 'networkidle' });
    await expect(page.locator('#root > fieldset.prerendered')).toHaveCount(0);
    expect(await askedSoFar(page, sent)).toEqual([]);
  });

  test("a parent's HOME arrives drawn with the students and what is next", async ({ page, browser }) => {
    const family = await createFixtureFamily(page, { enroll: 'MA6-A' });
    await signInParent(page, family.phone);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('listbox', { name: 'Select a student' })).toBeVisible();

    const home = await drawnAsSent(browser, page, '/dashboard');
    const drawn = home.drawn.locator('fieldset.prerendered');
    await expect(drawn).toContainText('Welcome');
    await expect(drawn).toContainText(`signs in with the username ${family.username}`);
    // Shown, not held back for a later answer (nothing is on its way without scripts).
    await expect(home.drawn.locator('[aria-busy="true"]')).toHaveCount(0);
    await home.close();

    // The app renders over it from the answers it was drawn with: it does not ask for the students,
    // classes, waitlists, onboarding or birthdays again.
    const sent = recordOperations(page);
    // Until nothing has been on the way for half a second: every part the page loads has started.
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await expect(page.locator('#root > fieldset.prerendered')).toHaveCount(0);
    expect(await askedSoFar(page, sent)).toEqual([]);
  });

  test("staff get their dashboard as the app draws it, and a class's page drawn", async ({ page, browser }) => {
    await signInEmployee(page, '/admin', 'admin@solve.test');
    await expect(page).toHaveURL(/\/dashboard/);
    const staff = await drawnAsSent(browser, page, '/dashboard');
    await expect(staff.drawn.locator('fieldset.prerendered')).toHaveCount(0);
    await expect(staff.drawn.locator('#drawn-answers')).toHaveCount(0);
    await staff.close();

    const { catalog } = await graphql<{ catalog: { classrooms: { id: number; code: string }[] } }>(
      page,
      '{ catalog { classrooms { id code } } }',
    );
    const classPath = `/manage/classes/${catalog.classrooms.find((classroom) => classroom.code === 'MA6-A')!.id}`;
    const classPage = await drawnAsSent(browser, page, classPath);
    // The class's fields are in the page the server sent, in the admin's back office.
    await expect(classPage.drawn.locator('fieldset.prerendered')).toContainText('MA6-A');
    await expect(classPage.drawn.locator('fieldset.prerendered')).toContainText('Manage');
    await classPage.close();

    // The app renders over it from the answers it was drawn with: it does not ask for the class, its
    // students, its waitlist or the academy's zone again.
    const sent = recordOperations(page);
    // Until nothing has been on the way for half a second: every part the page loads has started.
    await page.goto(classPath, { waitUntil: 'networkidle' });
    await expect(page.locator('#root > fieldset.prerendered')).toHaveCount(0);
    expect(await askedSoFar(page, sent)).toEqual([]);
  });

  test("a student's player arrives drawn and takes the first answer before the app's scripts, once", async ({ page }) => {
    await signInNewStudent(page, [WARM_UP.classroom]);
    await openLesson(page, WARM_UP);
    await openSet(page, WARM_UP.set, 'Start');
    const player = page.url();

    // The next visit of the player, with the app's scripts held back as a slow phone's connection would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(player, { waitUntil: 'commit' });
    const drawn = page.locator('#root > fieldset.prerendered');
    const problem = drawn.getByRole('article').first();
    await problem.getByRole('textbox').fill('12');
    await problem.getByRole('textbox').press('Enter');
    await expect(drawn.getByRole('status')).toHaveText('Your answer is saved.');
    await expect(problem.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
    // The rest of the drawn page waits for the app.
    await expect(drawn.getByRole('button', { name: 'Skip' })).toHaveJSProperty('inert', true);

    // The app takes over: it shows the saved answer, asked afresh, and sends nothing again.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST')
        sent.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
    });
    release();
    await expect(drawn).toHaveCount(0);
    await expect(navButton(page, 1)).toHaveAccessibleName(/^Problem 1, (correct|not correct|answered)/);
    await expect(page.getByRole('article').first().getByRole('textbox')).toHaveValue('12');
    await expect(page.getByText(/You have answered 1 of \d+ problems\./)).toBeVisible();
    expect(sent).not.toContain('CreateProblemResponse');
    expect(await page.evaluate(() => sessionStorage.getItem('pendingAnswers'))).toBeNull();
  });
});
