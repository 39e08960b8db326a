import { NOTIFICATION_CHANGES_CHANNEL, type NotificationChange } from '../modules/notifications/inbox.service.js';
import { but, everyone, type MatrixRow, SIGNED_IN } from './expectations.js';

/** Everyone signed in has their own bell and preferences; what a call may change is only the caller's own. */
const ALLOWED = but(everyone('allowed'), { signedOut: 'NOT_SIGNED_IN' });

export const NOTIFICATIONS_ROWS: MatrixRow[] = [
  { operation: 'notifications', document: `{ notifications(first: 5) { hasMore endCursor nodes { id } } }`, expect: SIGNED_IN },
  { operation: 'unreadNotificationCount', document: `{ unreadNotificationCount }`, expect: SIGNED_IN },
  { operation: 'notificationPreferences', document: `{ notificationPreferences { gradeAlertPercent kinds { kind } } }`, expect: SIGNED_IN },
  {
    // No one's notification has id 0: each caller looks among their own only.
    operation: 'markNotificationRead',
    document: `mutation { markNotificationRead(id: 0) { id } }`,
    expect: but(everyone('NOTIFICATION_NOT_FOUND'), { signedOut: 'NOT_SIGNED_IN' }),
  },
  { operation: 'markAllNotificationsRead', document: `mutation { markAllNotificationsRead }`, expect: SIGNED_IN },
  {
    // A family kind, set to its default: parents change their own; students and staff are not offered it.
    operation: 'setNotificationPreference',
    document: `mutation { setNotificationPreference(kind: ABSENT, channel: EMAIL, on: true) { gradeAlertPercent } }`,
    expect: ALLOWED,
  },
  {
    operation: 'setGradeAlertThreshold',
    document: `mutation { setGradeAlertThreshold(percent: 70) }`,
    expect: ALLOWED,
  },
  {
    // Each person's own count, live.
    operation: 'unreadNotificationCountChanged',
    document: `subscription { unreadNotificationCountChanged }`,
    trigger: (services, s) => {
      const everyViewer: NotificationChange[] = [
        { type: 'STUDENT', id: s.studentId },
        { type: 'STUDENT', id: s.otherStudentId },
        { type: 'FAMILY_MEMBER', id: s.parentMemberId },
        { type: 'FAMILY_MEMBER', id: s.otherParentMemberId },
        ...[s.teacherId, s.instructorId, s.adminId, s.officeId].map((id) => ({ type: 'EMPLOYEE' as const, id })),
      ];
      return Promise.all(everyViewer.map((change) => services.pubsub.publish(NOTIFICATION_CHANGES_CHANNEL, change)));
    },
    expect: SIGNED_IN,
  },
];
