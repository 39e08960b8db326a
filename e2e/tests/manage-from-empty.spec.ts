import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, type TestInfo } from '@playwright/test';
import { startEmptyAcademy } from './empty-academy.js';
import { choose, enrolAndPay } from './manage-support.js';
import { latestCode, latestOutboxMessage, signInEmployee, test } from './support.js';

const CONTENT_FILE = path.resolve(import.meta.dirname, '../fixtures/academy-content.json');
const ADMIN = { email: 'rita@riverside.test', password: 'riverside-admin-1' };
const TEACHER = { email: 'omar@riverside.test', password: 'omar-chosen-pass-1' };
const QUARTERS = ['Winter', 'Spring', 'Summer', 'Fall'] as const;

/** Today in the academy's zone, the calendar quarter it is in, and a Monday two to three weeks away. */
function termDates() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(`${today}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() + 14 + ((8 - start.getUTCDay()) % 7));
  const end = new Date(start.getTime() + 8 * 7 * 86_400_000);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { year, quarter: QUARTERS[Math.floor((month - 1) / 3)]!, start: iso(start), end: iso(end) };
}

/** A browser of its own for one person, on the empty academy's server, at the project's screen size. */
async function personOn(browser: Browser, origin: string, testInfo: TestInfo, contexts: BrowserContext[]): Promise<Page> {
  const { viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL: origin, viewport, hasTouch });
  contexts.push(context);
  return context.newPage();
}

test.describe('an academy from an empty database', () => {
  test('the first admin sets it up in the browser: content, a term, a class with lessons and work, a teacher, and a family that pays', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(420_000);
    const academy = await startEmptyAcademy();
    const contexts: BrowserContext[] = [];
    try {
      const term = termDates();
      const admin = await personOn(browser, academy.origin, testInfo, contexts);

      // The setup link from the server's log creates the first admin, who is signed in.
      const setup = new URL(academy.setupUrl);
      await admin.goto(`${setup.pathname}${setup.search}`);
      await expect(admin.getByRole('heading', { name: 'Set up the academy' })).toBeVisible();
      await admin.getByLabel('Academy name').fill('Riverside Math Circle');
      // The browser's own zone (the journeys' America/Los_Angeles) is offered first and chosen.
      await expect(admin.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Los_Angeles');
      await admin.getByLabel('First name').fill('Rita');
      await admin.getByLabel('Last name').fill('Okafor');
      await admin.getByLabel('Work email').fill(ADMIN.email);
      await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await admin.getByLabel('Confirm password').fill(ADMIN.password);
      await admin.getByRole('button', { name: 'Create the academy' }).click();
      await expect(admin).toHaveURL(/\/manage\/academy$/);

      // Its contact details, a term in the catalog's quarter and a centre.
      const settings = admin.getByRole('region', { name: 'Settings' });
      await expect(settings.getByLabel('Name', { exact: true })).toHaveValue('Riverside Math Circle');
      await settings.getByLabel('Phone').fill('(408) 555-0142');
      await settings.getByLabel('Support e-mail').fill('hello@riverside.test');
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await expect(settings.getByRole('status')).toHaveText('Settings saved.');
      const terms = admin.getByRole('region', { name: 'Terms' });
      await terms.getByLabel('Year').fill(String(term.year));
      await choose(admin, terms, 'Quarter', term.quarter);
      await terms.getByLabel('Session name').fill('Riverside A');
      await terms.getByLabel('Starts').fill(term.start);
      await terms.getByLabel('Ends').fill(term.end);
      await terms.getByRole('button', { name: 'Add term' }).click();
      await expect(terms.getByRole('cell', { name: 'Riverside A' })).toBeVisible();
      const centers = admin.getByRole('region', { name: 'Centres' });
      await centers.getByRole('button', { name: 'Add centre' }).click();
      const centerDialog = admin.getByRole('dialog', { name: 'New centre' });
      await centerDialog.getByLabel('Centre name').fill('Riverside Center');
      await centerDialog.getByLabel('Street').fill('12 River Rd');
      await centerDialog.getByLabel('City').fill('San Jose');
      await centerDialog.getByLabel('State').fill('CA');
      await centerDialog.getByLabel('ZIP code').fill('95112');
      await centerDialog.getByRole('button', { name: 'Save centre' }).click();
      await expect(centers.getByRole('row').filter({ hasText: 'Riverside Center' })).toContainText('12 River Rd, San Jose, CA 95112');

      // Courses, lesson plans and problem sets from a content file: checked, then imported.
      await admin.goto('/manage/content');
      await admin.locator('input[type="file"]').setInputFiles(CONTENT_FILE);
      await expect(admin.getByRole('status')).toContainText('academy-content.json is ready to import');
      await expect(admin.getByRole('status')).toContainText('Courses: 1 new, 0 updated');
      await admin.getByRole('button', { name: 'Import academy-content.json' }).click();
      await expect(admin.getByRole('status')).toContainText('Imported academy-content.json.');

      // A teacher is invited and chooses a password from the mailed link.
      await admin.goto('/manage/staff');
      const invite = admin.getByRole('form', { name: 'Invite a staff member' });
      await invite.getByLabel('First name').fill('Omar');
      await invite.getByLabel('Last name').fill('Haddad');
      await invite.getByLabel('Email').fill(TEACHER.email);
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(admin.getByText(`An invitation has been sent to ${TEACHER.email}.`)).toBeVisible();
      const teacher = await personOn(browser, academy.origin, testInfo, contexts);
      const mail = await latestOutboxMessage(teacher, TEACHER.email);
      const link = new URL(/https?:\/\/\S+\/changepassword\?\S+/.exec(mail.body)![0]);
      await teacher.goto(`${link.pathname}${link.search}`);
      await teacher.getByLabel('New password').fill(TEACHER.password);
      await teacher.getByLabel('Confirm password').fill(TEACHER.password);
      await teacher.getByRole('button', { name: 'Change password' }).click();
      await expect(teacher.getByText('Your password has been successfully changed.')).toBeVisible();

      // A class of the course at the centre, taught by the new teacher; its lessons and work.
      await admin.goto('/manage/classes');
      await admin.getByRole('button', { name: 'New class' }).click();
      const form = admin.getByRole('dialog', { name: 'New class' });
      await choose(admin, form, 'Course', /^GEO1: First Steps in Geometry/);
      await choose(admin, form, 'Term (fills the year, quarter, session and dates)', /Riverside A/);
      await expect(form.getByLabel('Start date')).toHaveValue(term.start);
      await choose(admin, form, 'Location', 'Riverside Center');
      await form.getByRole('checkbox', { name: 'Mon' }).check();
      await form.getByRole('checkbox', { name: 'Wed' }).check();
      await form.getByLabel('Tuition ($)', { exact: true }).fill('380');
      await form.getByLabel('Capacity').fill('8');
      await choose(admin, form, 'Lead instructor', 'Omar Haddad');
      await form.getByRole('button', { name: 'Create class' }).click();
      await expect(admin).toHaveURL(/\/manage\/classes\/\d+$/);
      await expect(admin.getByText('Published', { exact: true })).toBeVisible();
      await admin.getByRole('button', { name: 'Generate lessons' }).click();
      await expect(admin.getByRole('status')).toHaveText('Lessons generated from the course, skipping holidays.');
      await expect(admin.getByRole('table', { name: 'Lessons' }).getByRole('row')).toHaveCount(4);
      await admin.getByRole('button', { name: 'Assign all', exact: true }).click();
      for (const title of ['Angles homework', 'Triangles homework', 'Circles homework']) {
        await expect(admin.getByRole('button', { name: new RegExp(`^${title} Assigned`) })).toBeVisible();
      }

      // The teacher signs in and finds the class on the dashboard.
      await signInEmployee(teacher, '/instructor', TEACHER.email, TEACHER.password);
      await expect(teacher).toHaveURL(/\/dashboard$/);
      await expect(teacher.getByText(/First Steps in Geometry/).first()).toBeVisible();

      // A family joins with its phone proven by a code, adds a student, and pays for the class.
      const parent = await personOn(browser, academy.origin, testInfo, contexts);
      const phone = `555${String(Date.now() % 10_000_000).padStart(7, '0')}`;
      await parent.goto('/join');
      await parent.getByLabel('First name').fill('Lena');
      await parent.getByLabel('Last name').fill('Park');
      await parent.getByLabel('Email').fill('lena@park.test');
      await parent.getByLabel('Relationship').click();
      await parent.getByRole('option', { name: 'Mother' }).click();
      await parent.getByLabel('Phone number').fill(phone);
      await parent.getByRole('button', { name: 'SEND CODE' }).click();
      await parent.getByLabel('Code').fill(await latestCode(parent, `+1${phone}`));
      await parent.getByRole('button', { name: 'Register' }).click();
      await expect(parent.getByRole('heading', { name: 'Welcome, Lena!' })).toBeVisible();
      await parent.getByRole('button', { name: 'Add a student' }).click();
      const student = parent.getByRole('dialog', { name: 'Add a student' });
      await student.getByLabel('First name').fill('Theo');
      await student.getByLabel('Last name').fill('Park');
      await student.getByLabel('Birth date').fill('2014-03-09');
      await student.getByLabel('Grade').click();
      await parent.getByRole('option', { name: '6', exact: true }).click();
      await student.getByLabel('Gender').click();
      await parent.getByRole('option', { name: 'Male', exact: true }).click();
      await student.getByLabel('School').fill('Maple Elementary');
      await student.getByLabel('First password').fill('theo-first-pass');
      await student.getByRole('button', { name: 'Add student' }).click();
      await expect(parent.getByRole('status').filter({ hasText: 'can now sign in with the username' })).toBeVisible();
      await enrolAndPay(parent, 'GEO1', 'Theo');
      // The $380 tuition less Theo's $100 new-student discount.
      await expect(parent.getByText('$280.00 to Visa •••• 1111')).toBeVisible();

      // The class page shows the paying student.
      await admin.reload();
      await expect(admin.getByRole('table', { name: 'Students' })).toContainText('Theo Park');
    } finally {
      for (const context of contexts) await context.close();
      await academy.stop();
    }
  });
});
