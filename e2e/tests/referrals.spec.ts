import { expect, type Page } from '@playwright/test';
import { type CatalogClassFixture, createCatalogClass, fillBilling, fillCard } from './shop-support.js';
import { createFixtureFamily, latestCode, latestOutboxMessage, signInParent, test } from './support.js';

/** A friend no family knows yet: a fresh phone and e-mail per run and project. */
function freshFriend(first: string) {
  const digits = String((Date.now() + Math.floor(Math.random() * 1_000_000)) % 10_000_000).padStart(7, '0');
  return {
    first,
    last: `Friend${digits}`,
    email: `${first.toLowerCase()}-${digits}@example.com`,
    typed: `555${digits}`,
    e164: `+1555${digits}`,
  };
}
type Friend = ReturnType<typeof freshFriend>;

/** From the referrer's HOME: Make a Referral for the friend. */
async function refer(page: Page, friend: Friend) {
  const form = page.getByRole('form', { name: 'Make a Referral' });
  await form.getByLabel('First name').fill(friend.first);
  await form.getByLabel('Last name').fill(friend.last);
  await form.getByLabel('Email').fill(friend.email);
  await form.getByRole('button', { name: 'Send referral' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for your referral. Check your email for confirmation.');
}

/** The friend opens the mailed join link, signed out, and registers with a code from the outbox. */
async function registerFromMail(page: Page, friend: Friend) {
  const mail = await latestOutboxMessage(page, friend.email);
  const link = /https?:\/\/\S+\/join\?ref=[\w-]+/.exec(mail.body)?.[0];
  expect(link).toBeTruthy();
  await page.context().clearCookies();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText('A friend invited you. Register your family to get started.')).toBeVisible();
  await page.getByLabel('First name').fill(friend.first);
  await page.getByLabel('Last name').fill(friend.last);
  await page.getByLabel('Email').fill(friend.email);
  await page.getByLabel('Relationship').click();
  await page.getByRole('option', { name: 'Mother' }).click();
  await page.getByLabel('Phone number').fill(friend.typed);
  await page.getByRole('button', { name: 'SEND CODE' }).click();
  await page.getByLabel('Code').fill(await latestCode(page, friend.e164));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Onboarding progress' });

/** Step 2: a sixth-grader, so the catalog fixture's class (grades 5 to 8) is on the step 3 list. */
async function addStudentStep(page: Page, first: string) {
  const form = page.getByRole('form', { name: 'Add a Student' });
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill('Friend');
  await form.getByLabel('Birth date').fill('2014-09-21');
  await form.getByLabel('Grade').click();
  await page.getByRole('option', { name: '6', exact: true }).click();
  await form.getByLabel('Gender').click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await form.getByLabel('School').fill('Miller Middle School');
  await form.getByLabel('First password').fill(`${first.toLowerCase()}-first-pass`);
  await form.getByRole('button', { name: 'Next' }).click();
}

/** Step 3: choose the class and go To Checkout. */
async function chooseClassStep(page: Page, classroom: CatalogClassFixture) {
  await expect(page.getByRole('heading', { name: 'Select Your classes' })).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(classroom.code) }).check();
  await page.getByRole('button', { name: 'To Checkout' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('table', { name: 'Items' })).toContainText(classroom.title);
}

test.describe('referrals and onboarding', () => {
  test('a family registered through a referral link is onboarded in 3 steps and reaches the cart', async ({ page }) => {
    const referrer = await createFixtureFamily(page);
    const classroom = await createCatalogClass(page, { tuition: 30_000 });
    const friend = freshFriend('Ola');
    await signInParent(page, referrer.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await page.goto('/dashboard');
    await refer(page, friend);
    await registerFromMail(page, friend);

    // Step 1: the parent's details, saved before the wizard moves on.
    await expect(page.getByRole('heading', { name: 'Confirm Information' })).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
    const details = page.getByRole('form', { name: 'Confirm Information' });
    await expect(details.getByLabel('Email')).toHaveValue(friend.email);
    await details.getByLabel('First name').fill('');
    await details.getByRole('button', { name: 'Next' }).click();
    await expect(details.getByRole('alert')).toHaveText('Some fields are missing*');
    await details.getByLabel('First name').fill(friend.first);
    await details.getByLabel('Phone number').fill(referrer.phone);
    await details.getByRole('button', { name: 'Next' }).click();
    await expect(details.getByRole('alert')).toHaveText('This phone number is already in use*');
    await details.getByLabel('Phone number').fill(friend.typed);
    await details.getByLabel('Relationship').click();
    await page.getByRole('option', { name: 'Other', exact: true }).click();
    await details.getByRole('button', { name: 'Next' }).click();

    // Step 2, and leaving and coming back resumes there.
    await expect(page.getByRole('heading', { name: 'Add a Student' })).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '200');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Add a Student' })).toBeVisible();
    await page.getByRole('form', { name: 'Add a Student' }).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('form', { name: 'Add a Student' }).getByRole('alert')).toHaveText('Please enter all required fields');
    await addStudentStep(page, 'Ines');

    // Step 3: the classes for her grade.
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '300');
    await expect(page.getByRole('status').filter({ hasText: 'can now sign in with the username' })).toBeVisible();
    await page.getByRole('button', { name: 'To Checkout' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose at least one class, or choose classes later.');
    await chooseClassStep(page, classroom);
    await expect(page.getByRole('table', { name: 'Items' })).toContainText('Ines');

    // Onboarded: HOME from now on.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${friend.first}!` })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Ines Friend' })).toBeVisible();
    await expect(progress(page)).toHaveCount(0);
  });

  test('a parent refers a friend, who registers through the mailed link and pays: the referrer gets a $100 credit', async ({ page }) => {
    const referrer = await createFixtureFamily(page);
    // $300 to pay: $400 less the new student's $100 discount.
    const classroom = await createCatalogClass(page, { tuition: 40_000 });
    const friend = freshFriend('Pia');
    await signInParent(page, referrer.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await page.goto('/dashboard');

    const form = page.getByRole('form', { name: 'Make a Referral' });
    await form.getByRole('button', { name: 'Send referral' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');
    await form.getByLabel('First name').fill('Known');
    await form.getByLabel('Last name').fill('Parent');
    await form.getByLabel('Email').fill(referrer.email);
    await form.getByRole('button', { name: 'Send referral' }).click();
    await expect(form.getByRole('alert')).toHaveText(`${referrer.email} has already been registered`);
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await refer(page, friend);
    const confirmation = await latestOutboxMessage(page, referrer.email);
    expect(confirmation.subject).toBe(`Your referral of ${friend.first} ${friend.last}`);

    await page.getByRole('tab', { name: 'My Referrals' }).click();
    const table = page.getByRole('table', { name: 'My Referrals' });
    await expect(table.getByRole('row', { name: new RegExp(`${friend.first} ${friend.last} Invited`) })).toBeVisible();

    // The friend registers through the link, is onboarded and pays by card.
    await registerFromMail(page, friend);
    await page.getByRole('form', { name: 'Confirm Information' }).getByRole('button', { name: 'Next' }).click();
    await addStudentStep(page, 'Rui');
    await chooseClassStep(page, classroom);
    await page.getByRole('button', { name: 'Go to payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment' });
    await fillCard(page, { number: '4111111111111111' });
    await fillBilling(page);
    await dialog.getByLabel(/I have read and agree/).check();
    await dialog.getByRole('button', { name: 'Pay $300.00' }).click();
    await expect(page).toHaveURL(/\/payment-success$/);

    // The referrer's credit: on FINANCE and in the referral summary.
    await page.context().clearCookies();
    await signInParent(page, referrer.phone);
    await expect(page).not.toHaveURL(/\/family$/);
    await page.goto('/dashboard?defaultTab=3');
    const credits = page.getByRole('table', { name: 'Credits' });
    await expect(credits.getByRole('row', { name: /REFERRAL OPEN \$100\.00/ })).toBeVisible();
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'My Referrals' }).click();
    await expect(page.getByRole('table', { name: 'My Referrals' }).getByRole('row', { name: /Enrolled/ })).toBeVisible();
    const summary = page.getByLabel('Referral summary');
    await expect(summary).toContainText('Enrollments1');
    await expect(summary).toContainText('Credits$100.00');
  });
});
