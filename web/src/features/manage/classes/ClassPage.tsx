import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { nextStatuses } from '@solve/core/class-schedule';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useDrawnQuery } from '../../../app/drawnQuery';
import NotFoundPage from '../../../app/NotFoundPage';
import { PageSpinner } from '../../../app/RequireSignIn';
import { useSession } from '../../../app/session';
import { errorCode, errorMessage } from '../../../components/errorMessage';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { readFragment } from '../../../graphql';
import {
  ChangeClassroomStatusMutation,
  DeleteClassroomMutation,
  GenerateLessonsMutation,
  ManageClassroomQuery,
  type ManagedClassroomData,
  ManagedClassroomFields,
  SetClassAssignmentsStatusMutation,
} from './classes.documents';
import { ClassFormDialog } from './ClassFormDialog';
import { ClassStudentsSection } from './ClassStudentsSection';
import { ClassWaitlistSection } from '../../waitlist';
import { CopyClassDialog } from './CopyClassDialog';
import { formatDate, formatDollars, formatTime, quarterLabel, STATUS_LABELS, styleLabel } from './format';
import { LessonsTable } from './LessonsTable';
import { useAcademyTimeZone } from './useAcademyTimeZone';
import { PageHeading } from '..';

type Dialogs = 'edit' | 'copy' | 'delete' | null;
const TRANSITION_LABELS: Record<string, string> = { OPENED: 'Open class', CLOSED: 'Close class' };

/** /manage/classes/:id: a class's fields, status, lessons and assignments. */
export default function ClassPage() {
  const { id } = useParams();
  const classroomId = Number(id);
  const valid = Number.isInteger(classroomId) && classroomId > 0;
  const variables = { id: classroomId };
  const {
    data: answer,
    loading,
    error,
  } = useDrawnQuery(ManageClassroomQuery, { variables, skip: !valid, fetchPolicy: 'cache-and-network' });
  // The class with its answer renders in the background, in slices, not in one long task that keeps
  // a phone from answering a tap (its lessons table has a row per lesson and assignment).
  const data = useDeferredValue(answer);
  if (!valid || errorCode(error) === 'NOT_FOUND') return <NotFoundPage />;
  if ((loading || answer) && !data) return <PageSpinner />;
  if (error || !data) return <Alert severity="error">{errorMessage(error, 'The class could not be loaded. Please try again.')}</Alert>;
  return <ClassView classroom={readFragment(ManagedClassroomFields, data.manageClassroom)} />;
}

