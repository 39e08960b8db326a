/**
 * The weekly digest's mail, composed from one family's week: per student, the lessons and how
 * they attended, the sets completed and their grades, what is due next week and the teachers'
 * news. A plain text part and an HTML part that reads on a phone: one column, inline styles, no
 * images or scripts, every value escaped.
 */
import { statusLabel } from './attendance.js';
import { formatCalendarDate } from './calendar.js';
import { percentLabel } from './grades.js';
import { escapeHtml } from './notification-templates.js';

export interface DigestLesson {
  class: string;
  /** 'Lesson 3: Ratios'. */
  lesson: string;
  /** The day it met, as people read it. */
  day: string;
  /** The roll's status (core/src/attendance.ts); UNKNOWN when the roll was not taken. */
  status: string;
}

export interface DigestSet {
  class: string;
  set: string;
  /** Percent; -1 while a teacher still grades it; null when it has none. */
  grade: number | null;
}

export interface DigestDue {
  class: string;
  set: string;
  /** When it is due, as people read it. */
  due: string;
  /** Already submitted. */
  done: boolean;
}

export interface DigestNews {
  class: string;
  subject: string;
  day: string;
}

export interface DigestStudent {
  firstName: string;
  lastName: string;
  lessons: DigestLesson[];
  sets: DigestSet[];
  due: DigestDue[];
  news: DigestNews[];
}

export interface FamilyDigest {
  academy: string;
  /** The week covered, Monday to Sunday, as calendar dates. */
  from: string;
  to: string;
  students: DigestStudent[];
  /** The family's reports page, a full address. */
  reportsUrl: string;
}

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
}

/** 'November 16–22, 2026', 'November 30 – December 6, 2026', or both years when the week spans two. */
export function digestWeekLabel(from: string, to: string): string {
  const [start, end] = [formatCalendarDate(from), formatCalendarDate(to)];
  const [startMonth, startDay, startYear] = start.replace(',', '').split(' ');
  const [endMonth, endDay, endYear] = end.replace(',', '').split(' ');
  if (startYear !== endYear) return `${start} – ${end}`;
  if (startMonth !== endMonth) return `${startMonth} ${startDay} – ${endMonth} ${endDay}, ${endYear}`;
  return `${startMonth} ${startDay}–${endDay}, ${endYear}`;
}

export function digestSubject(digest: FamilyDigest): string {
  return `${digest.academy}: your week, ${digestWeekLabel(digest.from, digest.to)}`;
}

/** What a student's sets line says of a grade. */
function gradeText(grade: number | null): string {
  if (grade === -1) return 'Waiting for a grade';
  return grade === null ? 'No grade' : percentLabel(grade);
}

const attendedStatus = (status: string) => ['ONTIME', 'LATE', 'EARLY'].includes(status);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A short count of a student's week: 'attended 2 of 3 lessons, 2 sets completed, 1 due next week'. */
export function weekCounts(student: DigestStudent): string {
  const present = student.lessons.filter((lesson) => attendedStatus(lesson.status)).length;
  return [
    student.lessons.length ? `${present} of ${plural(student.lessons.length, 'lesson', 'lessons')} attended` : 'no lessons',
    `${plural(student.sets.length, 'set', 'sets')} completed`,
    `${student.due.filter((item) => !item.done).length} due next week`,
  ].join(', ');
}

/** The bell's line for a student: their first name and the week's counts. */
export function studentSummary(student: DigestStudent): string {
  return `${student.firstName}: ${weekCounts(student)}`;
}

/** A line of a section: what matters first (a status, a grade, a day), then what it is about. */
interface Line {
  lead: string;
  rest: string;
  /** The lead's colour in the HTML part. */
  color?: string;
}

const STATUS_COLORS: Record<string, string> = {
  ONTIME: '#188038',
  EARLY: '#188038',
  LATE: '#b06000',
  ABSENT: '#c5221f',
  EXCUSED: '#5f6368',
};

interface Section {
  title: string;
  empty: string;
  lines: Line[];
}

