// The weekly digest's HTML part as a phone shows it: a family of two students composed by core's
// composeDigestMail, rendered by Chromium at 390 px wide with scripts and network off (as a mail
// program shows it), saved as docs/screenshots/weekly-digest-390.png. `npm run build` first.
//
//   npm run digest:screenshot -w bench
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { composeDigestMail, type FamilyDigest } from '../core/dist/digest-mail.js';

const out = path.resolve(import.meta.dirname, '../docs/screenshots/weekly-digest-390.png');

const digest: FamilyDigest = {
  academy: 'Solve Academy',
  from: '2026-11-23',
  to: '2026-11-29',
  reportsUrl: 'https://academy.example/reports',
  students: [
    {
      firstName: 'Maya',
      lastName: 'Chen',
      lessons: [
        { class: 'Pre-Algebra (Fall)', lesson: 'Lesson 7: Ratios and Rates', day: 'Tue, Nov 24', status: 'ONTIME' },
        { class: 'Pre-Algebra (Fall)', lesson: 'Lesson 8: Percents', day: 'Thu, Nov 26', status: 'ABSENT' },
        { class: 'Geometry Circle', lesson: 'Lesson 3: Angles in Polygons', day: 'Sat, Nov 28', status: 'LATE' },
      ],
      sets: [
        { class: 'Pre-Algebra (Fall)', set: 'Ratios and Rates', grade: 92 },
        { class: 'Geometry Circle', set: 'Angle Chasing', grade: -1 },
      ],
      due: [
        { class: 'Pre-Algebra (Fall)', set: 'Percents', due: 'Tue, Dec 1, 9:00 PM', done: false },
        { class: 'Geometry Circle', set: 'Polygon Proofs', due: 'Fri, Dec 4, 9:00 PM', done: true },
      ],
      news: [{ class: 'Pre-Algebra (Fall)', subject: 'Quiz on Thursday: bring a calculator', day: 'Mon, Nov 23' }],
    },
    {
      firstName: 'Leo',
      lastName: 'Chen',
      lessons: [{ class: 'Math Kangaroo Prep', lesson: 'Lesson 2: Counting', day: 'Wed, Nov 25', status: 'ONTIME' }],
      sets: [{ class: 'Math Kangaroo Prep', set: 'Counting Warm-up', grade: 78 }],
      due: [],
      news: [],
    },
  ],
};

const { html } = composeDigestMail(digest, 'https://academy.example/unsubscribe?token=sample');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, javaScriptEnabled: false });
  // Nothing outside the mail may load: a mail program shows it without fetching anything.
  let fetched = 0;
  await page.route('**/*', (route) => {
    fetched += 1;
    return route.abort();
  });
  await page.setContent(html, { waitUntil: 'load' });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  mkdirSync(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out, fullPage: true });
  console.log(
    `saved ${path.relative(process.cwd(), out)}: ${width} px wide at a 390 px viewport (${width > 390 ? 'SCROLLS SIDEWAYS' : 'fits'}), ${fetched} outside requests`,
  );
} finally {
  await browser.close();
}
