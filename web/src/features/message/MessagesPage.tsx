import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MessagesPanel } from './MessagesPanel';

/** /messages: the student's messages of every class, reached from the side bar. */
export default function MessagesPage() {
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Messages
      </Typography>
      <MessagesPanel classroomId={null} />
    </Box>
  );
}
