import type { NotificationAudience } from '@solve/core/notification-kinds';
import type { Delivery, DeliveryStatus } from './notifications-admin.documents';

/** The switches' groups, in the order the page shows them. */
export const AUDIENCE_GROUPS: readonly { audience: NotificationAudience; label: string }[] = [
  { audience: 'FAMILY', label: 'Families' },
  { audience: 'STUDENT', label: 'Students' },
  { audience: 'STAFF', label: 'Staff' },
];

export const STATUS_LABELS: Record<DeliveryStatus, string> = {
  QUEUED: 'Queued',
  HELD: 'Held for the morning',
  SENT: 'Sent',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

export const STATUS_COLORS: Record<DeliveryStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  QUEUED: 'info',
  HELD: 'warning',
  SENT: 'success',
  FAILED: 'error',
  CANCELLED: 'default',
};

export const CHANNEL_LABELS: Record<Delivery['channel'], string> = { EMAIL: 'E-mail', SMS: 'Text message' };

export const RECIPIENT_LABELS: Record<Delivery['recipientType'], string> = {
  FAMILY_MEMBER: 'Parent',
  STUDENT: 'Student',
  EMPLOYEE: 'Staff',
};
