import { type Browser, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { goToProblem, HOMEWORK, listItem, openLesson, openSet, signInNewStudent } from './player-support.js';
import { signInEmployee, signInStudent, test } from './support.js';

/**
 * The scratchpad: a student draws, writes and moves text, saves, and finds the drawing again after
 * a reload (erasable, grid left out); a teacher's drawing becomes a worked example students see.
 */

interface Point {
  x: number;
  y: number;
}

/** Presses at `from`, moves to `to` in small steps and lets go, in canvas coordinates. */
async function drag(page: Page, canvas: Locator, from: Point, to: Point, steps = 12) {
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + from.x, box.y + from.y);
  await page.mouse.down();
  await page.mouse.move(box.x + to.x, box.y + to.y, { steps });
  await page.mouse.up();
}

async function click(page: Page, canvas: Locator, at: Point) {
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + at.x, box.y + at.y);
}

/** Painted pixels in a region of the drawing as shown (ink and selection layers; the grid layer is left out). */
function painted(canvas: Locator, region: { x: number; y: number; width: number; height: number }): Promise<number> {
  return canvas.evaluate((element, r) => {
    const layers = [...element.querySelectorAll('canvas')].slice(1);
    let count = 0;
    for (const layer of layers) {
      const ratio = layer.width / layer.clientWidth;
      const data = layer
        .getContext('2d')!
        .getImageData(Math.round(r.x * ratio), Math.round(r.y * ratio), Math.round(r.width * ratio), Math.round(r.height * ratio)).data;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count += 1;
    }
    return count;
  }, region);
}

type Region = { x: number; y: number; width: number; height: number };

/** Where the selection layer has paint (the selected item and its frame with handles), in canvas pixels. */
function selectionExtent(canvas: Locator): Promise<{ minX: number; minY: number; maxX: number; maxY: number }> {
  return canvas.evaluate((element) => {
    const layer = element.querySelectorAll('canvas')[2]!;
    const ratio = layer.width / layer.clientWidth;
    const data = layer.getContext('2d')!.getImageData(0, 0, layer.width, layer.height).data;
    const extent = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    for (let y = 0; y < layer.height; y++)
      for (let x = 0; x < layer.width; x++) {
        if (data[(y * layer.width + x) * 4 + 3]! === 0) continue;
        extent.minX = Math.min(extent.minX, x / ratio);
        extent.minY = Math.min(extent.minY, y / ratio);
        extent.maxX = Math.max(extent.maxX, x / ratio);
        extent.maxY = Math.max(extent.maxY, y / ratio);
      }
    return extent;
  });
}

/** Painted pixels of a saved PNG in each region. */
function savedPainted(page: Page, url: string, regions: Region[]): Promise<number[]> {
  return page.evaluate(
    async ({ src, areas }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return areas.map((r) => {
        const data = context.getImageData(r.x, r.y, r.width, r.height).data;
        let count = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count += 1;
        return count;
      });
    },
    { src: url, areas: regions },
  );
}

const TEXT_AT = { x: 300, y: 200 };
const TEXT_BOX = { x: 300, y: 180, width: 60, height: 40 };
const MOVED_BOX = { x: 450, y: 280, width: 60, height: 40 };

