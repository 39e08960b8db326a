import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@solve/core/messages';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { errorMessage } from '../../components/errorMessage';
import { classLabel, type GradingItem, GradingQueueQuery } from './grading.documents';
import { GradingPanel } from './GradingPanel';
import { DismissibleAlert } from '../../components/DismissibleAlert';

/**
 * Grading written work: the answers awaiting a grade in the classes the employee teaches, oldest
 * first, by class and problem set. Alt+Down and Alt+Up move through the queue; Ctrl+Enter saves.
 */
/** What kind of work waits: written, offline, or a checked answer with work to look at. */
function chipLabel(item: GradingItem): string {
  if (item.reason === 'WORK_TO_SEE') return 'Work shown';
  if (item.problemType === 'OFFLINE') return 'Offline';
  return item.problemType === 'FREE_FORM' ? 'Written' : 'To grade';
}

export default function GradingPage() {
  const [params, setParams] = useSearchParams();
  const classroomId = Number(params.get('classroomId')) || null;
  const assignmentId = Number(params.get('assignmentId')) || null;
  const [index, setIndex] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(GradingQueueQuery, {
    variables: { classroomId, assignmentId },
    fetchPolicy: 'cache-and-network',
  });
  const queue = data?.gradingQueue;
  const items = queue?.items ?? [];
  const current = items[Math.min(index, Math.max(items.length - 1, 0))] ?? null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
      event.preventDefault();
      setIndex((at) => Math.max(0, Math.min(items.length - 1, at + (event.key === 'ArrowDown' ? 1 : -1))));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [items.length]);

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'classroomId') next.delete('assignmentId');
    setParams(next, { replace: true });
    setIndex(0);
  };

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
        Grading
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Answers waiting for a grade, and checked answers with a student&apos;s attachment or scratchpad to look at, oldest first. Alt+↓ and
        Alt+↑ move through the queue, Ctrl+Enter saves.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Class"
          value={classroomId ?? ''}
          onChange={(event) => setFilter('classroomId', event.target.value)}
          sx={{ minWidth: 240 }}
          size="small"
        >
          <MenuItem value="">All classes</MenuItem>
          {(queue?.classrooms ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.title} ({c.pending} to grade)
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Problem set"
          value={assignmentId ?? ''}
          onChange={(event) => setFilter('assignmentId', event.target.value)}
          sx={{ minWidth: 240 }}
          size="small"
        >
          <MenuItem value="">All problem sets</MenuItem>
          {(queue?.assignments ?? []).map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.title} ({a.pending})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DismissibleAlert severity="success" text={saved} onClose={() => setSaved(null)} />
      {!queue ? (
        loading ? (
          <PageSpinner />
        ) : (
          <Alert severity="error">{errorMessage(error, 'The grading queue could not be loaded. Please try again.')}</Alert>
        )
      ) : items.length === 0 ? (
        <Alert severity="info">{messages.GRADING_QUEUE_EMPTY}</Alert>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'flex-start' }}>
          <Paper variant="outlined" sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0, maxHeight: { md: '70vh' }, overflowY: 'auto' }}>
            <Typography sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>{queue.total} to grade</Typography>
            <List aria-label="Answers to grade" dense>
              {items.map((item, at) => (
                <ListItem key={item.responseId} disablePadding>
                  <ListItemButton selected={item === current} onClick={() => setIndex(at)}>
                    <ListItemText
                      primary={`${item.studentName} · problem ${item.problemNumber}`}
                      secondary={`${classLabel(item)} · ${item.lessonTitle} · ${item.setTitle}`}
                    />
                    <Chip size="small" label={chipLabel(item)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
          {current ? (
            <GradingPanel
              key={current.responseId}
              item={current}
              onSaved={(text) => {
                setSaved(text);
                void refetch();
              }}
            />
          ) : null}
        </Box>
      )}
    </Box>
  );
}
