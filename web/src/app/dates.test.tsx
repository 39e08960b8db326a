import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { provideAcademy } from './academy';
import {
  calendarDay,
  classMeetings,
  dateRange,
  datesFor,
  longCalendarDay,
  useDates,
  viewerTimeZone,
  wallTime,
  wallTimeRange,
  weekdayHeading,
  zoneAbbreviation,
} from './dates';

// The browser of these tests is in UTC, the academy in Los Angeles (8 hours behind in winter).
const academy = 'America/Los_Angeles';
const was = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = was;
});

// 4:00 PM on Monday, November 30, 2026 in Los Angeles: 00:00 on Tuesday, December 1 in UTC.
const start = '2026-12-01T00:00:00.000Z';
const end = '2026-12-01T01:30:00.000Z';

describe('calendar dates and wall-clock times', () => {
  it('writes calendar dates as days, whatever the viewer’s zone', () => {
    expect(calendarDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(calendarDay('2026-12-31')).toBe('Dec 31, 2026');
    expect(longCalendarDay('2027-01-06')).toBe('January 6, 2027');
    expect(weekdayHeading('2026-11-30')).toBe('Monday, Nov 30');
    expect(calendarDay('not a date')).toBe('not a date');
  });

  it('writes a range with the year once when both dates share it', () => {
    expect(dateRange('2026-11-01', '2026-12-20')).toBe('Nov 1 – Dec 20, 2026');
    expect(dateRange('2026-12-01', '2027-01-20')).toBe('Dec 1, 2026 – Jan 20, 2027');
  });

  it('writes 24-hour times in 12 hours, the half of the day once when both share it', () => {
    expect(wallTime('16:30')).toBe('4:30 PM');
    expect(wallTime('00:05:00')).toBe('12:05 AM');
    expect(wallTime('12:00')).toBe('12:00 PM');
    expect(wallTimeRange('16:00', '17:30')).toBe('4:00–5:30 PM');
    expect(wallTimeRange('11:00', '12:30')).toBe('11:00 AM–12:30 PM');
    expect(wallTime('soon')).toBe('soon');
  });
});

describe('instants in the academy’s zone', () => {
  it('shows a browser in UTC the academy’s wall-clock time, with the academy’s abbreviation', () => {
    expect(viewerTimeZone()).toBe('UTC');
    const dates = datesFor(academy, viewerTimeZone());
    expect(dates.zoneNote).toBe(' PT');
    expect(dates.dateTime(start)).toBe('Mon, Nov 30, 4:00 PM PT');
    expect(dates.instantRange(start, end)).toBe('Mon, Nov 30, 4:00–5:30 PM PT');
    expect(dates.timeRange(start, end)).toBe('4:00–5:30 PM PT');
    expect(dates.stamp(start)).toBe('Nov 30, 2026, 4:00 PM PT');
    expect(dates.day(start)).toBe('Nov 30, 2026');
    expect(dates.longDay(start)).toBe('November 30, 2026');
    expect(dates.meetingTimes('16:00', '17:30')).toBe('4:00–5:30 PM PT');
    expect(dates.calendarDateOf(start)).toBe('2026-11-30');
  });

  it('adds no abbreviation for a viewer in the academy’s zone (or an alias of it)', () => {
    for (const viewer of [academy, 'US/Pacific']) {
      const dates = datesFor(academy, viewer);
      expect(dates.zoneNote).toBe('');
      expect(dates.dateTime(start)).toBe('Mon, Nov 30, 4:00 PM');
      expect(dates.meetingTimes('16:00', '17:30')).toBe('4:00–5:30 PM');
    }
  });

  it('adds no abbreviation while the viewer’s zone is not known', () => {
    expect(datesFor(academy, null).instantRange(start, end)).toBe('Mon, Nov 30, 4:00–5:30 PM');
  });

  it('names both days of a range that crosses midnight, the zone once', () => {
    const late = '2026-12-01T07:00:00.000Z';
    const afterMidnight = '2026-12-01T08:30:00.000Z';
    expect(datesFor(academy, 'UTC').instantRange(late, afterMidnight)).toBe('Mon, Nov 30, 11:00 PM – Tue, Dec 1, 12:30 AM PT');
    expect(datesFor(academy, 'UTC').instantRange(late, null)).toBe('Mon, Nov 30, 11:00 PM PT');
  });

  it('writes a class’s dates, meeting days and times, leaving out what is not known', () => {
    const dates = datesFor(academy, 'UTC');
    const item = { startDate: '2026-09-08', endDate: '2026-12-15', meets: 'Tuesdays', startTime: '16:00', endTime: '17:30' };
    expect(classMeetings(dates, item)).toBe(`${dateRange('2026-09-08', '2026-12-15')} · Tuesdays · 4:00–5:30 PM PT`);
    expect(classMeetings(dates, { ...item, meets: null, endTime: null })).toBe(dateRange('2026-09-08', '2026-12-15'));
  });

  it('follows daylight saving time', () => {
    // 4:00 PM in Los Angeles in June is 23:00 UTC (7 hours behind).
    expect(datesFor(academy, academy).dateTime('2026-06-15T23:00:00.000Z')).toBe('Mon, Jun 15, 4:00 PM');
  });

  it('turns datetime-local values into instants and back in the academy’s zone', () => {
    const dates = datesFor(academy, 'UTC');
    expect(dates.inputValue(start)).toBe('2026-11-30T16:00');
    expect(dates.instantOfInput('2026-11-30T16:00')).toBe(start);
    expect(dates.inputValue(null)).toBe('');
    expect(dates.instantOfInput('')).toBeNull();
  });

  it('abbreviates zones as English readers know them', () => {
    expect(zoneAbbreviation('America/Los_Angeles')).toBe('PT');
    expect(zoneAbbreviation('America/New_York')).toBe('ET');
    expect(zoneAbbreviation('UTC')).toBe('UTC');
    expect(zoneAbbreviation('Europe/Berlin')).toMatch(/^(GMT\+[12]|CES?T)$/);
  });
});

const facts = {
  academy: { name: 'Maple', phoneNumber: '', supportHours: '', introVideoUrl: '', helpVideoUrl: '', promoBanner: '', timeZone: academy },
  appVersion: '1',
};

function Shown({ iso }: { iso: string }) {
  const dates = useDates();
  return <p>{dates.dateTime(iso)}</p>;
}

describe('useDates', () => {
  it('draws a class’s dates and meeting times as the server draws the catalog: without Intl, without the abbreviation', async () => {
    vi.resetModules();
    const fresh = { academy: await import('./academy'), dates: await import('./dates') };
    fresh.academy.provideAcademy(facts);
    function Meeting() {
      const dates = fresh.dates.useDates();
      return <p>{`${fresh.dates.dateRange('2026-11-01', '2026-12-20')} · ${dates.meetingTimes('16:00', '17:30')}`}</p>;
    }
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(renderToString(<Meeting />)).toBe('<p>Nov 1 – Dec 20, 2026 · 4:00–5:30 PM</p>');
      expect(intl).not.toHaveBeenCalled();
    } finally {
      intl.mockRestore();
    }
  });

  it('reads the academy’s zone from its facts and adds the abbreviation once the viewer’s zone is read', async () => {
    provideAcademy(facts);
    render(<Shown iso={start} />);
    expect(await screen.findByText('Mon, Nov 30, 4:00 PM PT')).toBeTruthy();
  });
});
