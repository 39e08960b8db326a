import { graphql, type ResultOf } from '../../graphql';

const NotificationFields = graphql(`
  fragment NotificationFields on Notification @_unmask {
    id
    kind
    title
    body
    link
    createdAt
    readAt
  }
`);

export const NotificationsQuery = graphql(
  `
    query Notifications($first: Int!, $after: Int) {
      notifications(first: $first, after: $after) {
        nodes {
          ...NotificationFields
        }
        hasMore
        endCursor
      }
    }
  `,
  [NotificationFields],
);

export type NotificationData = ResultOf<typeof NotificationsQuery>['notifications']['nodes'][number];

export const MarkNotificationReadMutation = graphql(
  `
    mutation MarkNotificationRead($id: Int!) {
      markNotificationRead(id: $id) {
        ...NotificationFields
      }
    }
  `,
  [NotificationFields],
);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

const PreferencesFields = graphql(`
  fragment NotificationPreferencesFields on NotificationPreferences @_unmask {
    gradeAlertPercent
    kinds {
      kind
      label
      offByAcademy
      channels {
        channel
        on
      }
    }
  }
`);

export const NotificationPreferencesQuery = graphql(
  `
    query NotificationPreferences {
      notificationPreferences {
        ...NotificationPreferencesFields
      }
    }
  `,
  [PreferencesFields],
);

export type PreferencesData = ResultOf<typeof NotificationPreferencesQuery>['notificationPreferences'];
export type KindPreferenceData = PreferencesData['kinds'][number];

export const SetNotificationPreferenceMutation = graphql(
  `
    mutation SetNotificationPreference($kind: NotificationKind!, $channel: NotificationChannel!, $on: Boolean!) {
      setNotificationPreference(kind: $kind, channel: $channel, on: $on) {
        ...NotificationPreferencesFields
      }
    }
  `,
  [PreferencesFields],
);

export const SetGradeAlertThresholdMutation = graphql(`
  mutation SetGradeAlertThreshold($percent: Int!) {
    setGradeAlertThreshold(percent: $percent)
  }
`);