test('a student draws, writes, moves and resizes text, saves, reloads and finds the drawing, erasable', async ({ page }) => {
  await signInNewStudent(page, [HOMEWORK.classroom]);
  await openLesson(page, HOMEWORK);
  await openSet(page, HOMEWORK.set, 'Start');
  let problem = await goToProblem(page, 2);
  await problem.getByRole('button', { name: 'Scratchpad' }).click();
  const overlay = page.getByRole('dialog', { name: 'Scratchpad · problem 2' });
  const canvas = overlay.getByTestId('scratchpad-canvas');
  await expect(canvas.locator('canvas')).toHaveCount(3);

  await drag(page, canvas, { x: 40, y: 60 }, { x: 190, y: 140 });
  await expect(canvas).toHaveAttribute('data-items', '1');
  await expect.poll(() => painted(canvas, { x: 100, y: 85, width: 30, height: 30 })).toBeGreaterThan(0);

  // Text, at the size typed (1–100, 24 until changed).
  await overlay.getByRole('button', { name: 'Text', exact: true }).click();
  await expect(overlay.getByLabel('Text size')).toHaveValue('24');
  await overlay.getByLabel('Text size').fill('40');
  await overlay.getByLabel('Text size').press('Enter');
  await click(page, canvas, TEXT_AT);
  const typing = overlay.getByRole('textbox', { name: 'Text on the scratchpad' });
  await typing.fill('x = 4');
  await typing.press('Enter');
  await expect(canvas).toHaveAttribute('data-items', '2');
  await expect(overlay).toBeVisible();
  await expect.poll(() => painted(canvas, TEXT_BOX)).toBeGreaterThan(0);

  // Select it and move it in one press.
  await overlay.getByRole('button', { name: 'Select', exact: true }).click();
  await drag(page, canvas, { x: 315, y: 200 }, { x: 465, y: 300 });
  await expect.poll(() => painted(canvas, TEXT_BOX)).toBe(0);
  await expect.poll(() => painted(canvas, MOVED_BOX)).toBeGreaterThan(0);

  // Resize it by the frame's bottom-right handle (14 px, centred on the corner).
  const before = await selectionExtent(canvas);
  await drag(page, canvas, { x: before.maxX - 6, y: before.maxY - 6 }, { x: before.maxX + 54, y: before.maxY + 24 });
  await expect.poll(async () => (await selectionExtent(canvas)).maxX - before.maxX).toBeGreaterThan(40);
  const after = await selectionExtent(canvas);
  expect(Math.abs(after.minX - before.minX)).toBeLessThan(4);
  expect(after.maxY - before.maxY).toBeGreaterThan(15);

  // The grid helps while drawing but stays out of the saved image.
  await overlay.getByRole('button', { name: 'Grid' }).click();
  await overlay.getByRole('button', { name: 'SAVE' }).click();
  await expect(overlay).toHaveCount(0);
  const thumbnail = problem.getByRole('img', { name: 'Your scratchpad for problem 2' });
  await expect(thumbnail).toBeVisible();
  // Grid lines every 40 px (size 10) would cross x = 40 and y = 40 there; the moved text is kept.
  const [gridColumn, gridRow, text] = await savedPainted(page, (await thumbnail.getAttribute('src'))!, [
    { x: 38, y: 0, width: 5, height: 30 },
    { x: 0, y: 38, width: 30, height: 5 },
    MOVED_BOX,
  ]);
  expect([gridColumn, gridRow]).toEqual([0, 0]);
  expect(text).toBeGreaterThan(0);

  await page.reload();
  problem = await goToProblem(page, 2);
  await expect(problem.getByRole('img', { name: 'Your scratchpad for problem 2' })).toBeVisible();

  // The saved drawing is under the new work, and the eraser clears it too; undo brings it back.
  await problem.getByRole('button', { name: 'Scratchpad' }).click();
  await expect.poll(() => painted(canvas, MOVED_BOX)).toBeGreaterThan(0);
  await overlay.getByRole('button', { name: 'Eraser' }).click();
  for (let y = MOVED_BOX.y - 6; y <= MOVED_BOX.y + MOVED_BOX.height + 6; y += 8)
    await drag(page, canvas, { x: MOVED_BOX.x - 10, y }, { x: MOVED_BOX.x + MOVED_BOX.width + 30, y }, 6);
  await expect.poll(() => painted(canvas, MOVED_BOX)).toBe(0);
  for (let undo = 0; undo < 10; undo++) {
    const button = overlay.getByRole('button', { name: 'Undo' });
    if (await button.isDisabled()) break;
    await button.click();
  }
  await expect(overlay.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect.poll(() => painted(canvas, MOVED_BOX)).toBeGreaterThan(0);

  // Clearing and saving over the saved drawing asks first.
  await overlay.getByRole('button', { name: 'Clear all' }).click();
  await overlay.getByRole('button', { name: 'SAVE' }).click();
  await expect(overlay.getByRole('alert')).toContainText('your saved image will be replaced, continue?');
  await overlay.getByRole('button', { name: 'No' }).click();
  await overlay.getByRole('button', { name: 'Close the scratchpad' }).click();
});

interface WorkedExampleClass {
  classroomId: number;
  lessonTitle: string;
  setTitle: string;
  teacher: { email: string; password: string };
  student: { username: string; password: string };
}

async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, hasTouch });
  return context.newPage();
}

