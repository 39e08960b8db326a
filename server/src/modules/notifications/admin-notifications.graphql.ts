import { NOTIFICATION_MESSAGE_NAMES } from '@solve/core/notification-wording';
import type { NotificationAudience } from '@solve/core/notification-kinds';
import { requireAdminViewer } from '../../authorization/policies.js';
import { builder } from '../../graphql/builder.js';
import {
  DELIVERY_STATUSES,
  type DeliveryFilter,
  type DeliveryPage,
  deliveryPage,
  type DeliveryRow,
  deliveryStatusCounts,
  MAX_DELIVERY_PAGE,
  type StatusCount,
} from './admin-deliveries.service.js';
import { type KindSwitch, kindSwitches, setKindOn } from './admin-switches.service.js';
import {
  type MessageTemplateView,
  messageTemplates,
  previewMessageTemplate,
  resetMessageTemplate,
  saveMessageTemplate,
  type SavedParts,
  type TemplatePreview,
  type TemplateProblem,
  type TemplateVariable,
} from './admin-templates.service.js';
import { NotificationChannelEnum, NotificationKindEnum } from './notifications.graphql.js';
import { RECIPIENT_TYPES } from './recipients.js';

// The admin's Notifications page: which kinds the academy sends, the wording of each message, and
// what was sent to whom. Admins only, as every back-office page but the classes.

const AUDIENCES: readonly NotificationAudience[] = ['FAMILY', 'STUDENT', 'STAFF'];
const AudienceEnum = builder.enumType('NotificationAudience', { values: AUDIENCES });
const MessageEnum = builder.enumType('NotificationMessage', {
  description: 'One message of a kind (a kind may have several, such as a grade and a comment)',
  values: NOTIFICATION_MESSAGE_NAMES,
});
const TemplatePartEnum = builder.enumType('NotificationTemplatePart', { values: ['subject', 'text', 'sms'] as const });
const DeliveryStatusEnum = builder.enumType('NotificationDeliveryStatus', {
  description: 'HELD: a text waiting for the end of the quiet hours',
  values: DELIVERY_STATUSES,
});
const RecipientTypeEnum = builder.enumType('NotificationRecipientType', { values: RECIPIENT_TYPES });

const KindSwitchRef = builder.objectRef<KindSwitch>('NotificationKindSwitch').implement({
  description: 'A kind of notification and whether the academy sends it',
  fields: (t) => ({
    kind: t.field({ type: NotificationKindEnum, resolve: ({ kind }) => kind }),
    label: t.exposeString('label'),
    audience: t.field({ type: AudienceEnum, resolve: ({ audience }) => audience }),
    channels: t.field({ type: [NotificationChannelEnum], resolve: ({ channels }) => [...channels] }),
    on: t.exposeBoolean('on', { description: 'Off: sent to no one, whatever they chose' }),
  }),
});

const PartsRef = builder.objectRef<{ subject: string; text: string; sms: string }>('NotificationTemplateParts').implement({
  fields: (t) => ({ subject: t.exposeString('subject'), text: t.exposeString('text'), sms: t.exposeString('sms') }),
});

const SavedPartsRef = builder.objectRef<SavedParts>('NotificationSavedParts').implement({
  description: "The academy's own parts; null keeps the default",
  fields: (t) => ({
    subject: t.exposeString('subject', { nullable: true }),
    text: t.exposeString('text', { nullable: true }),
    sms: t.exposeString('sms', { nullable: true }),
  }),
});

const VariableRef = builder.objectRef<TemplateVariable>('NotificationTemplateVariable').implement({
  fields: (t) => ({ name: t.exposeString('name'), description: t.exposeString('description') }),
});

const TemplateRef = builder.objectRef<MessageTemplateView>('NotificationTemplate').implement({
  description: "A message's wording: core's defaults and the academy's saved parts",
  fields: (t) => ({
    message: t.field({ type: MessageEnum, resolve: ({ message }) => message }),
    kind: t.field({ type: NotificationKindEnum, resolve: ({ kind }) => kind }),
    label: t.exposeString('label'),
    variables: t.field({ type: [VariableRef], description: 'Each `{{name}}` it may use', resolve: ({ variables }) => variables }),
    defaults: t.field({ type: PartsRef, resolve: ({ defaults }) => defaults }),
    saved: t.field({ type: SavedPartsRef, resolve: ({ saved }) => saved }),
    customized: t.exposeBoolean('customized'),
  }),
});

const ProblemRef = builder.objectRef<TemplateProblem>('NotificationTemplateProblem').implement({
  fields: (t) => ({ part: t.field({ type: TemplatePartEnum, resolve: ({ part }) => part }), message: t.exposeString('message') }),
});

const PreviewRef = builder.objectRef<TemplatePreview>('NotificationTemplatePreview').implement({
  fields: (t) => ({
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    sms: t.exposeString('sms', { description: "As sent: the academy's name in front, a link after, one segment where possible" }),
    smsSegments: t.exposeInt('smsSegments'),
    smsEncoding: t.exposeString('smsEncoding', { description: 'GSM-7 (160 a segment) or UCS-2 (70)' }),
    problems: t.field({ type: [ProblemRef], description: 'Why a part could not be saved as it is', resolve: ({ problems }) => problems }),
  }),
});

