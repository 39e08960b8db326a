// The admin's Notifications page: admins only. The writes change nothing in the demo academy: a kind
// turned on that is on, a template refused for naming a variable its message does not offer, and a
// reset of a message the demo academy never reworded.
import { ADMINS, but, type MatrixRow } from './expectations.js';

export const NOTIFICATIONS_ADMIN_ROWS: MatrixRow[] = [
  { operation: 'notificationKindSwitches', document: `{ notificationKindSwitches { kind on } }`, expect: ADMINS },
  { operation: 'notificationTemplates', document: `{ notificationTemplates { message customized } }`, expect: ADMINS },
  {
    operation: 'notificationTemplatePreview',
    document: `{ notificationTemplatePreview(message: ABSENT, subject: "{{firstName}}", text: "{{student}}", sms: "{{student}}") { sms smsSegments } }`,
    expect: ADMINS,
  },
  {
    operation: 'notificationDeliveryLog',
    document: `{ notificationDeliveryLog(first: 5) { hasMore nodes { id } statusCounts { status count } } }`,
    expect: ADMINS,
  },
  { operation: 'setNotificationKindOn', document: `mutation { setNotificationKindOn(kind: ABSENT, on: true) { on } }`, expect: ADMINS },
  {
    operation: 'saveNotificationTemplate',
    document: `mutation { saveNotificationTemplate(message: ABSENT, subject: "{{nobody}}", text: "x", sms: "x") { customized } }`,
    expect: but(ADMINS, { admin: 'NOTIFICATION_TEMPLATE_INVALID' }),
  },
  {
    operation: 'resetNotificationTemplate',
    document: `mutation { resetNotificationTemplate(message: STAFF_DAILY) { customized } }`,
    expect: ADMINS,
  },
];
