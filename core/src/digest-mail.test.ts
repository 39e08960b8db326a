import { describe, expect, it } from 'vitest';
import { composeDigestMail, digestWeekLabel, type DigestStudent, type FamilyDigest, studentSummary } from './digest-mail.js';

const UNSUBSCRIBE = 'https://academy.example/unsubscribe?token=abc.def';

const maya: DigestStudent = {
  firstName: 'Maya',
  lastName: 'Chen',
  lessons: [
    { class: 'Algebra 1', lesson: 'Lesson 4: Ratios', day: 'Tuesday, Nov 24', status: 'ONTIME' },
    { class: 'Algebra 1', lesson: 'Lesson 5: Rates', day: 'Thursday, Nov 26', status: 'ABSENT' },
    { class: 'Geometry', lesson: 'Lesson 2: Angles', day: 'Friday, Nov 27', status: 'LATE' },
  ],
  sets: [
    { class: 'Algebra 1', set: 'Ratios practice', grade: 92 },
    { class: 'Geometry', set: 'Proofs', grade: -1 },
  ],
  due: [
    { class: 'Algebra 1', set: 'Rates quiz', due: 'December 1, 2026', done: false },
    { class: 'Geometry', set: 'Angles', due: 'December 3, 2026', done: true },
  ],
  news: [{ class: 'Algebra 1', subject: 'Quiz on Thursday', day: 'November 25, 2026' }],
};

const empty: DigestStudent = { firstName: 'Leo', lastName: 'Chen', lessons: [], sets: [], due: [], news: [] };

const digest = (students: DigestStudent[], academy = 'Bright Minds'): FamilyDigest => ({
  academy,
  from: '2026-11-23',
  to: '2026-11-29',
  students,
  reportsUrl: 'https://academy.example/reports',
});

describe('digestWeekLabel', () => {
  it.each([
    ['2026-11-23', '2026-11-29', 'November 23–29, 2026'],
    ['2026-11-30', '2026-12-06', 'November 30 – December 6, 2026'],
    ['2026-12-28', '2027-01-03', 'December 28, 2026 – January 3, 2027'],
  ])('%s to %s: %s', (from, to, label) => expect(digestWeekLabel(from, to)).toBe(label));
});

describe('composeDigestMail', () => {
  it('lists attendance, grades, what is due and the news of a student, in both parts', () => {
    const mail = composeDigestMail(digest([maya]), UNSUBSCRIBE);
    expect(mail.subject).toBe('Bright Minds: your week, November 23–29, 2026');
    for (const [lead, rest, color = '#202124'] of [
      ['Present', 'Algebra 1, Lesson 4: Ratios (Tuesday, Nov 24)', '#188038'],
      ['Absent', 'Algebra 1, Lesson 5: Rates (Thursday, Nov 26)', '#c5221f'],
      ['Late', 'Geometry, Lesson 2: Angles (Friday, Nov 27)', '#b06000'],
      ['92%', 'Ratios practice in Algebra 1'],
      ['Waiting for a grade', 'Proofs in Geometry'],
      ['December 1, 2026', 'Rates quiz in Algebra 1'],
      ['December 3, 2026', 'Angles in Geometry (done)'],
      ['November 25, 2026', 'Algebra 1: Quiz on Thursday'],
    ]) {
      expect(mail.text).toContain(`  - ${lead} — ${rest}\n`);
      expect(mail.html).toContain(`<strong style="color:${color}">${lead}</strong> — ${rest}</li>`);
    }
    expect(mail.text).toContain('Maya Chen\n=========\n2 of 3 lessons attended, 2 sets completed, 1 due next week.\n');
    expect(mail.text).toContain('See all reports: https://academy.example/reports');
    expect(mail.html).toContain('href="https://academy.example/reports"');
  });

  it('carries the recipient’s own unsubscribe link in both parts', () => {
    const mail = composeDigestMail(digest([maya]), UNSUBSCRIBE);
    expect(mail.text).toContain(`To stop the weekly summary from Bright Minds: ${UNSUBSCRIBE}`);
    expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
  });

  it('says what an empty week holds instead of leaving sections blank', () => {
    const mail = composeDigestMail(digest([empty]), UNSUBSCRIBE);
    for (const words of ['No lessons this week.', 'None this week.', 'Nothing is due next week.', 'No news this week.']) {
      expect(mail.text).toContain(`  ${words}`);
      expect(mail.html).toContain(`${words}</p>`);
    }
    expect(composeDigestMail(digest([]), UNSUBSCRIBE).text).toContain('Nothing to report this week.');
  });

  it('gives each student of a family their own section, in order', () => {
    const mail = composeDigestMail(digest([maya, empty]), UNSUBSCRIBE);
    expect(mail.text.indexOf('Maya Chen\n=========')).toBeGreaterThan(0);
    expect(mail.text.indexOf('Leo Chen\n========')).toBeGreaterThan(mail.text.indexOf('Maya Chen'));
    expect(mail.html.match(/<h2 /g)).toHaveLength(2);
    expect(mail.html).toContain('2 of 3 lessons attended, 2 sets completed, 1 due next week.</p>');
    expect(mail.html).toContain('No lessons, 0 sets completed, 0 due next week.</p>');
  });

  it('escapes every value in the HTML part, and keeps the text part as written', () => {
    const hostile: DigestStudent = {
      ...empty,
      firstName: '<script>alert(1)</script>',
      news: [{ class: 'A & B', subject: '"Quiz" <b>now</b>', day: 'Mon' }],
    };
    const mail = composeDigestMail(digest([hostile], "Tom's <Academy>"), 'https://x.example/u?a=1&b="2"');
    expect(mail.html).not.toMatch(/<script|<b>|<Academy>/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('<strong style="color:#202124">Mon</strong> — A &amp; B: &quot;Quiz&quot; &lt;b&gt;now&lt;/b&gt;');
    expect(mail.html).toContain('Tom&#39;s &lt;Academy&gt;');
    expect(mail.html).toContain('href="https://x.example/u?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('Mon — A & B: "Quiz" <b>now</b>');
  });

  it('needs nothing from outside the mail: no images, scripts, style sheets or external fonts', () => {
    const html = composeDigestMail(digest([maya, empty]), UNSUBSCRIBE).html;
    expect(html).not.toMatch(/<img|<script|<link|<style|@import|url\(/i);
    expect(html).toContain('name="viewport"');
    expect(html).toContain('max-width:600px');
  });
});

describe('studentSummary', () => {
  it('counts lessons attended (late counts as there), sets completed and what is still due', () => {
    expect(studentSummary(maya)).toBe('Maya: 2 of 3 lessons attended, 2 sets completed, 1 due next week');
    expect(studentSummary({ ...empty, sets: [{ class: 'A', set: 'B', grade: 80 }] })).toBe(
      'Leo: no lessons, 1 set completed, 0 due next week',
    );
    expect(studentSummary({ ...empty, lessons: [maya.lessons[0]!] })).toBe(
      'Leo: 1 of 1 lesson attended, 0 sets completed, 0 due next week',
    );
    expect(studentSummary({ ...empty, lessons: [{ ...maya.lessons[0]!, status: 'UNKNOWN' }] })).toBe(
      'Leo: 0 of 1 lesson attended, 0 sets completed, 0 due next week',
    );
  });
});
