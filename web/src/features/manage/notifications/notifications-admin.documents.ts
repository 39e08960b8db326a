import { graphql, type ResultOf } from '../../../graphql';

export const KindSwitchesQuery = graphql(`
  query NotificationKindSwitches {
    notificationKindSwitches {
      kind
      label
      audience
      channels
      on
    }
  }
`);

export const SetKindOnMutation = graphql(`
  mutation SetNotificationKindOn($kind: NotificationKind!, $on: Boolean!) {
    setNotificationKindOn(kind: $kind, on: $on) {
      kind
      on
    }
  }
`);

export const TemplateFields = graphql(`
  fragment NotificationTemplateFields on NotificationTemplate {
    message
    kind
    label
    customized
    variables {
      name
      description
    }
    defaults {
      subject
      text
      sms
    }
    saved {
      subject
      text
      sms
    }
  }
`);

export const TemplatesQuery = graphql(
  `
    query NotificationTemplates {
      notificationTemplates {
        ...NotificationTemplateFields
      }
    }
  `,
  [TemplateFields],
);

export const SaveTemplateMutation = graphql(
  `
    mutation SaveNotificationTemplate($message: NotificationMessage!, $subject: String!, $text: String!, $sms: String!) {
      saveNotificationTemplate(message: $message, subject: $subject, text: $text, sms: $sms) {
        ...NotificationTemplateFields
      }
    }
  `,
  [TemplateFields],
);

export const ResetTemplateMutation = graphql(
  `
    mutation ResetNotificationTemplate($message: NotificationMessage!) {
      resetNotificationTemplate(message: $message) {
        ...NotificationTemplateFields
      }
    }
  `,
  [TemplateFields],
);

export const TemplatePreviewQuery = graphql(`
  query NotificationTemplatePreview($message: NotificationMessage!, $subject: String!, $text: String!, $sms: String!) {
    notificationTemplatePreview(message: $message, subject: $subject, text: $text, sms: $sms) {
      subject
      text
      sms
      smsSegments
      smsEncoding
    }
  }
`);

export const DeliveryLogQuery = graphql(`
  query NotificationDeliveryLog(
    $status: NotificationDeliveryStatus
    $kind: NotificationKind
    $channel: NotificationChannel
    $first: Int
    $after: Int
  ) {
    notificationDeliveryLog(status: $status, kind: $kind, channel: $channel, first: $first, after: $after) {
      hasMore
      endCursor
      nodes {
        id
        createdAt
        recipientType
        recipientName
        address
        kind
        title
        channel
        status
        error
        sendAt
        sentAt
      }
      statusCounts {
        status
        count
      }
    }
  }
`);

export type KindSwitch = ResultOf<typeof KindSwitchesQuery>['notificationKindSwitches'][number];
export type MessageTemplateData = ResultOf<typeof TemplateFields>;
export type DeliveryLog = ResultOf<typeof DeliveryLogQuery>['notificationDeliveryLog'];
export type Delivery = DeliveryLog['nodes'][number];
export type DeliveryStatus = Delivery['status'];
