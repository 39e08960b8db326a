import { DomainError } from '../../graphql/errors.js';
import type { Viewer } from '../../modules/auth/viewer.js';

/**
 * Notifications are a person's own: anyone signed in reads and changes theirs, never another's.
 * A guest link only looks at someone else's account, so it has no bell and no preferences.
 */
export function requireNotificationOwner(viewer: Viewer | null): Viewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.isGuest) throw new DomainError('FORBIDDEN');
  return viewer;
}