function sections(student: DigestStudent): Section[] {
  return [
    {
      title: 'Attendance',
      empty: 'No lessons this week.',
      lines: student.lessons.map((l) => ({
        lead: l.status === 'UNKNOWN' ? 'Not taken' : statusLabel(l.status),
        rest: `${l.class}, ${l.lesson} (${l.day})`,
        color: STATUS_COLORS[l.status] ?? '#5f6368',
      })),
    },
    {
      title: 'Problem sets completed',
      empty: 'None this week.',
      lines: student.sets.map((s) => ({ lead: gradeText(s.grade), rest: `${s.set} in ${s.class}` })),
    },
    {
      title: 'Due next week',
      empty: 'Nothing is due next week.',
      lines: student.due.map((d) => ({ lead: d.due, rest: `${d.set} in ${d.class}${d.done ? ' (done)' : ''}` })),
    },
    {
      title: "Teachers' news",
      empty: 'No news this week.',
      lines: student.news.map((n) => ({ lead: n.day, rest: `${n.class}: ${n.subject}` })),
    },
  ];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const fullName = (student: DigestStudent) => `${student.firstName} ${student.lastName}`.trim();

export function digestText(digest: FamilyDigest, unsubscribeUrl: string): string {
  const week = digestWeekLabel(digest.from, digest.to);
  const out = [`Your week at ${digest.academy}, ${week}.`, ''];
  if (!digest.students.length) out.push('Nothing to report this week.', '');
  for (const student of digest.students) {
    const name = fullName(student);
    out.push(name, '='.repeat(name.length), `${capitalised(weekCounts(student))}.`, '');
    for (const section of sections(student)) {
      out.push(`${section.title}:`);
      if (!section.lines.length) out.push(`  ${section.empty}`);
      for (const line of section.lines) out.push(`  - ${line.lead} — ${line.rest}`);
      out.push('');
    }
  }
  out.push(`See all reports: ${digest.reportsUrl}`, '', `To stop the weekly summary from ${digest.academy}: ${unsubscribeUrl}`, '');
  return out.join('\n');
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const MUTED = 'color:#5f6368';

function studentHtml(student: DigestStudent): string {
  const blocks = sections(student).map((section) => {
    const body = section.lines.length
      ? `<ul style="margin:4px 0 0;padding:0 0 0 20px">${section.lines
          .map(
            (line) =>
              `<li style="margin:0 0 6px"><strong style="color:${line.color ?? '#202124'}">${escapeHtml(line.lead)}</strong> — ${escapeHtml(line.rest)}</li>`,
          )
          .join('')}</ul>`
      : `<p style="margin:4px 0 0;${MUTED}">${escapeHtml(section.empty)}</p>`;
    return `<h3 style="margin:16px 0 0;font-size:15px;color:#202124">${escapeHtml(section.title)}</h3>${body}`;
  });
  return `<tr><td style="padding:20px 20px 8px;border-top:1px solid #e0e0e0">
<h2 style="margin:0;font-size:18px;color:#1a73e8">${escapeHtml(fullName(student))}</h2>
<p style="margin:4px 0 0;font-size:14px;${MUTED}">${escapeHtml(capitalised(weekCounts(student)))}.</p>
${blocks.join('\n')}
</td></tr>`;
}

export function digestHtml(digest: FamilyDigest, unsubscribeUrl: string): string {
  const week = digestWeekLabel(digest.from, digest.to);
  const academy = escapeHtml(digest.academy);
  const students = digest.students.length
    ? digest.students.map(studentHtml).join('\n')
    : `<tr><td style="padding:20px;border-top:1px solid #e0e0e0;${MUTED}">Nothing to report this week.</td></tr>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(digestSubject(digest))}</title>
</head>
<body style="margin:0;padding:0;background:#f1f3f4;${FONT};font-size:15px;line-height:1.45;color:#202124">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;background:#f1f3f4">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px">
<p style="margin:0;font-size:13px;${MUTED};text-transform:uppercase;letter-spacing:.04em">${academy}</p>
<h1 style="margin:4px 0 0;font-size:21px;line-height:1.3">Your week, ${escapeHtml(week)}</h1>
</td></tr>
${students}
<tr><td style="padding:20px;border-top:1px solid #e0e0e0">
<a href="${escapeHtml(digest.reportsUrl)}" style="display:inline-block;padding:10px 18px;background:#1a73e8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">See all reports</a>
</td></tr>
</table>
<p style="margin:16px 8px 0;font-size:12px;${MUTED};max-width:600px">You receive this weekly summary from ${academy}. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#5f6368">Stop the weekly summary</a></p>
</td></tr>
</table>
</body>
</html>
`;
}

/** The digest's mail for one recipient (each has their own unsubscribe link). */
export function composeDigestMail(digest: FamilyDigest, unsubscribeUrl: string): DigestMail {
  return { subject: digestSubject(digest), text: digestText(digest, unsubscribeUrl), html: digestHtml(digest, unsubscribeUrl) };
}
