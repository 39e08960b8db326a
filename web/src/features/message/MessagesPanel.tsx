import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatMessage, messages } from '@solve/core/messages';
import { useState } from 'react';
import { errorMessage } from '../../components/errorMessage';
import type { LessonCardData } from '../classroom';
import { MarkAllIssuesReadMutation, StudentMessagesQuery, UnreadMessageCountQuery } from './message.documents';
import { MessageDetailDialog } from './MessageDetailDialog';
import { MessagesTable } from './MessagesTable';
import { SendMessageDialog } from './SendMessageDialog';
import { NotLoaded } from '../../components/NotLoaded';
import { DismissibleAlert } from '../../components/DismissibleAlert';

/**
 * A student's messages: of one class (the MESSAGES tab, where they can also write) or of all
 * classes (the side bar's page), with 'Unread Messages: n' and 'Mark All As Read'.
 */
export function MessagesPanel({ classroomId, lessons }: { classroomId: number | null; lessons?: LessonCardData[] }) {
  const { data, loading, error, refetch } = useQuery(StudentMessagesQuery, {
    variables: { classroomId },
    fetchPolicy: 'cache-and-network',
  });
  const [markAll, marking] = useMutation(MarkAllIssuesReadMutation, { refetchQueries: [StudentMessagesQuery, UnreadMessageCountQuery] });
  const [open, setOpen] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!data)
    return <NotLoaded loading={loading} error={error} fallback="Your messages could not be loaded. Please try again." onRetry={refetch} />;
  const { unreadCount, items, asOf } = data.studentMessages;
  const onMarkAll = async () => {
    setProblem(null);
    try {
      if (classroomId !== null) await markAll({ variables: { classroomId, asOf } });
      else {
        const classes = [...new Set(items.filter((i) => i.classroomId !== null).map((i) => i.classroomId!))];
        for (const id of classes) await markAll({ variables: { classroomId: id, asOf } });
      }
    } catch (e) {
      setProblem(errorMessage(e, 'Your messages could not be marked as read. Please try again.'));
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Chip label={formatMessage('UNREAD_MESSAGES', { count: unreadCount })} color={unreadCount > 0 ? 'secondary' : 'default'} />
        <Button variant="outlined" size="small" onClick={() => void onMarkAll()} disabled={unreadCount === 0 || marking.loading}>
          {messages.MARK_ALL_READ}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {classroomId !== null && lessons ? (
          <Button variant="contained" size="small" onClick={() => setWriting(true)}>
            Write to your teachers
          </Button>
        ) : null}
      </Box>
      <DismissibleAlert severity="success" text={notice} onClose={() => setNotice(null)} />
      <DismissibleAlert severity="error" text={problem} onClose={() => setProblem(null)} />
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {messages.NO_MESSAGES}
        </Typography>
      ) : (
        <MessagesTable items={items} onOpen={(issue) => setOpen(issue.id)} showClass={classroomId === null} />
      )}
      {open !== null ? <MessageDetailDialog issueId={open} onClose={() => setOpen(null)} /> : null}
      {writing && classroomId !== null && lessons ? (
        <SendMessageDialog
          classroomId={classroomId}
          lessons={lessons}
          onClose={(sent) => {
            setWriting(false);
            if (sent) setNotice(messages.CORRECTION_SENT);
          }}
        />
      ) : null}
    </Box>
  );
}
