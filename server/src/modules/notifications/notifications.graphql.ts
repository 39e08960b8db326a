import { NOTIFICATION_KIND_NAMES, type NotificationChannel } from '@solve/core/notification-kinds';
import { requireNotificationOwner } from '../../authorization/policies.js';
import { builder } from '../../graphql/builder.js';
import {
  MAX_PAGE,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_CHANGES_CHANNEL,
  type NotificationChange,
  type NotificationPage,
  notificationPage,
  type NotificationRow,
  unreadNotificationCount,
} from './inbox.service.js';
import {
  type ChannelPreference,
  type KindPreference,
  type NotificationPreferences,
  notificationPreferences,
  setGradeAlertThreshold,
  setNotificationPreference,
} from './preferences.service.js';
import { type Recipient, recipientOf } from './recipients.js';

const CHANNELS: readonly NotificationChannel[] = ['EMAIL', 'SMS'];
export const NotificationKindEnum = builder.enumType('NotificationKind', { values: NOTIFICATION_KIND_NAMES });
export const NotificationChannelEnum = builder.enumType('NotificationChannel', { values: CHANNELS });

/** The signed-in person whose notifications these are (a guest link has none). */
const recipientIn = (ctx: { viewer: Parameters<typeof requireNotificationOwner>[0] }): Recipient =>
  recipientOf(requireNotificationOwner(ctx.viewer));

/** Only this recipient's changes: another person's bell tells them nothing. */
async function* changesOf(changes: AsyncIterable<NotificationChange>, recipient: Recipient): AsyncGenerator<NotificationChange> {
  for await (const change of changes) if (change.type === recipient.type && change.id === recipient.id) yield change;
}

const NotificationRef = builder.objectRef<NotificationRow>('Notification').implement({
  description: 'One thing the signed-in person was told of (the bell)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.field({ type: NotificationKindEnum, resolve: ({ kind }) => kind as (typeof NOTIFICATION_KIND_NAMES)[number] }),
    studentId: t.exposeInt('studentId', { nullable: true }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    link: t.exposeString('link', { description: "The app's path it opens" }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
  }),
});

const NotificationPageRef = builder.objectRef<NotificationPage>('NotificationPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [NotificationRef], resolve: ({ nodes }) => nodes }),
    hasMore: t.exposeBoolean('hasMore'),
    endCursor: t.exposeInt('endCursor', { nullable: true, description: 'Pass as `after` for the next page' }),
  }),
});

const ChannelPreferenceRef = builder.objectRef<ChannelPreference>('NotificationChannelPreference').implement({
  fields: (t) => ({
    channel: t.field({ type: NotificationChannelEnum, resolve: ({ channel }) => channel }),
    on: t.exposeBoolean('on'),
  }),
});

const KindPreferenceRef = builder.objectRef<KindPreference>('NotificationKindPreference').implement({
  fields: (t) => ({
    kind: t.field({ type: NotificationKindEnum, resolve: ({ kind }) => kind }),
    label: t.exposeString('label'),
    offByAcademy: t.exposeBoolean('offByAcademy', { description: 'The academy sends this kind to no one' }),
    channels: t.field({ type: [ChannelPreferenceRef], resolve: ({ channels }) => channels }),
  }),
});

const PreferencesRef = builder.objectRef<NotificationPreferences>('NotificationPreferences').implement({
  fields: (t) => ({
    kinds: t.field({ type: [KindPreferenceRef], resolve: ({ kinds }) => kinds }),
    gradeAlertPercent: t.exposeInt('gradeAlertPercent', { nullable: true, description: "A parent's low-grade threshold; null for others" }),
  }),
});

builder.queryFields((t) => ({
  notifications: t.field({
    type: NotificationPageRef,
    description: "The signed-in person's notifications, newest first",
    authScopes: { signedIn: true },
    args: {
      first: t.arg.int({ defaultValue: 20, description: `At most ${MAX_PAGE}` }),
      after: t.arg.int({ description: "The previous page's endCursor" }),
    },
    resolve: (_root, { first, after }, ctx) => notificationPage(ctx.services, recipientIn(ctx), first ?? 20, after ?? null),
  }),
  unreadNotificationCount: t.int({
    description: "The bell's count",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => unreadNotificationCount(ctx.services, recipientIn(ctx)),
  }),
  notificationPreferences: t.field({
    type: PreferencesRef,
    description: "Each kind of the person's audience, on or off by each channel it uses",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => notificationPreferences(ctx.services, recipientIn(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  markNotificationRead: t.field({
    type: NotificationRef,
    description: 'One of my notifications read',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => markNotificationRead(ctx.services, recipientIn(ctx), id),
  }),
  markAllNotificationsRead: t.int({
    description: 'All my notifications read; answers how many were unread',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => markAllNotificationsRead(ctx.services, recipientIn(ctx)),
  }),
  setNotificationPreference: t.field({
    type: PreferencesRef,
    description: 'One kind on or off by one channel; answers the preferences',
    authScopes: { signedIn: true },
    args: {
      kind: t.arg({ type: NotificationKindEnum, required: true }),
      channel: t.arg({ type: NotificationChannelEnum, required: true }),
      on: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, { kind, channel, on }, ctx) => {
      const recipient = recipientIn(ctx);
      await setNotificationPreference(ctx.services, recipient, kind, channel, on);
      return notificationPreferences(ctx.services, recipient);
    },
  }),
  setGradeAlertThreshold: t.int({
    description: "A parent's low-grade threshold, a whole percent from 0 to 100",
    authScopes: { signedIn: true },
    args: { percent: t.arg.int({ required: true }) },
    resolve: (_root, { percent }, ctx) => setGradeAlertThreshold(ctx.services, recipientIn(ctx), percent),
  }),
}));

builder.subscriptionFields((t) => ({
  unreadNotificationCountChanged: t.int({
    description: "The signed-in person's unread count, sent again whenever it may have changed (any instance)",
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) =>
      changesOf(ctx.services.pubsub.subscribe<NotificationChange>(NOTIFICATION_CHANGES_CHANNEL), recipientIn(ctx)),
    resolve: (_change, _args, ctx) => unreadNotificationCount(ctx.services, recipientIn(ctx)),
  }),
}));
