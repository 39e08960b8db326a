import { expect, type Page } from '@playwright/test';
import { createFixtureEmployee, createFixtureFamily, type FamilyOptions, graphql, signInEmployee, signInStudent, test } from './support.js';

const LESSON_LOCKED =
  'To unlock this lesson you must complete the previous lesson. All homeworks must have a score of 75% or higher. All quizzes must have a score of 60% or higher.';

const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/**
 * A student of their own, in the classes a journey looks at, signed in on the dashboard: like the
 * demo's Alice, a seventh grader with Pre-Algebra (a set handed in) and lessons 1 and 2 of
 * AMC 8 Competition Math behind them.
 */
async function signInNewStudent(page: Page, options: FamilyOptions = {}) {
  const family = await createFixtureFamily(page, { grade: 7, enroll: 'MA6-A,MC8-A', passed: 'MA6-A:1,MC8-A:2', ...options });
  await signInStudent(page, family.username, family.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens a class from the dashboard's Enrolled or Active tab by its button. */
async function enterClass(page: Page, title: string, button: 'Start' | 'Enter') {
  await card(page, title).getByRole('link', { name: button }).click();
  await expect(page).toHaveURL(/\/lessons\?classroomId=\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
}

test.describe('a student from the dashboard to a problem set', () => {
  test('a student sees their enrolled, completed and recommended classes', async ({ page }) => {
    // Enrolled as the demo's Alice is: open, upcoming, previewed, tried and finished classes.
    await signInNewStudent(page, { enroll: 'MA6-A,DB7-M,NP9-A:QUALIFY,BI7-M:TRIAL,MG9-A,EW6-P', passed: 'MA6-A:1,MG9-A,EW6-P' });
    for (const [section, title] of [
      ['OPENED CLASSES', 'Pre-Algebra'],
      ['PUBLISHED CLASSES', 'Speech and Debate'],
      ['PREVIEW CLASSES', 'AP Physics 1'],
      ['TRIAL CLASSES', 'Biology Foundations'],
    ]) {
      await expect(page.getByRole('list', { name: section }).getByRole('listitem', { name: title })).toBeVisible();
    }
    const preAlgebra = card(page, 'Pre-Algebra');
    await expect(preAlgebra.getByText('MA6-A · San Jose Center')).toBeVisible();
    // Three tabs fit a wide window: no scroll arrows beside them.
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(page.getByRole('tab', { name: 'Recommended' })).toBeVisible();
    await expect(
      page
        .locator('.MuiTabs-root')
        .filter({ has: page.getByRole('tablist', { name: 'Dashboard' }) })
        .locator('.MuiTabs-scrollButtons'),
    ).toHaveCount(0);
    await expect(preAlgebra.getByText(/^A[+-]? \(\d+%\)$/)).toBeVisible();

    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page).toHaveURL(/defaultTab=1/);
    await expect(card(page, 'Geometry').getByRole('link', { name: 'Enter' })).toBeVisible();
    await card(page, 'Creative Writing').getByRole('link', { name: 'Transcript' }).click();
    await expect(page).toHaveURL(/\/transcript\?classroomId=\d+$/);
    await expect(page.getByRole('table', { name: 'Grades per lesson' })).toBeVisible();
    await expect(page.getByText('Class grade:')).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/dashboard\?defaultTab=1$/);
    await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/dashboard?defaultTab=2');
    await expect(page.getByRole('tab', { name: 'Recommended' })).toHaveAttribute('aria-selected', 'true');
    const essays = page.getByRole('listitem', { name: 'Essay Writing' }).first();
    await expect(essays).toBeVisible();
    await expect(essays.getByRole('link', { name: 'Enroll' })).toHaveAttribute('href', /\/checkout\?classroomId=\d+$/);
    // The course picture shows whole, its subject caption included: framed at its own shape.
    await expect
      .poll(() =>
        essays.locator('img').evaluate((img: HTMLImageElement) => {
          const shown = img.clientWidth / img.clientHeight;
          const own = img.naturalWidth / img.naturalHeight;
          return img.naturalWidth > 0 && Math.abs(shown - own) < 0.02;
        }),
      )
      .toBe(true);
    await expect(page.getByRole('listitem', { name: 'Chemistry Essentials' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Find More Recommendations...' }).click();
    await expect(page.getByRole('listitem', { name: 'Chemistry Essentials' })).toBeVisible();

    await essays.getByRole('link', { name: 'Syllabus' }).click();
    await expect(page).toHaveURL(/\/syllabus\?classroomId=\d+$/);
    await expect(page.getByRole('heading', { name: 'Essay Writing', level: 2 })).toBeVisible();
    await expect(page.getByText('The Thesis')).toBeVisible();
    // The introduction comes first, named rather than numbered; the lessons count from 1.
    const syllabusLessons = page.locator('ol').filter({ hasText: 'The Thesis' }).getByRole('listitem');
    await expect(syllabusLessons.first()).toHaveText(/^Introduction/);
    await expect(syllabusLessons.nth(1)).toHaveText(/^1\D/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('locked and unlocked lessons follow the rules, with the locked-lesson popup', async ({ page }) => {
    await signInNewStudent(page, { enroll: 'MC8-A,NP9-A:QUALIFY', passed: 'MC8-A:2' });
    await enterClass(page, 'AMC 8 Competition Math', 'Start');
    await expect(card(page, 'Introduction').getByText('INTRODUCTION', { exact: true })).toBeVisible();
    // Lessons 1 and 2 are passed, so lesson 3 opens; lesson 4 waits until lesson 3 is done.
    await expect(card(page, 'Lesson 3: Area and Angles').getByRole('button', { name: 'Start' })).toBeVisible();
    await card(page, 'Lesson 4: Probability').getByRole('button', { name: 'Locked' }).click();
    await expect(page.getByRole('dialog').getByText(LESSON_LOCKED)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await page.goto('/dashboard');
    await enterClass(page, 'AP Physics 1', 'Start');
    await expect(page.getByText('You are previewing this class.')).toBeVisible();
    await card(page, 'Lesson 1: Kinematics').getByRole('button', { name: 'Locked' }).click();
    await expect(page.getByRole('dialog').getByText('This lesson opens when you enroll in the class.')).toBeVisible();
  });

  test('starting a problem set creates the submission and opens the player', async ({ page }) => {
    const operations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/graphql'))
        operations.push(String((request.postDataJSON() as { operationName?: string }).operationName));
    });
    await signInNewStudent(page);
    await enterClass(page, 'AMC 8 Competition Math', 'Start');
    const classroomId = Number(new URL(page.url()).searchParams.get('classroomId'));
    await card(page, 'Lesson 3: Area and Angles').getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('navigation', { name: 'Lesson' }).getByRole('heading', { name: 'Area and Angles' })).toBeVisible();
    await expect(card(page, 'Webinar')).toBeVisible();
    operations.length = 0;
    await card(page, '3.3 Area and Angles').getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/problemSets\?assignmentId=\d+$/);
    await expect(page.getByRole('button', { name: 'Lessons' })).toBeVisible();
    // The lesson list being left does not load again on the way out.
    expect(operations).toContain('StartAssignment');
    expect(operations.filter((name) => ['Dashboard', 'ClassroomPage', 'LessonPage'].includes(name))).toEqual([]);

    const assignmentId = Number(new URL(page.url()).searchParams.get('assignmentId'));
    const stored = await page.evaluate(() => ({
      classroomId: sessionStorage.getItem('classroomId'),
      submissionId: sessionStorage.getItem('submissionId'),
      attemptNumber: sessionStorage.getItem('attemptNumber'),
      review: sessionStorage.getItem('review'),
    }));
    expect(stored).toMatchObject({ classroomId: String(classroomId), attemptNumber: '1', review: null });

    const { classroomPage } = await graphql<{ classroomPage: { lessons: { lessonId: number; number: number }[] } }>(
      page,
      'query ($id: Int!) { classroomPage(classroomId: $id) { lessons { lessonId number } } }',
      { id: classroomId },
    );
    const lessonId = classroomPage.lessons.find((lesson) => lesson.number === 3)!.lessonId;
    const { lessonPage } = await graphql<{
      lessonPage: { assignments: { assignment: { id: number; mySubmissions: { id: number; submittedAt: string | null }[] } }[] };
    }>(page, 'query ($id: Int!) { lessonPage(lessonId: $id) { assignments { assignment { id mySubmissions { id submittedAt } } } } }', {
      id: lessonId,
    });
    const mine = lessonPage.assignments.find((item) => item.assignment.id === assignmentId)!.assignment.mySubmissions;
    expect(mine).toEqual([{ id: Number(stored.submissionId), submittedAt: null }]);
  });

  test('an instruction set prints its questions', async ({ page }) => {
    await signInNewStudent(page);
    await enterClass(page, 'AMC 8 Competition Math', 'Start');
    await card(page, 'Lesson 3: Area and Angles').getByRole('button', { name: 'Start' }).click();
    await card(page, '3.1 Learn: Area and Angles').getByRole('button', { name: 'Print' }).click();
    const preview = page.getByRole('dialog', { name: /Learn: Area and Angles/ });
    await expect(preview.getByRole('listitem').first()).toBeVisible();
    // Math is typeset as the player shows it, not left as TeX source.
    await expect(preview.getByRole('listitem').nth(1).getByRole('math').first()).toBeVisible();
    await expect(preview.getByText('$1 + 2')).toHaveCount(0);
    await expect(preview.getByRole('button', { name: 'Print' })).toBeEnabled();
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();
  });
});

test.describe('staff see their classes', () => {
  test('teacher@solve.test sees only the classes they teach, every lesson unlocked, with Solutions', async ({ page }) => {
    await signInEmployee(page, '/instructor', 'teacher@solve.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('tab', { name: 'Active' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Completed' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Recommended' })).toHaveCount(0);
    await expect(card(page, 'Pre-Algebra')).toBeVisible();
    await expect(card(page, 'Python Programming')).toHaveCount(0);

    // Grade, overdue and points keep their places on a staff card, empty.
    const figures = card(page, 'Pre-Algebra').locator('dl');
    await expect(figures.locator('dt')).toHaveText(['Grade', 'Overdue', 'Points']);
    await expect(figures.locator('dd')).toHaveText(['—none', '—none', '—none']);
    await expect(card(page, 'Pre-Algebra').getByText('Students')).toHaveCount(0);

    await enterClass(page, 'Pre-Algebra', 'Enter');
    await expect(page.getByRole('tab')).toHaveText(['Lessons', 'News', 'Messages', 'Gradebook', 'Teachers', 'Attendance']);
    await page.getByRole('tab', { name: 'Attendance' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Attendance is not supported in instructor mode :(' })).toBeVisible();
    // The gradebook's notice is the same kind of box; its button opens the class gradebook, named in the header.
    await page.getByRole('tab', { name: 'Gradebook' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Gradebook is not supported in instructor mode :(' })).toBeVisible();
    await page.getByRole('link', { name: 'Open the class gradebook' }).click();
    await expect(page).toHaveURL(/\/gradebook\?classroomId=\d+$/);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Gradebook');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '700');
    await page.goBack();
    await page.getByRole('tab', { name: 'Lessons' }).click();
    await expect(card(page, 'Lesson 10: Final Review')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Locked' })).toHaveCount(0);
    await card(page, 'Lesson 10: Final Review').getByRole('button').click();
    await expect(page.getByRole('navigation', { name: 'Lesson' }).getByRole('heading', { name: 'Final Review' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Solutions' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Solutions' }).first().click();
    await expect(page).toHaveURL(/\/problemSets\?assignmentId=\d+$/);
    expect(await page.evaluate(() => sessionStorage.getItem('submissionId'))).toBeNull();
  });

  test('admin@solve.test sees every opened and published class', async ({ page }) => {
    await signInEmployee(page, '/admin', 'admin@solve.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('tab')).toHaveText(['Active']);
    for (const title of ['Pre-Algebra', 'Python Programming', 'Essay Writing', 'Chemistry Essentials']) {
      await expect(page.getByRole('listitem', { name: title }).first()).toBeVisible();
    }
    await expect(card(page, 'Geometry')).toHaveCount(0);

    // An admin has no Attendance tab (classroom.md §6), and no instructor-mode wording anywhere.
    await card(page, 'Python Programming').first().getByRole('link', { name: 'Enter' }).click();
    await expect(page.getByRole('heading', { name: 'Python Programming', level: 2 })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Lessons', 'News', 'Messages', 'Gradebook', 'Teachers']);
    await page.getByRole('tab', { name: 'Gradebook' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Gradebook is not supported in admin mode :(' })).toBeVisible();
    await expect(page.getByText(/instructor mode/)).toHaveCount(0);
  });

  test('an instructor with many classes sees them a page at a time and shows more', async ({ page }) => {
    const teacher = await createFixtureEmployee(page, { classes: 30 });
    await signInEmployee(page, '/instructor', teacher.email, teacher.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const opened = page.getByRole('list', { name: 'OPENED CLASSES' });
    await expect(opened.getByRole('listitem')).toHaveCount(24);
    await expect(page.getByText('24 of 30 shown')).toBeVisible();
    const more = page.getByRole('button', { name: 'Show more classes' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(opened.getByRole('listitem')).toHaveCount(30);
    await expect(more).toHaveCount(0);
    // The focus moves to the first class added, whose Enter button the keyboard reaches next.
    await expect(opened.getByRole('listitem').nth(24).getByRole('link', { name: 'Enter' })).toBeFocused();
    // The last class, starting latest, is the last card.
    await expect(opened.getByRole('listitem').last()).toContainText(teacher.classCodes.at(-1)!);
  });

  test('signed-out visitors are sent home from the classroom pages', async ({ page }) => {
    for (const path of ['/lessons?classroomId=1', '/transcript?classroomId=1', '/video?classroomId=1&videoId=1']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });
});