const DeliveryRef = builder.objectRef<DeliveryRow>('NotificationDelivery').implement({
  description: 'One mail or text a notification sent',
  fields: (t) => ({
    id: t.exposeInt('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    recipientType: t.field({ type: RecipientTypeEnum, resolve: ({ recipientType }) => recipientType }),
    recipientId: t.exposeInt('recipientId'),
    recipientName: t.exposeString('recipientName', { nullable: true }),
    address: t.exposeString('address'),
    kind: t.field({ type: NotificationKindEnum, resolve: ({ kind }) => kind as (typeof NotificationKindEnum)['$inferType'] }),
    title: t.exposeString('title'),
    channel: t.field({ type: NotificationChannelEnum, resolve: ({ channel }) => channel }),
    status: t.field({ type: DeliveryStatusEnum, resolve: ({ status }) => status }),
    error: t.exposeString('error', { nullable: true, description: 'The last failure; addresses and long numbers masked' }),
    sendAt: t.expose('sendAt', { type: 'DateTime', description: 'When it may go (after the quiet hours for a held text)' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
  }),
});

const StatusCountRef = builder.objectRef<StatusCount>('NotificationDeliveryStatusCount').implement({
  fields: (t) => ({ status: t.field({ type: DeliveryStatusEnum, resolve: ({ status }) => status }), count: t.exposeInt('count') }),
});

type LogPage = DeliveryPage & { filter: DeliveryFilter };

const DeliveryLogRef = builder.objectRef<LogPage>('NotificationDeliveryLog').implement({
  fields: (t) => ({
    nodes: t.field({ type: [DeliveryRef], resolve: ({ nodes }) => nodes }),
    hasMore: t.exposeBoolean('hasMore'),
    endCursor: t.exposeInt('endCursor', { nullable: true, description: 'Pass as `after` for the next page' }),
    statusCounts: t.field({
      type: [StatusCountRef],
      description: 'Every status with how many match the kind and channel filters',
      resolve: ({ filter }, _args, ctx) => deliveryStatusCounts(ctx.services, filter),
    }),
  }),
});

builder.queryFields((t) => ({
  notificationKindSwitches: t.field({
    type: [KindSwitchRef],
    description: 'Every kind of notification and whether the academy sends it: admins',
    authScopes: { employee: true },
    resolve: (_root, _args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return kindSwitches(ctx.services);
    },
  }),
  notificationTemplates: t.field({
    type: [TemplateRef],
    description: "Every message's wording: admins",
    authScopes: { employee: true },
    resolve: (_root, _args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return messageTemplates(ctx.services);
    },
  }),
  notificationTemplatePreview: t.field({
    type: PreviewRef,
    description: "Given parts filled with the message's sample values, as they would be sent; saves nothing: admins",
    authScopes: { employee: true },
    args: {
      message: t.arg({ type: MessageEnum, required: true }),
      subject: t.arg.string({ required: true }),
      text: t.arg.string({ required: true }),
      sms: t.arg.string({ required: true }),
    },
    resolve: (_root, { message, ...parts }, ctx) => {
      requireAdminViewer(ctx.viewer);
      return previewMessageTemplate(ctx.services, message, parts);
    },
  }),
  notificationDeliveryLog: t.field({
    type: DeliveryLogRef,
    description: 'Every mail and text sent or to be sent, newest first: admins',
    authScopes: { employee: true },
    args: {
      status: t.arg({ type: DeliveryStatusEnum }),
      kind: t.arg({ type: NotificationKindEnum }),
      channel: t.arg({ type: NotificationChannelEnum }),
      first: t.arg.int({ defaultValue: 50, description: `At most ${MAX_DELIVERY_PAGE}` }),
      after: t.arg.int({ description: "The previous page's endCursor" }),
    },
    resolve: async (_root, args, ctx) => {
      requireAdminViewer(ctx.viewer);
      const filter = { status: args.status ?? null, kind: args.kind ?? null, channel: args.channel ?? null };
      return { ...(await deliveryPage(ctx.services, filter, args.first ?? 50, args.after ?? null)), filter };
    },
  }),
}));

builder.mutationFields((t) => ({
  setNotificationKindOn: t.field({
    type: KindSwitchRef,
    description: 'Turns a kind on or off for the whole academy (setting it again changes nothing): admins',
    authScopes: { employee: true },
    args: { kind: t.arg({ type: NotificationKindEnum, required: true }), on: t.arg.boolean({ required: true }) },
    resolve: (_root, { kind, on }, ctx) => setKindOn(ctx.services, requireAdminViewer(ctx.viewer), kind, on),
  }),
  saveNotificationTemplate: t.field({
    type: TemplateRef,
    description: 'Saves the wording of a message; a part equal to the default is kept as the default: admins',
    authScopes: { employee: true },
    args: {
      message: t.arg({ type: MessageEnum, required: true }),
      subject: t.arg.string({ required: true }),
      text: t.arg.string({ required: true }),
      sms: t.arg.string({ required: true }),
    },
    resolve: (_root, { message, ...parts }, ctx) => saveMessageTemplate(ctx.services, requireAdminViewer(ctx.viewer), message, parts),
  }),
  resetNotificationTemplate: t.field({
    type: TemplateRef,
    description: 'A message back to the default wording: admins',
    authScopes: { employee: true },
    args: { message: t.arg({ type: MessageEnum, required: true }) },
    resolve: (_root, { message }, ctx) => resetMessageTemplate(ctx.services, requireAdminViewer(ctx.viewer), message),
  }),
}));
