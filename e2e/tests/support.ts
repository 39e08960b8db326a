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
