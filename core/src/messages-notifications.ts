/** Notification texts: the bell, the preferences and the low-grade threshold. */
export const notificationMessages = {
  NOTIFICATION_NOT_FOUND: 'That notification was not found.',
  NOTIFICATION_KIND_NOT_OFFERED: 'That kind of notification is not offered for your account.',
  NOTIFICATION_CHANNEL_NOT_OFFERED: 'That kind of notification is not sent that way.',
  GRADE_ALERT_PARENTS_ONLY: 'Only a parent can set the grade alert threshold.',
  GRADE_ALERT_RANGE: 'The grade alert threshold must be a whole percent from 0 to 100.',
  /** What is wrong with a template an admin wants to save, in core's words (notification-wording.ts). */
  NOTIFICATION_TEMPLATE_INVALID: '{problem}',
} as const;
