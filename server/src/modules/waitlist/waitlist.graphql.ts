import { requireAdminViewer, requireFamilyMember, requireFamilyReader } from '../../authorization/policies.js';
import { builder } from '../../graphql/builder.js';
import { acceptWaitlistOffer, familyWaitlist, joinWaitlist, leaveWaitlist } from './waitlist.service.js';
import {
  type ClassWaitlist,
  classWaitlist,
  enrollFromWaitlist,
  offerWaitlistSeat,
  removeFromWaitlist,
  reorderWaitlist,
  setWaitlistOfferHours,
  waitlistOfferHours,
} from './waitlist-staff.service.js';
import type { FamilyEntry, LineEntry } from './waitlist.repository.js';

const WaitlistStatusEnum = builder.enumType('WaitlistStatus', {
  description: 'WAITING: in line; OFFERED: a seat is held for the student until the offer ends',
  values: ['WAITING', 'OFFERED'] as const,
});

const FamilyWaitlistEntryRef = builder.objectRef<FamilyEntry>('FamilyWaitlistEntry').implement({
  description: "One of the family's students in a full class's line",
  fields: (t) => ({
    id: t.exposeInt('id'),
    classroomId: t.exposeInt('classroomId'),
    classroomCode: t.exposeString('classroomCode'),
    classroomTitle: t.exposeString('classroomTitle'),
    studentId: t.exposeInt('studentId'),
    studentFirstName: t.exposeString('studentFirstName'),
    place: t.exposeInt('place', { description: 'The place in line, 1 for the first' }),
    status: t.field({ type: WaitlistStatusEnum, resolve: (e) => e.status }),
    offerExpiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the held seat is let go',
      resolve: (e) => e.offerExpiresAt,
    }),
  }),
});

const WaitlistEntryRef = builder.objectRef<LineEntry>('WaitlistEntry').implement({
  description: "A student in a class's line, as the office sees it",
  fields: (t) => ({
    id: t.exposeInt('id'),
    studentId: t.exposeInt('studentId'),
    studentName: t.exposeString('studentName'),
    familyName: t.exposeString('familyName'),
    joinedAt: t.field({ type: 'DateTime', resolve: (e) => e.joinedAt }),
    status: t.field({ type: WaitlistStatusEnum, resolve: (e) => e.status }),
    offerExpiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.offerExpiresAt }),
  }),
});

const ClassWaitlistRef = builder.objectRef<ClassWaitlist>('ClassWaitlist').implement({
  fields: (t) => ({
    classroomId: t.exposeInt('classroomId'),
    openSeats: t.exposeInt('openSeats', { nullable: true, description: 'Seats anyone may take now; null: no maximum' }),
    entries: t.field({ type: [WaitlistEntryRef], description: 'The line, first first', resolve: (w) => w.entries }),
  }),
});

const OfferAcceptedRef = builder.objectRef<{ invoiceId: number | null; count: number }>('WaitlistOfferAccepted').implement({
  fields: (t) => ({
    invoiceId: t.exposeInt('invoiceId', { nullable: true }),
    cartItemCount: t.exposeInt('count'),
  }),
});

builder.queryFields((t) => ({
  familyWaitlist: t.field({
    type: [FamilyWaitlistEntryRef],
    description: "The family's students in classes' lines, with each place and any held seat",
    resolve: (_root, _args, ctx) => familyWaitlist(ctx.services, requireFamilyReader(ctx.viewer)),
  }),
  classWaitlist: t.field({
    type: ClassWaitlistRef,
    description: "Admins: a class's line in order, with the seats free now",
    args: { classroomId: t.arg.int({ required: true }) },
    resolve: (_root, { classroomId }, ctx) => {
      requireAdminViewer(ctx.viewer);
      return classWaitlist(ctx.services, classroomId);
    },
  }),
  waitlistOfferHours: t.int({
    description: 'Admins: how many hours an offer holds its seat',
    resolve: (_root, _args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return waitlistOfferHours(ctx.services);
    },
  }),
}));

builder.mutationFields((t) => ({
  joinWaitlist: t.field({
    type: [FamilyWaitlistEntryRef],
    description: "Puts one of the family's students in a full class's line; answers the family's entries",
    args: { classroomId: t.arg.int({ required: true }), studentId: t.arg.int() },
    resolve: (_root, { classroomId, studentId }, ctx) =>
      joinWaitlist(ctx.services, requireFamilyMember(ctx.viewer), classroomId, studentId ?? null),
  }),
  leaveWaitlist: t.field({
    type: [FamilyWaitlistEntryRef],
    description: "Takes one of the family's students out of a line; answers the family's entries",
    args: { entryId: t.arg.int({ required: true }) },
    resolve: (_root, { entryId }, ctx) => leaveWaitlist(ctx.services, requireFamilyMember(ctx.viewer), entryId),
  }),
  acceptWaitlistOffer: t.field({
    type: OfferAcceptedRef,
    description: 'Puts the class of a held seat in the cart for its student',
    args: { entryId: t.arg.int({ required: true }) },
    resolve: (_root, { entryId }, ctx) => acceptWaitlistOffer(ctx.services, requireFamilyMember(ctx.viewer), entryId),
  }),
  reorderWaitlist: t.field({
    type: ClassWaitlistRef,
    description: "Admins: puts a class's line in this order (every entry still in line, each once)",
    args: { classroomId: t.arg.int({ required: true }), entryIds: t.arg.intList({ required: true }) },
    resolve: (_root, { classroomId, entryIds }, ctx) =>
      reorderWaitlist(ctx.services, requireAdminViewer(ctx.viewer), classroomId, entryIds),
  }),
  offerWaitlistSeat: t.field({
    type: ClassWaitlistRef,
    description: 'Admins: holds a free seat for this student of the line',
    args: { entryId: t.arg.int({ required: true }) },
    resolve: (_root, { entryId }, ctx) => offerWaitlistSeat(ctx.services, requireAdminViewer(ctx.viewer), entryId),
  }),
  enrollFromWaitlist: t.field({
    type: ClassWaitlistRef,
    description: 'Admins: enrols this student of the line without a payment',
    args: { entryId: t.arg.int({ required: true }) },
    resolve: (_root, { entryId }, ctx) => enrollFromWaitlist(ctx.services, requireAdminViewer(ctx.viewer), entryId),
  }),
  removeFromWaitlist: t.field({
    type: ClassWaitlistRef,
    description: 'Admins: takes this student out of the line',
    args: { entryId: t.arg.int({ required: true }) },
    resolve: (_root, { entryId }, ctx) => removeFromWaitlist(ctx.services, requireAdminViewer(ctx.viewer), entryId),
  }),
  setWaitlistOfferHours: t.int({
    description: 'Admins: how many hours an offer holds its seat (1 to 336)',
    args: { hours: t.arg.int({ required: true }) },
    resolve: (_root, { hours }, ctx) => setWaitlistOfferHours(ctx.services, requireAdminViewer(ctx.viewer), hours),
  }),
}));
