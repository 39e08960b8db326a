import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFFER_HOURS,
  formatOfferEnd,
  inLineOrder,
  nextOffers,
  offerEndsAt,
  offerIsLive,
  openSeats,
  placeInLine,
  reorderedPositions,
  validOfferHours,
} from './waitlist.js';

const now = new Date('2026-09-01T12:00:00Z');
const later = new Date('2026-09-02T12:00:00Z');
const earlier = new Date('2026-08-31T12:00:00Z');
const entry = (id: number, position: number, offerExpiresAt: Date | null = null) => ({ id, studentId: 100 + id, position, offerExpiresAt });

describe('waitlist', () => {
  it.each([
    [20, 20, 0, 0],
    [20, 18, 1, 1],
    [20, 18, 2, 0],
    [20, 21, 0, 0],
    [null, 50, 0, null],
  ])('max %s, %i enrolled, %i live offers: %s open', (max, enrolled, offers, open) => {
    expect(openSeats(max, enrolled, offers)).toBe(open);
  });

  it('offers the open seats to the first in line without a live offer', () => {
    const line = [entry(1, 3), entry(2, 1, later), entry(3, 2), entry(4, 4), entry(5, 2)];
    expect(nextOffers(line, 2, now).map((e) => e.id)).toEqual([3, 5]);
    expect(nextOffers(line, 0, now)).toEqual([]);
    expect(nextOffers(line, null, now)).toEqual([]);
    expect(nextOffers(line, 10, now).map((e) => e.id)).toEqual([3, 5, 1, 4]);
  });

  it('ends an offer at its time exactly', () => {
    expect(offerIsLive(later, now)).toBe(true);
    expect(offerIsLive(now, now)).toBe(false);
    expect(offerIsLive(earlier, now)).toBe(false);
    expect(offerIsLive(null, now)).toBe(false);
    expect(offerEndsAt(now).getTime() - now.getTime()).toBe(DEFAULT_OFFER_HOURS * 3_600_000);
    expect(offerEndsAt(now, 2).toISOString()).toBe('2026-09-01T14:00:00.000Z');
  });

  it('tells a student their place in line', () => {
    const line = [entry(1, 2), entry(2, 1), entry(3, 2)];
    expect(inLineOrder(line).map((e) => e.id)).toEqual([2, 1, 3]);
    expect(placeInLine(line, 102)).toBe(1);
    expect(placeInLine(line, 103)).toBe(3);
    expect(placeInLine(line, 999)).toBeNull();
  });

  it.each([
    [
      [1, 2, 3],
      [3, 1, 2],
      [
        [3, 1],
        [1, 2],
        [2, 3],
      ],
    ],
    [[1, 2, 3], [3, 1], null],
    [[1, 2, 3], [3, 1, 1], null],
    [[1, 2, 3], [3, 1, 4], null],
  ])('reorders %j as %j', (current, wanted, positions) => {
    const result = reorderedPositions(current, wanted);
    expect(result ? [...result] : null).toEqual(positions);
  });

  it.each([
    ['2026-12-10T01:00:00Z', 'America/Los_Angeles', 'Wed, Dec 9, 5:00 PM'],
    ['2026-12-10T01:00:00Z', 'UTC', 'Thu, Dec 10, 1:00 AM'],
  ])('writes the end of an offer at %s in %s as %s', (instant, zone, text) => {
    expect(formatOfferEnd(new Date(instant), zone)).toBe(text);
  });

  it.each([
    [1, true],
    [336, true],
    [48, true],
    [0, false],
    [337, false],
    [1.5, false],
  ])('takes %d offer hours: %s', (hours, valid) => {
    expect(validOfferHours(hours)).toBe(valid);
  });
});
