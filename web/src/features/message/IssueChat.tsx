import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MessageText } from './MessageText';
import { useDates } from '../../app/dates';

const WHO = { STUDENT: 'Student', ASSISTANT: 'Assistant', STAFF: 'Teacher' } as const;

/** The thread of a message, oldest first: the student's words on the left, staff replies on the right. */
export function IssueChat({ chat }: { chat: { id: number; author: keyof typeof WHO; text: string; at: string }[] }) {
  const dates = useDates();
  if (chat.length === 0) return null;
  return (
    <Box component="ol" aria-label="Conversation" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {chat.map((message) => (
        <Box
          component="li"
          key={message.id}
          sx={{
            alignSelf: message.author === 'STUDENT' ? 'flex-start' : 'flex-end',
            maxWidth: '85%',
            bgcolor: message.author === 'STUDENT' ? 'grey.100' : 'primary.50',
            border: 1,
            borderColor: message.author === 'STUDENT' ? 'grey.300' : 'primary.light',
            borderRadius: 2,
            px: 1.5,
            py: 1,
          }}
        >
          <Typography variant="caption" color="text.secondary">
            {WHO[message.author]} · {dates.stamp(message.at)}
          </Typography>
          <MessageText text={message.text} variant="body2" />
        </Box>
      ))}
    </Box>
  );
}
