import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support.js';
import {
  currentProblem,
  goToProblem,
  HOMEWORK,
  listItem,
  mainButton,
  navButton,
  openLesson,
  openSet,
  playerAccessibilityViolations,
  signInNewStudent,
} from './player-support.js';

/**
 * A student works through the homework that has one problem of every type (INSTANT feedback):
 * unreadable input first (not an attempt), right and wrong answers, the pointer and the keyboard
 * alone for pictures, matching and ranking, the leave prompts, the set submission with its
 * results, and later the review with solutions.
 */

/** The RANKING items first to last, as their drag handles name them. */
const rankingOrder = (problem: Locator) =>
  problem
    .getByRole('button', { name: /^Drag / })
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')!.slice('Drag '.length)));

async function rankByKeyboard(problem: Locator, wanted: readonly string[]) {
  for (const [place, text] of wanted.entries()) {
    for (let at = (await rankingOrder(problem)).indexOf(text); at > place; at -= 1) {
      await problem.getByRole('button', { name: `Move ${text} up` }).press('Enter');
    }
  }
  await expect.poll(() => rankingOrder(problem)).toEqual(wanted);
}

async function matchByKeyboard(problem: Locator, pairs: readonly (readonly [string, string])[]) {
  for (const [left, right] of pairs) {
    await problem.getByRole('button', { name: left }).press('Space');
    await problem.getByRole('button', { name: right }).press('Space');
  }
}

async function clickPicture(page: Page, problem: Locator, x: number, y: number) {
  // The picture takes its height when its image has loaded: measure it only then.
  const image = problem.getByRole('application').locator('img');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalHeight > 0)).toBe(true);
  const box = (await problem.getByRole('application').boundingBox())!;
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

async function expectResult(problem: Locator, result: 'correct' | 'incorrect') {
  await expect(problem.getByRole('status')).toHaveText(result === 'correct' ? 'Correct! Well done.' : /^Not quite\./);
  await expect(mainButton(problem, 'NEXT')).toBeVisible();
}

