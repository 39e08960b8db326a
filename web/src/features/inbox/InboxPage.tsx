import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ISSUE_STATUS_LABELS, ISSUE_TYPE_LABELS, type IssueStatus, type IssueType } from '@solve/core/classroom-tabs';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { errorMessage } from '../../components/errorMessage';
import { textLimitProps } from '../../components/TextLimit';
import { IssueChat, IssueDetailQuery, MessageText, ReplyToIssueMutation, StaffInboxQuery } from '../message';
import { useDates } from '../../app/dates';

function ReplyPanel({ issueId, onReplied }: { issueId: number; onReplied(): void }) {
  const dates = useDates();
  const { data, loading, error, refetch } = useQuery(IssueDetailQuery, { variables: { issueId }, fetchPolicy: 'network-only' });
  const [reply, replying] = useMutation(ReplyToIssueMutation);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const detail = data?.issueDetail;
  if (!detail) {
    if (loading) return <CircularProgress aria-label="Loading the message" />;
    return <Alert severity="error">{errorMessage(error, 'This message could not be loaded. Please try again.')}</Alert>;
  }
  const { issue } = detail;
  const send = async () => {
    if (text.trim() === '') return setProblem(messages.REPLY_REQUIRED);
    setProblem(null);
    try {
      await reply({ variables: { issueId, resolution: text } });
      setText('');
      await refetch();
      onReplied();
    } catch (e) {
      setProblem(errorMessage(e, 'Your reply could not be sent. Please try again.'));
    }
  };
  return (
    <Stack spacing={2} component="section" aria-label="Message and reply">
      <div>
        <Typography variant="h6" component="h2">
          {issue.from} · {issue.typeLabel}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {issue.classroomTitle} · {issue.lapCode ?? 'whole class'} · sent {dates.stamp(issue.dateAssigned)}
        </Typography>
      </div>
      {detail.problemText ? (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2">Problem</Typography>
          <MessageText text={detail.problemText} variant="body2" />
          {detail.problemImageUrl ? (
            <Box component="img" src={detail.problemImageUrl} alt="The problem" sx={{ maxWidth: '100%', mt: 1 }} />
          ) : null}
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            The student's answer
          </Typography>
          <Typography variant="body2">{detail.studentAnswer || 'No answer yet'}</Typography>
        </Paper>
      ) : null}
      {detail.chat.length ? <IssueChat chat={detail.chat} /> : <MessageText text={issue.description} />}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <TextField
        label="Reply"
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={3}
        {...textLimitProps(text, 'REPLY')}
      />
      <Box>
        <Button variant="contained" onClick={() => void send()} disabled={replying.loading}>
          Send reply
        </Button>
      </Box>
    </Stack>
  );
}

const TYPES = Object.keys(ISSUE_TYPE_LABELS) as IssueType[];
const STATUSES = Object.keys(ISSUE_STATUS_LABELS) as IssueStatus[];

interface FilterOption {
  value: string | number;
  label: string;
}

/** One of the inbox's filters: a select whose first choice (`all`) means no filter. */
function FilterSelect(props: {
  label: string;
  value: string | number;
  all: FilterOption;
  options: FilterOption[];
  onChange(value: string): void;
  minWidth: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: props.minWidth }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {[props.all, ...props.options].map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** /inbox: staff answer the messages of the classes they teach (admins: all), oldest first. */
export default function InboxPage() {
  const dates = useDates();
  const [params, setParams] = useSearchParams();
  const classroomId = Number(params.get('classroomId')) || null;
  const issueType = (TYPES as string[]).includes(params.get('type') ?? '') ? (params.get('type') as IssueType) : null;
  const statusParam = params.get('status');
  const issueStatus =
    statusParam === 'ALL' ? null : (STATUSES as string[]).includes(statusParam ?? '') ? (statusParam as IssueStatus) : 'INITIATED';
  const [selected, setSelected] = useState<number | null>(null);
  // Shown above the list: the answered message may leave the list (and its panel) as it refreshes.
  const [replied, setReplied] = useState(false);
  const select = (issueId: number | null) => {
    setSelected(issueId);
    setReplied(false);
  };
  const { data, loading, error, refetch } = useQuery(StaffInboxQuery, {
    variables: { classroomId, issueType, issueStatus, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    select(null);
  };
  const inbox = data?.staffInbox;

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Inbox
        </Typography>
        <Button component={RouterLink} to="/grading" variant="outlined">
          Grading
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <FilterSelect
          label="Class"
          value={classroomId ?? ''}
          all={{ value: '', label: 'All classes' }}
          options={(inbox?.classrooms ?? []).map((c) => ({ value: c.id, label: `${c.title} (${c.openCount} open)` }))}
          onChange={(value) => setFilter('classroomId', value)}
          minWidth={240}
        />
        <FilterSelect
          label="Type"
          value={issueType ?? ''}
          all={{ value: '', label: 'All types' }}
          options={TYPES.map((type) => ({ value: type, label: ISSUE_TYPE_LABELS[type] }))}
          onChange={(value) => setFilter('type', value)}
          minWidth={180}
        />
        <FilterSelect
          label="Status"
          value={issueStatus ?? 'ALL'}
          all={{ value: 'ALL', label: 'All' }}
          options={STATUSES.map((status) => ({ value: status, label: ISSUE_STATUS_LABELS[status] }))}
          onChange={(value) => setFilter('status', value)}
          minWidth={160}
        />
      </Stack>
      {replied ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {messages.REPLY_SENT}
        </Alert>
      ) : null}
      {!inbox ? (
        loading ? (
          <PageSpinner />
        ) : (
          <Alert severity="error" action={<Button onClick={() => void refetch()}>Retry</Button>}>
            {errorMessage(error, 'The inbox could not be loaded. Please try again.')}
          </Alert>
        )
      ) : inbox.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {issueStatus === 'INITIATED' ? messages.NO_OPEN_ISSUES : messages.NO_MESSAGES}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 2fr) 3fr' }, gap: 2, alignItems: 'start' }}>
          <Paper variant="outlined">
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
              {inbox.total} {inbox.total === 1 ? 'message' : 'messages'}, oldest first
            </Typography>
            <List aria-label="Messages to answer">
              {inbox.items.map((issue) => (
                <ListItem key={issue.id} disablePadding>
                  <ListItemButton selected={selected === issue.id} onClick={() => select(issue.id)} alignItems="flex-start">
                    <ListItemText
                      primary={
                        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                          <span>{issue.from}</span>
                          <Chip size="small" label={issue.typeLabel} />
                          {issue.issueStatus === 'RESOLVED' ? <Chip size="small" color="success" label="Resolved" /> : null}
                        </Box>
                      }
                      secondary={`${issue.classroomTitle ?? ''} · ${dates.stamp(issue.dateAssigned)} · ${issue.description.slice(0, 80)}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {selected !== null ? (
              <ReplyPanel
                key={selected}
                issueId={selected}
                onReplied={() => {
                  setReplied(true);
                  void refetch();
                }}
              />
            ) : (
              <Typography color="text.secondary">Choose a message to read it and reply.</Typography>
            )}
          </Paper>
        </Box>
      )}
    </Box>
  );
}
