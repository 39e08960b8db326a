import {
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type NotificationAudience,
  type NotificationChannel,
  type NotificationKind,
} from '@solve/core/notification-kinds';
import { eq } from 'drizzle-orm';
import { notificationAcademyOff } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { academyOffKinds } from './recipients.js';

/** One kind as the admin's switches show it: on means the academy sends it to whoever wants it. */
export interface KindSwitch {
  kind: NotificationKind;
  label: string;
  audience: NotificationAudience;
  channels: readonly NotificationChannel[];
  on: boolean;
}

/** Every kind, in core's order, with whether the academy sends it. */
export async function kindSwitches(services: Services): Promise<KindSwitch[]> {
  const off = await academyOffKinds(services.db);
  return NOTIFICATION_KIND_NAMES.map((kind) => switchOf(kind, !off.has(kind)));
}

function switchOf(kind: NotificationKind, on: boolean): KindSwitch {
  const { label, audience, channels } = NOTIFICATION_KINDS[kind];
  return { kind, label, audience, channels, on };
}

/**
 * Turns a kind on or off for everyone. Setting what is already set changes nothing and records
 * nothing; a change is recorded in the audit log in the same transaction.
 */
export async function setKindOn(services: Services, viewer: EmployeeViewer, kind: NotificationKind, on: boolean): Promise<KindSwitch> {
  return services.db.transaction(async (tx) => {
    const changed = on
      ? await tx.delete(notificationAcademyOff).where(eq(notificationAcademyOff.kind, kind)).returning()
      : await tx.insert(notificationAcademyOff).values({ kind, createdAt: services.now() }).onConflictDoNothing().returning();
    if (changed.length) {
      await recordAudit(tx, viewer, {
        action: 'notification-kind.switch',
        entityType: 'notification-kind',
        entityId: kind,
        before: { on: !on },
        after: { on },
      });
    }
    return switchOf(kind, on);
  });
}
