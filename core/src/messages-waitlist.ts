import { OFFER_HOURS_RANGE, WAITLIST_MESSAGES } from './waitlist.js';

// Waitlists with timed offers: the family's and the office's texts (the rules are in waitlist.ts).
export const waitlistMessages = {
  WAITLIST_JOINED: WAITLIST_MESSAGES.JOINED,
  WAITLIST_ALREADY_IN_LINE: WAITLIST_MESSAGES.ALREADY_IN_LINE,
  WAITLIST_ALREADY_ENROLLED: WAITLIST_MESSAGES.ALREADY_ENROLLED,
  WAITLIST_NOT_FULL: WAITLIST_MESSAGES.NOT_FULL,
  OFFER_ENDED: WAITLIST_MESSAGES.OFFER_ENDED,
  SEAT_HELD: WAITLIST_MESSAGES.SEAT_HELD,
  WAITLIST_NO_FREE_SEAT: 'No seat is free in this class. Raise its maximum first, or wait for a seat to free.',
  WAITLIST_ENTRY_MISSING: 'This student is no longer on the waitlist for this class.',
  WAITLIST_ORDER_CHANGED: 'The waitlist changed meanwhile. Please look at it again and retry.',
  WAITLIST_NO_OFFER: 'There is no seat held for this student.',
  WAITLIST_OFFER_HOURS: `Enter how many hours an offer holds its seat: a whole number from ${OFFER_HOURS_RANGE.min} to ${OFFER_HOURS_RANGE.max}.`,
} as const;
