import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import {
  type CalendarFeedState,
  calendarFeedState,
  createCalendarFeed,
  type NewCalendarFeed,
  revokeCalendarFeed,
} from './calendar-feed.service.js';

const CalendarFeedRef = builder.objectRef<CalendarFeedState>('CalendarFeed').implement({
  fields: (t) => ({
    studentId: t.exposeInt('studentId'),
    active: t.exposeBoolean('active', { description: 'A live feed exists; its address was shown once, when it was made' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', nullable: true }),
  }),
});

const NewCalendarFeedRef = builder.objectRef<NewCalendarFeed>('NewCalendarFeed').implement({
  fields: (t) => ({
    studentId: t.exposeInt('studentId'),
    url: t.exposeString('url', { description: 'The feed address with its token: shown now, never again' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  calendarFeed: t.field({
    type: CalendarFeedRef,
    description: "Whether the student's schedule has a live calendar feed (parents of the family)",
    authScopes: { family: true },
    args: { studentId: t.arg.int({ required: true }) },
    resolve: (_root, { studentId }, ctx) => calendarFeedState(ctx.services, requireSignedIn(ctx.viewer), studentId),
  }),
}));

builder.mutationFields((t) => ({
  createCalendarFeed: t.field({
    type: NewCalendarFeedRef,
    description: "A new calendar feed address for the student's schedule; the previous one stops working",
    authScopes: { family: true },
    args: { studentId: t.arg.int({ required: true }) },
    resolve: (_root, { studentId }, ctx) => createCalendarFeed(ctx.services, requireSignedIn(ctx.viewer), studentId),
  }),
  revokeCalendarFeed: t.boolean({
    description: "Stops the student's calendar feed: its address answers 404 from now on",
    authScopes: { family: true },
    args: { studentId: t.arg.int({ required: true }) },
    resolve: (_root, { studentId }, ctx) => revokeCalendarFeed(ctx.services, requireSignedIn(ctx.viewer), studentId),
  }),
}));