test.describe('worked examples', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a teacher's scratchpad becomes a worked example the student sees with the problem", async ({ page, browser }, testInfo) => {
    const response = await page.request.post('/dev/fixtures/worked-example');
    expect(response.ok()).toBe(true);
    const fixture = (await response.json()) as WorkedExampleClass;
    const example = 'Worked example 1 for problem 1';

    await signInEmployee(page, '/instructor', fixture.teacher.email, fixture.teacher.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(`/lessons?classroomId=${fixture.classroomId}`);
    await listItem(page, fixture.lessonTitle).getByRole('button').first().click();
    await openSet(page, `1.1 ${fixture.setTitle}`, 'Solutions');
    const problem = await goToProblem(page, 1);
    await problem.getByRole('button', { name: 'Scratchpad' }).click();
    const overlay = page.getByRole('dialog', { name: 'Scratchpad · problem 1' });
    const canvas = overlay.getByTestId('scratchpad-canvas');
    await drag(page, canvas, { x: 40, y: 40 }, { x: 200, y: 120 });
    await overlay.getByRole('button', { name: 'Text', exact: true }).click();
    await click(page, canvas, { x: 60, y: 180 });
    await overlay.getByRole('textbox', { name: 'Text on the scratchpad' }).fill('150 ÷ 3 = 50 km/h');
    await overlay.getByRole('textbox', { name: 'Text on the scratchpad' }).press('Enter');
    await overlay.getByRole('button', { name: 'SAVE' }).click();
    await expect(overlay).toHaveCount(0);
    await expect(problem.getByRole('img', { name: example })).toBeVisible();

    const student = await secondPage(browser, testInfo);
    await signInStudent(student, fixture.student.username, fixture.student.password);
    await expect(student).toHaveURL(/\/dashboard/);
    await student.goto(`/lessons?classroomId=${fixture.classroomId}`);
    await listItem(student, fixture.lessonTitle).getByRole('button').first().click();
    await openSet(student, `1.1 ${fixture.setTitle}`, 'Start');
    const seen = await goToProblem(student, 1);
    const picture = seen.getByRole('img', { name: example });
    await expect(picture).toBeVisible();
    expect((await student.request.get((await picture.getAttribute('src'))!)).ok()).toBe(true);
    await expect(seen.getByRole('button', { name: /^Remove worked example/ })).toHaveCount(0);
    // Enlarged on a tap.
    await seen.getByRole('button', { name: 'Enlarge worked example 1' }).click();
    await expect(student.getByRole('img', { name: "The problem's picture, enlarged" })).toBeVisible();
    await student.keyboard.press('Escape');

    // The teacher takes it off again; the student no longer sees it.
    await problem.getByRole('button', { name: 'Remove worked example 1 of problem 1' }).click();
    await expect(problem.getByText('The image was removed from the problem.')).toBeVisible();
    await expect(problem.getByRole('img', { name: example })).toHaveCount(0);
    await student.reload();
    await expect((await goToProblem(student, 1)).getByRole('img', { name: example })).toHaveCount(0);
    await student.context().close();
  });
});
