import { expect, type Page } from '@playwright/test';

export interface CatalogClassFixture {
  classroomId: number;
  code: string;
  title: string;
}

/** A fresh class on the catalog: `tuition` cents (0 is free), `max` seats of which `taken` are taken. */
export async function createCatalogClass(
  page: Page,
  options: { tuition?: number; max?: number; taken?: number } = {},
): Promise<CatalogClassFixture> {
  const query = new URLSearchParams(Object.entries(options).map(([key, value]) => [key, String(value)]));
  const response = await page.request.post(`/dev/fixtures/catalog-class?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CatalogClassFixture;
}

/** Opens a class's checkout page and adds it to the cart for one student. */
export async function addToCart(page: Page, classroom: CatalogClassFixture, studentFirstName: string) {
  await page.goto(`/checkout?classroomId=${classroom.classroomId}`);
  await expect(page.getByRole('heading', { name: classroom.title })).toBeVisible();
  await page.getByRole('combobox', { name: 'Student' }).click();
  await page.getByRole('option', { name: new RegExp(`^${studentFirstName} `) }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Added to cart' })).toBeVisible();
}

/** Enrols one student in a free class with its button, from the page that shows the class. */
export async function enrolFree(page: Page, classroom: CatalogClassFixture, studentFirstName: string) {
  await page.getByRole('button', { name: `Enroll in ${classroom.title} for free` }).click();
  const chooser = page.getByRole('dialog', { name: `Enroll in ${classroom.title}` });
  await chooser.getByLabel(new RegExp(`^${studentFirstName} `)).check();
  await chooser.getByRole('button', { name: 'Enroll' }).click();
  await expect(chooser).toHaveCount(0);
}

export const BILLING = { first: 'Pat', last: 'Fixture', address: '1 Main St', city: 'San Jose', state: 'CA', zip: '95112', country: 'USA' };

/** Fills the billing address of the payment form. */
export async function fillBilling(page: Page, zip = BILLING.zip) {
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('First name').fill(BILLING.first);
  await dialog.getByLabel('Last name').fill(BILLING.last);
  await dialog.getByLabel('Billing address').fill(BILLING.address);
  await dialog.getByLabel('City').fill(BILLING.city);
  await dialog.getByLabel('State').fill(BILLING.state);
  await dialog.getByLabel('ZIP code').fill(zip);
  await dialog.getByLabel('Country').fill(BILLING.country);
}

/** Fills a new card in the payment form. */
export async function fillCard(page: Page, card: { number?: string; expiry?: string; cvv?: string } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('Card number').fill(card.number ?? '4111111111111111');
  await dialog.getByLabel('Name on card').fill('Pat Fixture');
  await dialog.getByLabel('Expiry (MM/YY)').fill(card.expiry ?? '12/30');
  await dialog.getByLabel('CVV').fill(card.cvv ?? '123');
}
