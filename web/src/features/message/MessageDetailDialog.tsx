import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { errorMessage } from '../../components/errorMessage';
import { IssueChat } from './IssueChat';
import { IssueDetailQuery, MarkIssueReadMutation, StudentMessagesQuery, UnreadMessageCountQuery } from './message.documents';
import { MessageText } from './MessageText';
import { useDates } from '../../app/dates';

/** A message opened from the table: what was asked, the replies, and Close. Opening an unread reply marks it read. */
export function MessageDetailDialog({ issueId, onClose }: { issueId: number; onClose(): void }) {
  const dates = useDates();
  const { data, loading, error } = useQuery(IssueDetailQuery, { variables: { issueId }, fetchPolicy: 'network-only' });
  const [markRead] = useMutation(MarkIssueReadMutation, { refetchQueries: [StudentMessagesQuery, UnreadMessageCountQuery] });
  const detail = data?.issueDetail;
  const issue = detail?.issue;
  useEffect(() => {
    if (issue && issue.issueStatus === 'RESOLVED' && !issue.isRead) {
      void markRead({ variables: { issueId: issue.id, seenResolvedAt: issue.dateResolved } }).catch(() => undefined);
    }
  }, [issue, markRead]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="message-detail-title">
      <DialogTitle id="message-detail-title">
        {issue ? `${issue.typeLabel}${issue.lapCode ? ` ${issue.lapCode}` : ''}` : 'Message'}
      </DialogTitle>
      <DialogContent dividers>
        {!detail ? (
          loading ? (
            <CircularProgress aria-label="Loading the message" />
          ) : (
            <Alert severity="error">{errorMessage(error, 'This message could not be loaded. Please try again.')}</Alert>
          )
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {issue!.classroomTitle} · sent {dates.stamp(issue!.dateAssigned)} ·{' '}
              {issue!.issueStatus === 'RESOLVED' ? `answered ${dates.stamp(issue!.dateResolved)}` : 'waiting for an answer'}
            </Typography>
            {detail.problemText ? (
              <div>
                <Typography variant="subtitle2">Problem</Typography>
                <MessageText text={detail.problemText} variant="body2" />
              </div>
            ) : null}
            {detail.chat.length > 0 ? (
              <IssueChat chat={detail.chat} />
            ) : (
              <>
                <MessageText text={issue!.description} />
                {issue!.resolution ? (
                  <div>
                    <Typography variant="subtitle2">Reply</Typography>
                    <MessageText text={issue!.resolution} />
                  </div>
                ) : null}
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
