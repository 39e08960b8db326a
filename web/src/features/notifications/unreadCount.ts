import { useSyncExternalStore } from 'react';
import { requestGraphQL } from '../../app/graphql/request';
import { UnreadNotificationCountChangedSubscription, UnreadNotificationCountQuery } from './bell.documents';

/**
 * The signed-in person's unread notifications, one count for the bell and the pages: asked once by
 * the plain request (no Apollo: the bell is in every header), then kept live by the server's
 * announcements over the app's one live connection, which any instance's change reaches. Asked
 * again when that connection comes back (announcements meanwhile were missed) and after this
 * page's own marks. Followed while a component shows it; forgotten when none does (a sign-out).
 */

type Listener = () => void;

let count: number | undefined;
const listeners = new Set<Listener>();
/** Bumped by every live value: an answer asked for before it is older and is dropped. */
let liveVersion = 0;
let following: { ask(): void; stop(): void } | null = null;

function set(next: number) {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

function follow(): { ask(): void; stop(): void } {
  let ended = false;
  let stopLive = () => undefined as void;
  const ask = () => {
    const asked = liveVersion;
    requestGraphQL(UnreadNotificationCountQuery, {}).then(
      ({ unreadNotificationCount }) => {
        if (!ended && asked === liveVersion) set(unreadNotificationCount);
      },
      // Without an answer the badge stays as it was; the next announcement corrects it.
      () => undefined,
    );
  };
  ask();
  import('../../app/graphql/live').then(
    ({ liveClient, subscribe }) => {
      if (ended) return;
      let connections = 0;
      // The first connection follows the first answer; a later one is a reconnection after a gap.
      const offConnected = liveClient().on('connected', () => {
        connections += 1;
        if (connections > 1) ask();
      });
      const unsubscribe = subscribe(UnreadNotificationCountChangedSubscription, (data) => {
        liveVersion += 1;
        set(data.unreadNotificationCountChanged);
      });
      stopLive = () => {
        offConnected();
        unsubscribe();
      };
    },
    // The live connection's code failing to load leaves the first count; a later visit tries again.
    () => undefined,
  );
  return {
    ask,
    stop() {
      ended = true;
      stopLive();
    },
  };
}

function subscribeToCount(listener: Listener): () => void {
  listeners.add(listener);
  following ??= follow();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      following?.stop();
      following = null;
      count = undefined;
    }
  };
}

const snapshot = () => count;

/** The unread count, undefined until the first answer; followed while the component shows. */
export function useUnreadNotificationCount(): number | undefined {
  return useSyncExternalStore(subscribeToCount, snapshot, snapshot);
}

/** Asks the count again now (after this page marked something read), when it is being followed. */
export function refreshUnreadNotificationCount(): void {
  following?.ask();
}
