/**
 * Waitlists with timed offers. A full class keeps a line of students; when a seat frees, the first
 * in line without an offer gets one: the seat is held for them until the offer ends, and nobody
 * else can take it. Paying in time takes the held seat; an offer that ends frees it for the next.
 */

/** How long an offer holds its seat when the academy has not set it. */
export const DEFAULT_OFFER_HOURS = 48;
/** The academy's setting is a whole number of hours in this range. */
export const OFFER_HOURS_RANGE = { min: 1, max: 14 * 24 } as const;

export interface WaitlistEntry {
  id: number;
  studentId: number;
  /** The place in line: lower goes first (ties by id). */
  position: number;
  /** When the entry's offer ends, if it has one. */
  offerExpiresAt: Date | null;
}

/** Whether an offer still holds its seat at this moment (it ends at its time, exactly). */
export const offerIsLive = (expiresAt: Date | null, now: Date) => expiresAt !== null && now < expiresAt;

/** The line in order: by position, then by when they joined (id). */
export function inLineOrder<Entry extends Pick<WaitlistEntry, 'id' | 'position'>>(entries: readonly Entry[]): Entry[] {
  return [...entries].sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * Seats anyone may take now: the maximum less the enrolled and less the seats held by live
 * offers; never below zero. A class without a maximum has no line.
 */
export function openSeats(enrollmentMax: number | null, enrolled: number, liveOffers: number): number | null {
  return enrollmentMax === null ? null : Math.max(0, enrollmentMax - enrolled - liveOffers);
}

/**
 * Who gets an offer now: as many as there are open seats, first in line first, among those with no
 * live offer (an ended offer's student left the line when it ended).
 */
export function nextOffers<Entry extends WaitlistEntry>(entries: readonly Entry[], seats: number | null, now: Date): Entry[] {
  if (seats === null || seats <= 0) return [];
  return inLineOrder(entries.filter((entry) => !offerIsLive(entry.offerExpiresAt, now))).slice(0, seats);
}

/** When an offer made now ends. */
export const offerEndsAt = (now: Date, hours: number = DEFAULT_OFFER_HOURS) => new Date(now.getTime() + hours * 3_600_000);

/** A student's place in line, 1 for the first; null when not in it. */
export function placeInLine(entries: readonly Pick<WaitlistEntry, 'id' | 'position' | 'studentId'>[], studentId: number): number | null {
  const index = inLineOrder(entries).findIndex((entry) => entry.studentId === studentId);
  return index === -1 ? null : index + 1;
}

/**
 * A new order of the line that staff chose: the same entries, each once; answers the positions to
 * store (1, 2, 3…), or null when the list is not a reordering of the line.
 */
export function reorderedPositions(current: readonly number[], wanted: readonly number[]): Map<number, number> | null {
  if (wanted.length !== current.length || new Set(wanted).size !== wanted.length) return null;
  const known = new Set(current);
  if (!wanted.every((id) => known.has(id))) return null;
  return new Map(wanted.map((id, index) => [id, index + 1]));
}

export const WAITLIST_MESSAGES = {
  JOINED: 'You are on the waitlist.',
  ALREADY_IN_LINE: 'This student is already on the waitlist for this class.',
  ALREADY_ENROLLED: 'This student is already enrolled in this class.',
  NOT_FULL: 'This class has seats. Add it to the cart instead.',
  OFFER_ENDED: 'This offer has ended. The seat went to the next student in line.',
  SEAT_HELD: 'This seat is held for a student on the waitlist.',
} as const;

/** One formatter per time zone asked for (the academy's): as many as zones, never forgotten. */
const offerEndFormatters = new Map<string, Intl.DateTimeFormat>();

/** When an offer ends as families read it in the academy's zone, e.g. 'Wed, Dec 9, 5:00 PM'. */
export function formatOfferEnd(instant: Date, timeZone: string): string {
  let formatter = offerEndFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    offerEndFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant).replace(/\u202f/g, ' ');
}

/** Whether an academy's offer time is a whole number of hours in the allowed range. */
export const validOfferHours = (hours: number) =>
  Number.isInteger(hours) && hours >= OFFER_HOURS_RANGE.min && hours <= OFFER_HOURS_RANGE.max;
