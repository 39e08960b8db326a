export { IssueChat } from './IssueChat';
export { IssueDetailQuery, ReplyToIssueMutation, StaffInboxQuery, StudentMessagesQuery } from './message.documents';
export { MessagesPanel } from './MessagesPanel';
export { MessageText } from './MessageText';
