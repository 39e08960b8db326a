import { graphql } from '../../graphql';

// Apart from the pages' documents: the bell in every header loads only these.
export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const UnreadNotificationCountChangedSubscription = graphql(`
  subscription UnreadNotificationCountChanged {
    unreadNotificationCountChanged
  }
`);
