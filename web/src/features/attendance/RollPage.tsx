import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import { lessonName } from '@solve/core/lesson-names';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ROLL_STATUSES, rollStatusAllowed, statusLabel, type AttendeeStatus } from '@solve/core/attendance';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import NotFoundPage from '../../app/NotFoundPage';
import { PageSpinner } from '../../app/RequireSignIn';
import { errorCode, errorMessage } from '../../components/errorMessage';
import { ProblemAlert } from '../../components/ProblemAlert';
import { textLimitProps } from '../../components/TextLimit';
import { readFragment } from '../../graphql';
import { StatusIcon } from './AttendanceStatus';
import { RollCorrections } from './RollCorrections';
import { LessonRollFields, LessonRollQuery, type LessonRollData, type RollStudentData, SaveRollMutation } from './roll.documents';
import { useDates } from '../../app/dates';
import { allOnTime, changedStudents, pendingOf, type RollDraft, rollDraftOf } from './rollDraft';

/** One expected student: who, how they come (a makeup, marked absent by the family), the status and a note. */
function RollRow({
  student,
  value,
  started,
  onChange,
}: {
  student: RollStudentData;
  value: { status: AttendeeStatus; note: string };
  started: boolean;
  onChange(next: { status: AttendeeStatus; note: string }): void;
}) {
  return (
    <Box
      role="listitem"
      aria-label={student.name}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ minWidth: 200, flex: '1 1 200px' }}>
        <Typography sx={{ fontWeight: 600 }}>{student.name}</Typography>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography color="text.secondary" sx={{ fontSize: 13 }}>
            {student.username}
          </Typography>
          {student.makeup ? (
            <Chip size="small" color="info" label={`Makeup from ${student.makeupFromClassroomTitle ?? 'another class'}`} />
          ) : null}
          {student.markedAbsentByFamily ? <Chip size="small" label="Marked absent by the family" /> : null}
        </Stack>
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value.status}
        onChange={(_event, next: AttendeeStatus | null) => onChange({ ...value, status: next ?? 'UNKNOWN' })}
        aria-label={`Status of ${student.name}`}
        // On a phone the four fill the width by their words alone; the icons come back where there is room.
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {ROLL_STATUSES.map((status) => (
          <ToggleButton
            key={status}
            value={status}
            disabled={!rollStatusAllowed(status, started)}
            sx={{
              gap: 0.5,
              px: { xs: 0.5, sm: 1.25 },
              flex: { xs: 1, sm: 'none' },
              '& .MuiSvgIcon-root': { display: { xs: 'none', sm: 'inline-block' } },
            }}
          >
            <StatusIcon status={status} />
            {statusLabel(status)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        size="small"
        label="Note"
        value={value.note}
        onChange={(e) => onChange({ ...value, note: e.target.value })}
        slotProps={{ htmlInput: { 'aria-label': `Note for ${student.name}` } }}
        {...textLimitProps(value.note, 'ROLL_NOTE')}
        sx={{ flex: '1 1 180px', minWidth: 160 }}
      />
    </Box>
  );
}

function Roll({ initial }: { initial: LessonRollData }) {
  const dates = useDates();
  // The roll as the server last answered it (the page's read, then each save's or resolution's answer).
  const [roll, setRoll] = useState(initial);
  const [draft, setDraft] = useState<RollDraft>(() => rollDraftOf(initial));
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useMutation(SaveRollMutation);
  const changed = changedStudents(draft, roll);
  const set = (studentId: number, value: { status: AttendeeStatus; note: string }) => {
    setSaved(null);
    setDraft((current) => ({ ...current, [studentId]: value }));
  };
  const allPresent = () => {
    setSaved(null);
    setDraft((current) => allOnTime(current, roll));
  };
  const submit = async () => {
    setProblem(null);
    try {
      const entries = changed.map((s) => ({ studentId: s.studentId, status: draft[s.studentId]!.status, note: draft[s.studentId]!.note }));
      const result = await save({ variables: { lessonId: roll.lessonId, entries } });
      if (result.data) {
        const next = readFragment(LessonRollFields, result.data.saveRoll);
        setRoll(next);
        setDraft(rollDraftOf(next));
      }
      setSaved(messages.ROLL_SAVED);
    } catch (error) {
      setProblem(errorMessage(error, 'The roll could not be saved. Please try again.'));
    }
  };

  return (
    <Stack spacing={3}>
      {!roll.started ? <Alert severity="info">This lesson has not started yet: only absences can be recorded until it does.</Alert> : null}
      <Box component="section" aria-labelledby="roll-students-title">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography id="roll-students-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Students ({roll.students.length})
          </Typography>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Button variant="outlined" onClick={allPresent} disabled={!roll.started || roll.students.length === 0}>
              All present
            </Button>
            <Button variant="contained" onClick={() => void submit()} disabled={saving.loading || changed.length === 0}>
              Save
            </Button>
          </Stack>
        </Stack>
        {changed.length > 0 ? (
          <Typography color="text.secondary" sx={{ fontSize: 13 }} role="status">
            {changed.length === 1 ? '1 unsaved change' : `${changed.length} unsaved changes`}
          </Typography>
        ) : null}
        {saved ? (
          <Alert severity="success" role="status" sx={{ my: 1 }}>
            {saved}
          </Alert>
        ) : null}
        <ProblemAlert problem={problem} sx={{ my: 1 }} />
        {roll.students.length === 0 ? (
          <Typography color="text.secondary">No students are expected at this lesson.</Typography>
        ) : (
          <Box role="list" aria-label="Expected students">
            {roll.students.map((student) => (
              <RollRow
                key={student.studentId}
                student={student}
                started={roll.started}
                value={draft[student.studentId] ?? { status: student.status, note: student.note }}
                onChange={(value) => set(student.studentId, value)}
              />
            ))}
          </Box>
        )}
      </Box>
      {roll.away.length > 0 ? (
        <Box component="section" aria-labelledby="roll-away-title">
          <Typography id="roll-away-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            Making this lesson up elsewhere
          </Typography>
          {roll.away.map((away) => (
            <Typography key={away.studentId} sx={{ fontSize: 14 }}>
              {away.name} · {away.toClassroomTitle}
              {away.toStartOn ? ` · ${dates.dateTime(away.toStartOn)}` : ''}
            </Typography>
          ))}
        </Box>
      ) : null}
      <RollCorrections
        started={roll.started}
        corrections={roll.corrections}
        onResolved={(next) => {
          setDraft((current) => ({ ...rollDraftOf(next), ...pendingOf(current, roll) }));
          setRoll(next);
        }}
      />
    </Stack>
  );
}

/** /roll?lessonId=: a lesson's roll for the instructors of its class and admins. */
export default function RollPage() {
  const [params] = useSearchParams();
  const lessonId = Number(params.get('lessonId'));
  const valid = Number.isInteger(lessonId) && lessonId > 0;
  const { data, loading, error } = useQuery(LessonRollQuery, { variables: { lessonId }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const dates = useDates();
  if (!valid || errorCode(error) === 'NOT_FOUND') return <NotFoundPage />;
  if (loading && !data) return <PageSpinner />;
  if (!data) {
    return (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <Alert severity="warning">{errorMessage(error, 'The roll could not be loaded. Please try again.')}</Alert>
      </Box>
    );
  }
  const roll = readFragment(LessonRollFields, data.lessonRoll);
  return (
    <Box sx={{ width: '100%', maxWidth: 1100, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
      <Link component={RouterLink} to={`/lessons?classroomId=${roll.classroomId}`} sx={{ fontSize: 14 }}>
        ← {roll.classroomTitle}
      </Link>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mt: 1 }}>
        Roll: {lessonName({ number: roll.lessonNumber, title: roll.lessonTitle })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {roll.classroomTitle}
        {roll.startOn ? ` · ${dates.instantRange(roll.startOn, roll.endOn)}` : ''}
      </Typography>
      <Roll key={roll.lessonId} initial={roll} />
    </Box>
  );
}
