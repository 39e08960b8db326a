import { graphql, type ResultOf } from '../../graphql';

const IssueFields = graphql(`
  fragment IssueFields on Issue @_unmask {
    id
    issueType
    typeLabel
    issueStatus
    isRead
    description
    resolution
    lapCode
    dateAssigned
    dateResolved
    from
    responder
    classroomId
    classroomTitle
  }
`);

export const StudentMessagesQuery = graphql(
  `
    query StudentMessages($classroomId: Int) {
      studentMessages(classroomId: $classroomId) {
        classroomId
        unreadCount
        asOf
        items {
          ...IssueFields
        }
      }
    }
  `,
  [IssueFields],
);

export type IssueData = ResultOf<typeof StudentMessagesQuery>['studentMessages']['items'][number];

export const IssueDetailQuery = graphql(
  `
    query IssueDetail($issueId: Int!) {
      issueDetail(issueId: $issueId) {
        issue {
          ...IssueFields
        }
        problemText
        problemImageUrl
        studentAnswer
        chat {
          id
          author
          text
          at
        }
      }
    }
  `,
  [IssueFields],
);

export const UnreadMessageCountQuery = graphql(`
  query UnreadMessageCount {
    unreadMessageCount
  }
`);

export const UnreadMessagesChangedSubscription = graphql(`
  subscription UnreadMessagesChanged {
    onUnreadMessagesChanged
  }
`);

export const SendIssueMutation = graphql(
  `
    mutation SendIssue($classroomId: Int!, $issueType: IssueType!, $description: String!, $assignmentId: Int) {
      sendIssue(classroomId: $classroomId, issueType: $issueType, description: $description, assignmentId: $assignmentId) {
        ...IssueFields
      }
    }
  `,
  [IssueFields],
);

export const MarkIssueReadMutation = graphql(
  `
    mutation MarkIssueRead($issueId: Int!, $seenResolvedAt: DateTime) {
      markIssueRead(issueId: $issueId, seenResolvedAt: $seenResolvedAt) {
        ...IssueFields
      }
    }
  `,
  [IssueFields],
);

export const MarkAllIssuesReadMutation = graphql(`
  mutation MarkAllIssuesRead($classroomId: Int!, $asOf: DateTime!) {
    markAllIssuesRead(classroomId: $classroomId, asOf: $asOf)
  }
`);

export const StaffInboxQuery = graphql(
  `
    query StaffInbox($classroomId: Int, $issueType: IssueType, $issueStatus: IssueStatus, $offset: Int) {
      staffInbox(classroomId: $classroomId, issueType: $issueType, issueStatus: $issueStatus, offset: $offset) {
        total
        items {
          ...IssueFields
        }
        classrooms {
          id
          title
          openCount
        }
      }
    }
  `,
  [IssueFields],
);

export const ReplyToIssueMutation = graphql(
  `
    mutation ReplyToIssue($issueId: Int!, $resolution: String!) {
      replyToIssue(issueId: $issueId, resolution: $resolution) {
        ...IssueFields
      }
    }
  `,
  [IssueFields],
);