function ClassView({ classroom }: { classroom: ManagedClassroomData }) {
  const { role } = useSession();
  const isAdmin = role === 'admin';
  const navigate = useNavigate();
  const timeZone = useAcademyTimeZone();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [changeStatus, statusState] = useMutation(ChangeClassroomStatusMutation);
  const [generate, generateState] = useMutation(GenerateLessonsMutation);
  const [setAll, setAllState] = useMutation(SetClassAssignmentsStatusMutation);
  const [remove, removeState] = useMutation(DeleteClassroomMutation);
  const busy = statusState.loading || generateState.loading || setAllState.loading || removeState.loading;

  async function run(action: () => Promise<unknown>, done: string) {
    setProblem(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
    } catch (error) {
      setProblem(errorMessage(error, 'That did not work. Please try again.'));
    }
  }

  const assignmentCount = classroom.lessons.reduce((sum, lesson) => sum + lesson.assignments.length, 0);
  return (
    <Box>
      <Link component={RouterLink} to="/manage/classes" sx={{ fontSize: 14 }}>
        ← All classes
      </Link>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 1, mb: 1 }}>
        <PageHeading>{classroom.title}</PageHeading>
        <Chip label={STATUS_LABELS[classroom.status]} color={classroom.status === 'CLOSED' ? 'default' : 'primary'} />
        {!classroom.onCatalog && <Chip variant="outlined" label="Off catalog" />}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {classroom.code} · {classroom.courseTitle} · {quarterLabel(classroom.quarter)} {classroom.year}
        {classroom.session ? ` · ${classroom.session}` : ''} · {styleLabel(classroom.teachingStyle)} ·{' '}
        {classroom.centerLocationId === null ? 'Online' : 'At a centre'}
      </Typography>
      {isAdmin && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Button variant="outlined" onClick={() => setDialog('edit')}>
            Edit class
          </Button>
          {nextStatuses(classroom.status).map((status) => (
            <Button
              key={status}
              variant="outlined"
              disabled={busy}
              onClick={() =>
                void run(
                  () => changeStatus({ variables: { id: classroom.id, status } }),
                  `The class is now ${STATUS_LABELS[status]?.toLowerCase()}.`,
                )
              }
            >
              {TRANSITION_LABELS[status]}
            </Button>
          ))}
          <Button variant="outlined" onClick={() => setDialog('copy')}>
            Copy to next term
          </Button>
          {classroom.paidCount === 0 && (
            <Button color="error" onClick={() => setDialog('delete')}>
              Delete class
            </Button>
          )}
        </Stack>
      )}
      <ProblemAlert problem={problem} sx={{ mb: 2 }} />
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {notice}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          gap: 2,
          m: 0,
          mb: 3,
          '& dt': { fontSize: 13, color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <div>
          <dt>Meets</dt>
          <dd>
            {classroom.meets} {formatTime(classroom.startTime)} – {formatTime(classroom.endTime)}
          </dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>
            {formatDate(classroom.startDate)} to {formatDate(classroom.endDate)}
          </dd>
        </div>
        <div>
          <dt>Tuition</dt>
          <dd>
            {formatDollars(classroom.tuitionCents)}
            {classroom.earlyBirdTuitionCents !== null ? ` (early bird ${formatDollars(classroom.earlyBirdTuitionCents)})` : ''}
          </dd>
        </div>
        <div>
          <dt>Students</dt>
          <dd>
            {classroom.enrollmentCount}
            {classroom.enrollmentMax !== null ? ` of ${classroom.enrollmentMax}` : ''} ({classroom.paidCount} paid)
          </dd>
        </div>
      </Box>

      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Lessons
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant={classroom.lessons.length === 0 ? 'contained' : 'outlined'}
            disabled={busy}
            onClick={() =>
              void run(
                () => generate({ variables: { classroomId: classroom.id } }),
                'Lessons generated from the course, skipping holidays.',
              )
            }
          >
            {classroom.lessons.length === 0 ? 'Generate lessons' : 'Generate lessons again'}
          </Button>
          {assignmentCount > 0 && (
            <>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() =>
                  void run(() => setAll({ variables: { classroomId: classroom.id, status: 'ASSIGNED' } }), 'Every problem set is assigned.')
                }
              >
                Assign all
              </Button>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => setAll({ variables: { classroomId: classroom.id, status: 'NOT_ASSIGNED' } }),
                    'Every problem set is not assigned.',
                  )
                }
              >
                Unassign all
              </Button>
            </>
          )}
        </Stack>
      </Stack>
      {classroom.lessons.length === 0 ? (
        <Typography color="text.secondary">
          No lessons yet. Generate them from the course's lesson plans: they are dated on the meeting days from the start date, skipping
          holidays.
        </Typography>
      ) : (
        <LessonsTable classroomId={classroom.id} lessons={classroom.lessons} timeZone={timeZone} />
      )}
      <ClassStudentsSection classroomId={classroom.id} isAdmin={isAdmin} />
      {isAdmin ? <ClassWaitlistSection classroomId={classroom.id} /> : null}

      {dialog === 'edit' && <ClassFormDialog classroom={classroom} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />}
      {dialog === 'copy' && (
        <CopyClassDialog
          classroom={classroom}
          onClose={() => setDialog(null)}
          onCopied={(copyId) => {
            setDialog(null);
            void navigate(`/manage/classes/${copyId}`);
          }}
        />
      )}
      <Dialog open={dialog === 'delete'} onClose={() => setDialog(null)} aria-labelledby="delete-title">
        <DialogTitle id="delete-title">Delete {classroom.code}?</DialogTitle>
        <DialogContent>
          <DialogContentText>The class, its lessons and its assignments are deleted. Nobody has paid for it.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => {
              remove({ variables: { id: classroom.id } })
                .then(() => navigate('/manage/classes'))
                .catch((error: unknown) => {
                  setDialog(null);
                  setProblem(errorMessage(error, 'The class could not be deleted. Please try again.'));
                });
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
