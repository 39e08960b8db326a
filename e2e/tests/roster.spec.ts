import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { uniqueSuffix } from './manage-support.js';
import { createFixtureEmployee, signInEmployee, test } from './support.js';

const HEADER = 'family,parent_first_name,parent_last_name,parent_email,parent_phone,student_first_name,student_last_name,student_grade';

/** A phone number of this run's own, so that parallel journeys never meet the same parent. */
const phone = () => `(408) ${String(200 + Math.floor(Math.random() * 700))}-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

test.describe('back office: roster import', () => {
  test('an admin checks a roster, imports it and downloads the new sign-ins, with a name a spreadsheet would run made harmless', async ({
    page,
  }) => {
    const admin = await createFixtureEmployee(page, { admin: true });
    await signInEmployee(page, '/admin', admin.email, admin.password);
    await expect(page).not.toHaveURL(/\/admin$/);
    await page.goto('/manage/roster');
    await expect(page.getByRole('heading', { name: 'Roster import' })).toBeVisible();

    const family = `Fam${uniqueSuffix()}`;
    const formula = "=cmd|' /C calc'!A0";
    const parent = `${family},Ana,Lee,ana-${family}@example.com,${phone()}`;
    const source = [HEADER, `${parent},"${formula}",Lee,5`, `${parent},Mia,Lee,K`].join('\n');
    await page.locator('input[type="file"]').setInputFiles({ name: `${family}.csv`, mimeType: 'text/csv', buffer: Buffer.from(source) });
    await expect(page.getByText(`${family}.csv (2 rows) is ready to import. Nothing has been written yet.`)).toBeVisible();
    await page.getByRole('button', { name: `Import ${family}.csv` }).click();
    await expect(page.getByText(`Imported ${family}.csv (2 rows).`)).toBeVisible();

    // The name is kept as typed, and shown as text.
    const signIns = page.getByRole('table', { name: "New students' sign-ins" });
    await expect(signIns.getByRole('cell', { name: `${formula} Lee`, exact: true })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the sign-ins' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${family}-sign-ins.csv`);
    const lines = readFileSync(await download.path(), 'utf8').split('\r\n');
    expect(lines[0]).toBe('line,student,username,first password');
    // A spreadsheet opening the file shows the text; it does not run it.
    expect(lines[1]).toMatch(/^2,'=cmd\|' \/C calc'!A0 Lee,/);
    expect(lines[2]).toMatch(/^3,Mia Lee,/);
  });
});
