import { createHash } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The journeys' `test`: each journey's browser comes from an address of its own, as families and
 * students do (the journeys' server trusts one proxy, TRUST_PROXY=1), so that the per-address abuse
 * limits of sign-in count one journey, never the whole suite run from one machine.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const hash = createHash('sha256').update(`${testInfo.project.name}|${testInfo.testId}|${testInfo.retry}`).digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${hash[0]}.${hash[1]}.${hash[2]}` });
  },
});

export const DEMO_PASSWORD = 'solve-demo-2026';

interface OutboxMessage {
  id: number;
  body: string;
  subject: string;
}

/**
 * The outbox messages to a recipient, newest first (the local sms and mail adapters write there).
 * A kept-alive connection the server closes while it is reused fails a read: that read answers
 * nothing yet, and the caller's poll asks again.
 */
function outboxTo(page: Page, recipient: string): Promise<OutboxMessage[]> {
  return page.request
    .get(`/dev/outbox.json?to=${encodeURIComponent(recipient)}`)
    .then((response) => response.json() as Promise<OutboxMessage[]>)
    .catch(() => []);
}

/**
 * The newest outbox message sent to a recipient, of those whose subject matches when `subject` is
 * given (notifications may reach the same address meanwhile).
 */
export async function latestOutboxMessage(page: Page, recipient: string, subject?: RegExp): Promise<{ body: string; subject: string }> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const list = await outboxTo(page, recipient);
      found = list.find((message) => !subject || subject.test(message.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** A sign-in code's text, as the local SMS adapter words it (other texts, such as notifications, go to the same phone). */
const CODE_TEXT = /verification code is: (\d{6})/;

/** The 6-digit code of the newest sign-in text to a phone. */
export async function latestCode(page: Page, phone: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const message = (await outboxTo(page, phone)).find((m) => m.id > after && CODE_TEXT.test(m.body));
      code = CODE_TEXT.exec(message?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

export async function signInStudent(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function signInEmployee(page: Page, path: '/instructor' | '/admin', email: string, password = DEMO_PASSWORD) {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export interface FixtureFamily {
  phone: string;
  email: string;
  familyAccountId: number;
  parentId: number;
  username: string;
  password: string;
  studentId: number;
  /** The second student (students: 2). */
  secondUsername: string | null;
  secondStudentId: number | null;
}

export interface FamilyOptions {
  /** Students of the family (0, 1 or 2; default 1). */
  students?: number;
  /** false: the student's first sign-in opens the profile editor. */
  gradeUpdated?: boolean;
  /** A PAID invoice issued this many days ago. */
  paidInvoiceDaysAgo?: number;
  /** Classroom items in the family's cart. */
  cartItems?: number;
  /** Classroom items of an OPEN invoice the family still owes (issued, not its cart while it has one). */
  openInvoiceItems?: number;
  /** Demo classrooms the student is enrolled in, comma separated: `CODE` (paid), `CODE:QUALIFY` (a preview), `CODE:TRIAL`. */
  enroll?: string;
  /** Lessons the student has passed, comma separated: `CODE:N` (every set of lessons 1 to N handed in at 95%), `CODE` (every lesson). */
  passed?: string;
  /** The student's school grade (6 unless given). */
  grade?: number;
}

/** A fresh family with one student, so a journey that changes data owns what it changes. */
export async function createFixtureFamily(page: Page, options: FamilyOptions = {}): Promise<FixtureFamily> {
  const query = new URLSearchParams(Object.entries(options).map(([key, value]) => [key, String(value)]));
  const response = await page.request.post(`/dev/fixtures/family?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as FixtureFamily;
}

/** A fresh family without students (the parent's only account). */
export async function createFixtureFamilyWithoutStudents(page: Page): Promise<Pick<FixtureFamily, 'phone' | 'email' | 'familyAccountId'>> {
  const response = await page.request.post('/dev/fixtures/family?students=0');
  expect(response.ok()).toBe(true);
  return (await response.json()) as FixtureFamily;
}

/** A fresh instructor (or admin) whose password a journey may change. */
/** A fresh instructor (or admin); `classes` makes the instructor teach that many opened classes. */
export async function createFixtureEmployee(page: Page, options: { admin?: boolean; classes?: number } = {}) {
  const response = await page.request.post(`/dev/fixtures/employee?admin=${options.admin ?? false}&classes=${options.classes ?? 0}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { email: string; password: string; employeeId: number; classCodes: string[] };
}

/** Sends a code to a parent's phone and signs in with it from the page's parent form. */
export async function signInParent(page: Page, phone: string, options: { rememberMe?: boolean } = {}) {
  await page.goto('/family');
  await signInParentHere(page, phone, options);
}

/** Parent sign-in in the form on screen (the /family page or the Login modal's Parent mode). */
export async function signInParentHere(page: Page, phone: string, options: { rememberMe?: boolean } = {}) {
  const before = await newestOutboxId(page, phone);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await latestCode(page, phone, before);
  await page.getByLabel('Code').fill(code);
  if (options.rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
}

async function newestOutboxId(page: Page, recipient: string): Promise<number> {
  const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
  const list = (await response.json()) as { id: number }[];
  return list[0]?.id ?? 0;
}

/**
 * Opens a route with router state, as the app's own navigation does (e.g. home asked to open the
 * Login modal, with `from` the page to return to). The page must already show the app.
 */
export async function goWithState(page: Page, path: string, state: Record<string, unknown>) {
  await page.evaluate(
    ([to, usr]) => {
      window.history.pushState({ usr, key: `e2e-${Date.now()}`, idx: (window.history.state?.idx ?? 0) + 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [path, state] as const,
  );
}

/** Opens the drawer at 768 px; on desktop the side bar is always there. */
export async function openNavigation(page: Page) {
  if (isTablet(page)) await page.getByRole('button', { name: 'Open menu' }).click();
}

export const isTablet = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/** Sends one GraphQL operation with the page's cookies (as the web client does). */
export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-solve-csrf': '1' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}
