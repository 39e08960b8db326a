// Waitlists: a family's own line entries and offers; the office's line of a class and the offer time (admins).
import { ADMINS, but, FAMILIES, FAMILY_RECORDS, type MatrixRow } from './expectations.js';

/** A family's write on an entry that does not exist: let through to the rule, refused for everyone else. */
const FAMILY_ENTRY = but(FAMILIES, { parent: 'WAITLIST_ENTRY_MISSING', otherParent: 'WAITLIST_ENTRY_MISSING' });
/** An admin's write on an entry that does not exist. */
const ADMIN_ENTRY = but(ADMINS, { admin: 'WAITLIST_ENTRY_MISSING' });

export const WAITLIST_ROWS: MatrixRow[] = [
  { operation: 'familyWaitlist', document: `{ familyWaitlist { id place status } }`, expect: FAMILY_RECORDS },
  {
    operation: 'classWaitlist',
    document: `query ($id: Int!) { classWaitlist(classroomId: $id) { openSeats entries { id } } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: ADMINS,
  },
  { operation: 'waitlistOfferHours', document: `{ waitlistOfferHours }`, expect: ADMINS },
  {
    // Alice's class has seats (or she is in it): her parent is let through to the rule; Noah's parent may not name Alice.
    operation: 'joinWaitlist',
    document: `mutation ($id: Int!, $student: Int) { joinWaitlist(classroomId: $id, studentId: $student) { id } }`,
    variables: (s) => ({ id: s.classroomId, student: s.studentId }),
    expect: but(FAMILIES, { parent: 'allowed', otherParent: 'NOT_YOUR_STUDENT' }),
  },
  { operation: 'leaveWaitlist', document: `mutation { leaveWaitlist(entryId: 0) { id } }`, expect: FAMILY_ENTRY },
  { operation: 'acceptWaitlistOffer', document: `mutation { acceptWaitlistOffer(entryId: 0) { cartItemCount } }`, expect: FAMILY_ENTRY },
  {
    // The demo class has nobody in line: the empty order is its line's order.
    operation: 'reorderWaitlist',
    document: `mutation ($id: Int!) { reorderWaitlist(classroomId: $id, entryIds: []) { openSeats } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: ADMINS,
  },
  { operation: 'offerWaitlistSeat', document: `mutation { offerWaitlistSeat(entryId: 0) { openSeats } }`, expect: ADMIN_ENTRY },
  { operation: 'enrollFromWaitlist', document: `mutation { enrollFromWaitlist(entryId: 0) { openSeats } }`, expect: ADMIN_ENTRY },
  { operation: 'removeFromWaitlist', document: `mutation { removeFromWaitlist(entryId: 0) { openSeats } }`, expect: ADMIN_ENTRY },
  {
    // Out of range: refused by the rule, so the demo's setting stays.
    operation: 'setWaitlistOfferHours',
    document: `mutation { setWaitlistOfferHours(hours: 0) }`,
    expect: but(ADMINS, { admin: 'WAITLIST_OFFER_HOURS' }),
  },
];
