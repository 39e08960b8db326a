import { useEffect } from 'react';
import { useUnreadMessageCount } from '../../features/message/useUnreadMessageCount';

/** Keeps the student's unread count live (through Apollo) and tells the side bar each new count. */
export function UnreadMessagesWatcher({ onChange }: { onChange(count: number): void }) {
  const unread = useUnreadMessageCount(true);
  useEffect(() => onChange(unread), [onChange, unread]);
  return null;
}
