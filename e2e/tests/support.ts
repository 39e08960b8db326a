import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'solve-demo-2026';

/** The newest outbox message sent to a recipient (the local sms and mail adapters write there). */
export async function latestOutboxMessage(page: Page, recipient: string): Promise<{ body: string; subject: string }> {
  let found: { body: string; subject: string } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
      const list = (await response.json()) as { body: string; subject: string }[];
      found = list[0];
      return list.length;
    })
    .toBeGreaterThan(0);
  return found!;
}

/** The 6-digit code of the newest sign-in text to a phone. */
export async function latestCode(page: Page, phone: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(phone)}`);
      const list = (await response.json()) as { id: number; body: string }[];
      const message = list.find((m) => m.id > after);
      code = /(\d{6})/.exec(message?.body ?? '')?.[1] ?? '';
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
  username: string;
  password: string;
  studentId: number;
}

/** A fresh family with one student, so a journey that changes data owns what it changes. */
export async function createFixtureFamily(page: Page, options: { gradeUpdated?: boolean } = {}): Promise<FixtureFamily> {
  const response = await page.request.post(`/dev/fixtures/family?gradeUpdated=${options.gradeUpdated ?? true}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as FixtureFamily;
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
