import { useApolloClient, useSubscription } from '@apollo/client/react';
import { StudentMessagesQuery, UnreadMessageCountQuery, UnreadMessagesChangedSubscription } from './message.documents';
import { useDrawnQuery } from '../../app/drawnQuery';

/**
 * The student's unread replies over all classes, kept live: the server announces every reply and
 * read over graphql-ws, and the open message lists are read again. Mounted once, in the side bar.
 */
export function useUnreadMessageCount(enabled: boolean): number {
  const client = useApolloClient();
  const { data } = useDrawnQuery(UnreadMessageCountQuery, { skip: !enabled, fetchPolicy: 'cache-and-network' });
  useSubscription(UnreadMessagesChangedSubscription, {
    skip: !enabled,
    onData: ({ data: event }) => {
      const count = event.data?.onUnreadMessagesChanged;
      if (typeof count === 'number') client.writeQuery({ query: UnreadMessageCountQuery, data: { unreadMessageCount: count } });
      void client.refetchQueries({ include: [StudentMessagesQuery] });
    },
  });
  return data?.unreadMessageCount ?? 0;
}