test('a student answers every problem type, sees instant feedback, submits, sees the results and later reviews with solutions', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInNewStudent(page, [HOMEWORK.classroom]);
  await openLesson(page, HOMEWORK);
  await openSet(page, HOMEWORK.set, 'Start');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Problem Set 1.3: Ratios and Rates');
  await expect(page.getByRole('timer')).toHaveAccessibleName(/^Time spent \d\d:\d\d$/);
  const submitSet = page.getByRole('button', { name: 'Submit Problem Set' });
  await expect(submitSet).toBeDisabled();

  // Every type's input at once (Display All) meets WCAG 2.1 AA.
  await page.getByRole('button', { name: 'Display All' }).click();
  await expect(page.getByRole('article')).toHaveCount(15);
  expect(await playerAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Display All' }).click();

  // 1 DISPLAY: something to read, then NEXT.
  let problem = currentProblem(page);
  await expect(problem.getByText('compares two quantities')).toBeVisible();
  await mainButton(problem, 'NEXT').click();

  // 2 SHORT_NUMBER_RESPONSE: unreadable input gets the hint and is no attempt; Enter submits the number.
  problem = page.getByRole('article', { name: 'Problem 2' });
  await problem.getByLabel('Your answer').fill('twelve');
  await mainButton(problem, 'SUBMIT').click();
  await expect(problem.getByRole('alert')).toHaveText('Enter a number, for example 3.5');
  await expect(navButton(page, 2)).toHaveAccessibleName('Problem 2, not answered yet');
  await problem.getByLabel('Your answer').fill('12');
  await problem.getByLabel('Your answer').press('Enter');
  await expectResult(problem, 'correct');
  await expect(problem.getByRole('region', { name: 'Solution' })).toContainText('4 × 3 = 12');
  await expect(navButton(page, 2)).toHaveAccessibleName('Problem 2, correct');
  await expect(submitSet).toBeEnabled();
  await mainButton(problem, 'NEXT').click();

  // 3 SHORT_TEXT_RESPONSE, wrong: the correct answer and the solution show; the answer is locked.
  problem = page.getByRole('article', { name: 'Problem 3' });
  await problem.getByLabel('Your answer').fill('3:2');
  await mainButton(problem, 'SUBMIT').click();
  await expectResult(problem, 'incorrect');
  await expect(problem.getByText('Correct answer: 2:3')).toBeVisible();
  await expect(problem.getByLabel('Your answer')).toHaveAttribute('readonly', '');
  await expect(navButton(page, 3)).toHaveAccessibleName('Problem 3, not correct');

  // Leaving now asks, with the grade so far (1 of 15 points).
  await page.getByRole('button', { name: 'Lessons' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Your current grade is 7%. Are you sure you want to leave? Your assignment is not complete.');
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/problemSets\?/);
  await mainButton(problem, 'NEXT').click();

  // 4 MULTIPLE_TEXT_RESPONSE: case does not matter.
  problem = page.getByRole('article', { name: 'Problem 4' });
  await problem.getByLabel('Your answer').fill('Unit Rate');
  await mainButton(problem, 'SUBMIT').click();
  await expectResult(problem, 'correct');
  await mainButton(problem, 'NEXT').click();

  // 5 TRUE_FALSE, wrong; the right choice is marked.
  problem = page.getByRole('article', { name: 'Problem 5' });
  await problem.getByRole('radio', { name: 'B: False' }).check();
  await problem.getByRole('radio', { name: 'B: False' }).press('Enter');
  await expectResult(problem, 'incorrect');
  await expect(problem.getByText('Correct answer', { exact: true })).toHaveCount(1);
  await expect(problem.getByRole('radio', { name: 'A: True' })).toBeDisabled();
  await mainButton(problem, 'NEXT').click();

  // 6 MULTIPLE_CHOICE_ONE_ANSWER, lettered choices.
  problem = page.getByRole('article', { name: 'Problem 6' });
  await expect(problem.getByRole('radio')).toHaveCount(4);
  await problem.getByRole('radio', { name: 'B: 16 oz for $3.60' }).check();
  await mainButton(problem, 'SUBMIT').click();
  await expectResult(problem, 'correct');
  await mainButton(problem, 'NEXT').click();

  // 7 MULTIPLE_CHOICE_MANY_ANSWERS.
  problem = page.getByRole('article', { name: 'Problem 7' });
  for (const name of ['A: 6:8', 'B: 9:12', 'D: 15:20']) await problem.getByRole('checkbox', { name }).check();
  await mainButton(problem, 'SUBMIT').click();
  await expectResult(problem, 'correct');
  await mainButton(problem, 'NEXT').click();

  // 8 MATCHING by keyboard alone.
  problem = page.getByRole('article', { name: 'Problem 8' });
  await matchByKeyboard(problem, [
    ['120 miles in 2 hours', '60 miles per hour'],
    ['$15 for 3 pounds', '$5 per pound'],
    ['90 words in 3 minutes', '30 words per minute'],
    ['48 pages in 4 days', '12 pages per day'],
  ]);
  await expect(problem.getByRole('button', { name: /120 miles in 2 hours\s*, matched with \d/ })).toBeVisible();
  await mainButton(problem, 'SUBMIT').press('Enter');
  await expectResult(problem, 'correct');
  await mainButton(problem, 'NEXT').click();

  // 9 RANKING by keyboard alone.
  problem = page.getByRole('article', { name: 'Problem 9' });
  await rankByKeyboard(problem, ['100 m in 50 s', '60 m in 20 s', '200 m in 40 s', '90 m in 10 s']);
  await mainButton(problem, 'SUBMIT').click();
  await expectResult(problem, 'correct');
  await mainButton(problem, 'NEXT').click();

  // 10 SCIENTIFIC_UNIT: an unknown unit is explained, not counted.
  problem = page.getByRole('article', { name: 'Problem 10' });
  await problem.getByLabel('Your answer').fill('24 kph');
  await mainButton(problem, 'SUBMIT').click();
  await expect(problem.getByRole('alert')).toHaveText(
    'We do not recognise the unit "kph". Use a standard unit symbol, for example 12.5 m/s.',
  );
  await problem.getByLabel('Your answer').fill('24 km/h');
  await mainButton(problem, 'SUBMIT').click();
  await expectResult(problem, 'correct');
  await mainButton(problem, 'NEXT').click();

  // 11 ONE_HOTSPOT by keyboard alone: move the pointer to three quarters and place the mark.
  problem = page.getByRole('article', { name: 'Problem 11' });
  const picture = problem.getByRole('application');
  await picture.focus();
  for (const key of ['Shift+ArrowRight', 'Shift+ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Space']) await picture.press(key);
  await expect(problem.getByRole('list', { name: 'Your marks' })).toHaveText(/Mark 1: 76% across, 50% down/);
  await picture.press('Enter');
  await expectResult(problem, 'correct');
  await mainButton(problem, 'NEXT').click();

  // 12 MANY_HOTSPOTS by pointer.
  problem = page.getByRole('article', { name: 'Problem 12' });
  await clickPicture(page, problem, 0.2, 0.6);
  await clickPicture(page, problem, 0.4, 0.2);
  await expect(problem.getByRole('list', { name: 'Your marks' }).getByRole('listitem')).toHaveCount(2);
  await mainButton(problem, 'SUBMIT').click();
  await expectResult(problem, 'correct');
  await mainButton(problem, 'NEXT').click();

  // 13 FREE_FORM and 14 OFFLINE count in an auto-graded set.
  problem = page.getByRole('article', { name: 'Problem 13' });
  await problem.getByLabel('Your answer').fill('Both mixtures have 1.5 cups of water for every cup of juice.');
  await mainButton(problem, 'SUBMIT').click();
  await expectResult(problem, 'correct');
  await mainButton(problem, 'NEXT').click();
  problem = page.getByRole('article', { name: 'Problem 14' });
  await mainButton(problem, 'SUBMIT').click();
  await expectResult(problem, 'correct');
  await mainButton(problem, 'NEXT').click();

  // 15 EMBED in a sandboxed frame.
  problem = page.getByRole('article', { name: 'Problem 15' });
  await expect(problem.locator('iframe[title="Problem 15: interactive content"]')).toHaveAttribute('sandbox', 'allow-scripts allow-popups');
  await expect(page.getByText('You have answered 13 of 13 problems.')).toBeVisible();

  // Everything answered: leaving offers to accept the answers or keep working.
  await page.getByRole('button', { name: 'Lessons' }).click();
  await expect(confirm).toContainText(
    'You have answered all of the problem, but have not submitted your assignment yet. Do you want to accept these answers or continue to work on the problem set??',
  );
  await confirm.getByRole('button', { name: 'Continue working' }).click();

  // NEXT on the last problem asks to submit the set.
  await mainButton(problem, 'NEXT').click();
  await expect(confirm).toContainText('Once submitted, you cannot change your answers. Are you sure you want to submit?');
  await confirm.getByRole('button', { name: 'Submit' }).click();

  const results = page.getByRole('dialog', { name: 'Your results' });
  await expect(results).toContainText('Correct Answers11/13');
  await expect(results).toContainText('Score87%');
  await expect(results).toContainText('Attempts1 of 2');
  await expect(results).toContainText(/Time\d+ seconds/);
  await expect(results.getByText('🤩')).toBeVisible();
  await results.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('This problem set is submitted. Your answers can no longer be changed.')).toBeVisible();
  await expect(submitSet).toHaveCount(0);

  // Back to the lessons without a prompt. The lesson list loads again (a remembered one would
  // offer a Review that says the set was never done): while it is on its way, it shows loading.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const lessonAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'LessonPage') {
      asked();
      await held;
    }
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Lessons' }).click();
  await expect(page).toHaveURL(/\/lessons\?classroomId=\d+$/);
  await lessonAsked;
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(listItem(page, HOMEWORK.set)).toHaveCount(0);
  release();
  await page.unroute('**/graphql');
  await expect(listItem(page, HOMEWORK.set)).toContainText('1 / 2');
  await openSet(page, HOMEWORK.set, 'Review');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('REVIEW Problem Set 1.3: Ratios and Rates');
  await expect(page.getByRole('timer')).toHaveCount(0);
  problem = await goToProblem(page, 3);
  await expect(navButton(page, 3)).toHaveAccessibleName('Problem 3, not correct');
  await expect(problem.getByLabel('Your answer')).toHaveValue('3:2');
  await expect(problem.getByRole('region', { name: 'Solution' })).toContainText('The greatest common factor of 12 and 18 is 6');
  problem = await goToProblem(page, 15);
  await mainButton(problem, 'END OF REVIEW').click();
  await expect(page).toHaveURL(/\/lessons\?classroomId=\d+$/);
  await expect(listItem(page, HOMEWORK.set)).toBeVisible();
});
