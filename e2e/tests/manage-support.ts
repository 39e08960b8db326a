import { expect, type Locator, type Page } from '@playwright/test';
import { BILLING, fillBilling, fillCard } from './shop-support.js';

export interface FixtureCourse {
  courseId: number;
  code: string;
  title: string;
  problemSets: string[];
}

/** A fresh course with `lessons` lesson plans, each with a homework set. */
export async function createFixtureCourse(page: Page, lessons = 4): Promise<FixtureCourse> {
  const response = await page.request.post(`/dev/fixtures/course?lessons=${lessons}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as FixtureCourse;
}

/** Picks an option of a select inside `scope` (the options open in a list above the page). */
export async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** A name part no other run of a journey uses (names are shown in pickers, where they must be told apart). */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * From a catalog row to a paid class: Enroll, the student, Add to cart, then the cart paid with the
 * sandbox's approving Visa.
 */
export async function enrolAndPay(page: Page, code: string, studentFirstName: string) {
  await page.goto('/catalog?view=table');
  const row = page.getByRole('table', { name: 'Classes' }).getByRole('row').filter({ hasText: code });
  await row.getByRole('link', { name: new RegExp(`^Enroll in ${code} `) }).click();
  await expect(page).toHaveURL(/\/checkout\?classroomId=\d+/);
  await page.getByRole('combobox', { name: 'Student' }).click();
  await page.getByRole('option', { name: new RegExp(`^${studentFirstName} `) }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Added to cart' })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await fillCard(page, { number: '4111111111111111' });
  await fillBilling(page, BILLING.zip);
  await dialog.getByLabel(/I have read and agree/).check();
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page.getByText('Thank you! Your payment was successful.')).toBeVisible();
}
