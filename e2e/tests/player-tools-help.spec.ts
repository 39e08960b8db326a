import { expect, type Page } from '@playwright/test';
import { test } from './support.js';
import { goToProblem, HOMEWORK, openLesson, openSet, signInNewStudent } from './player-support.js';

/**
 * The player's help and report chat: hints come from the server one at a time, a helpful hint
 * closes the request, a second request while one is open is refused, and a second report on a
 * problem joins the first one in Messages.
 */

const chat = (page: Page) => page.getByRole('log');

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Request Help' }).click();
  await expect(chat(page)).toContainText('I am Sol, your study assistant');
}

test('a student asks for help, gets hint 1 then hint 2 and marks it helpful', async ({ page }) => {
  await signInNewStudent(page, [HOMEWORK.classroom]);
  await openLesson(page, HOMEWORK);
  await openSet(page, HOMEWORK.set, 'Start');
  await goToProblem(page, 2);
  await openChat(page);
  await page.getByRole('button', { name: 'I Need Help!' }).click();
  await expect(chat(page)).toContainText('Have you made any progress on this problem?');
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();
  await box.fill('I know 8 is bigger than 2');
  await box.press('Enter');
  await expect(chat(page)).toContainText('Here is hint 1: How many times bigger is 8 than 2?');
  // Hint 2 is not in the page until the student asks for it.
  expect(await page.content()).not.toContain('Multiply the flour');
  await page.getByRole('button', { name: 'No, I need another hint' }).click();
  await expect(chat(page)).toContainText('Here is hint 2: Multiply the flour by the same number.');
  await page.getByRole('button', { name: 'Yes, it helped' }).click();
  await expect(chat(page)).toContainText('Great! Keep going');

  // The request is resolved, so asking again about the problem starts a new one, from hint 1.
  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('button', { name: 'I Need Help!' }).click();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(chat(page)).toContainText('Here is hint 1: How many times bigger is 8 than 2?');
  await expect(page.getByRole('button', { name: 'Yes, it helped' })).toBeVisible();

  // Another problem starts a new chat.
  await page.getByRole('button', { name: 'Close help' }).click();
  await goToProblem(page, 3);
  await openChat(page);
  await expect(chat(page)).not.toContainText('hint 1');
  await expect(chat(page)).toContainText('problem 3');

  // Back on problem 2, whose second request is still open: asking again is refused at once.
  await page.getByRole('button', { name: 'Close help' }).click();
  await goToProblem(page, 2);
  await openChat(page);
  await page.getByRole('button', { name: 'I Need Help!' }).click();
  await expect(chat(page)).toContainText('Sorry! you already created an issue of this type for this problem!');
  await expect(chat(page)).not.toContainText('Have you made any progress on this problem?');
  await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
});

test('a student reports a problem twice: one message holds both reports', async ({ page }) => {
  await signInNewStudent(page, [HOMEWORK.classroom]);
  await openLesson(page, HOMEWORK);
  await openSet(page, HOMEWORK.set, 'Start');
  await goToProblem(page, 2);
  for (const text of ['The recipe numbers look wrong', 'Also the word sugar is misspelled']) {
    await openChat(page);
    await page.getByRole('button', { name: 'Report a Problem' }).click();
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await box.press('Enter');
    await expect(chat(page)).toContainText('Your request has been sent!');
    await expect(chat(page)).toContainText('within 24 hours');
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Close help' }).click();
  }
  await page.goto('/messages');
  const rows = page.getByRole('row', { name: /^Report Problem, / });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('The recipe numbers look wrong');
});
