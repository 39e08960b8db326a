import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLL_STATUSES, rollStatusAllowed, statusLabel, type AttendeeStatus } from '@solve/core/attendance';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { errorMessage } from '../../components/errorMessage';
import { ProblemAlert } from '../../components/ProblemAlert';
import { textLimitProps } from '../../components/TextLimit';
import { readFragment } from '../../graphql';
import { AttendanceStatus } from './AttendanceStatus';
import { LessonRollFields, type LessonRollData, type RollCorrectionData, ResolveAttendanceCorrectionMutation } from './roll.documents';
import { useDates } from '../../app/dates';

const KEEP = 'KEEP';

const replyFor = (status: string) =>
  status === KEEP
    ? 'We checked the roll and your attendance stays as recorded.'
    : `We checked the roll and corrected your attendance to ${statusLabel(status)}.`;

/** One open request: what the student wrote, the status it would set, and the reply they will read in Messages. */
function Correction({
  started,
  correction,
  onResolved,
}: {
  started: boolean;
  correction: RollCorrectionData;
  onResolved(roll: LessonRollData, name: string): void;
}) {
  const dates = useDates();
  const [status, setStatus] = useState<string>('ONTIME');
  const [reply, setReply] = useState(() => replyFor('ONTIME'));
  const [edited, setEdited] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [resolve, resolving] = useMutation(ResolveAttendanceCorrectionMutation);
  const choose = (next: string) => {
    setStatus(next);
    if (!edited) setReply(replyFor(next));
  };
  const submit = async () => {
    setProblem(null);
    try {
      const result = await resolve({
        variables: { issueId: correction.issueId, status: status === KEEP ? null : (status as AttendeeStatus), reply },
      });
      if (result.data) onResolved(readFragment(LessonRollFields, result.data.resolveAttendanceCorrection), correction.name);
    } catch (error) {
      setProblem(errorMessage(error, 'The correction could not be resolved. Please try again.'));
    }
  };
  const inputId = `correction-${correction.issueId}`;
  return (
    <Box
      role="listitem"
      aria-label={`Correction from ${correction.name}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{correction.name}</Typography>
        <Typography color="text.secondary" sx={{ fontSize: 13 }}>
          {dates.dateTime(correction.dateAssigned)} · recorded <AttendanceStatus status={correction.status} />
        </Typography>
      </Stack>
      <Typography sx={{ my: 1, whiteSpace: 'pre-wrap' }}>{correction.description}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label="Set status"
          id={`${inputId}-status`}
          value={status}
          onChange={(e) => choose(e.target.value)}
          sx={{ flex: { sm: '0 0 190px' } }}
        >
          {ROLL_STATUSES.filter((s) => rollStatusAllowed(s, started)).map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
          <MenuItem value={KEEP}>Keep as recorded</MenuItem>
        </TextField>
        <TextField
          size="small"
          label="Reply to the student"
          id={`${inputId}-reply`}
          value={reply}
          onChange={(e) => {
            setEdited(true);
            setReply(e.target.value);
          }}
          multiline
          sx={{ flex: 1, minWidth: 0 }}
          {...textLimitProps(reply, 'REPLY')}
        />
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={resolving.loading || reply.trim() === ''}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Resolve
        </Button>
      </Stack>
      <ProblemAlert problem={problem} sx={{ mt: 1 }} />
    </Box>
  );
}

/**
 * Attendance corrections students asked for about this lesson (classroom.md §7): resolving one sets
 * the status and answers the student, as a reply from the inbox does.
 */
export function RollCorrections({
  started,
  corrections,
  onResolved,
}: {
  started: boolean;
  corrections: readonly RollCorrectionData[];
  onResolved(roll: LessonRollData): void;
}) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <Box component="section" aria-labelledby="roll-corrections-title">
      <Typography id="roll-corrections-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Attendance corrections
      </Typography>
      {done ? (
        <Alert severity="success" role="status" sx={{ mb: 1.5 }} onClose={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      {corrections.length === 0 ? (
        <Typography color="text.secondary">No open correction requests for this lesson.</Typography>
      ) : (
        <Stack spacing={1.5} role="list" aria-label="Open corrections">
          {corrections.map((correction) => (
            <Correction
              key={correction.issueId}
              started={started}
              correction={correction}
              onResolved={(roll, name) => {
                setDone(`${messages.CORRECTION_RESOLVED} (${name})`);
                onResolved(roll);
              }}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
