import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { THROTTLE_MS } from '@solve/core/constants';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../app/session';
import { LazyLoginModal, useThrottledAction } from '../auth';
import { EnrollFreeMutation, FamilyStudentsQuery } from './catalog.documents';

interface Props {
  classroomId: number;
  title: string;
  /** The server's word that nobody is left to enrol (the student, or every student of the family the class takes). */
  enrolled: boolean;
}

/**
 * Free classes enrol directly (§2 "Catalog"): a student enrols themself, a parent chooses which
 * student; once nobody is left to enrol the button reads Enrolled and is disabled, as the server
 * says, so a reload shows it too. Any failure reads 'This class is full!'. Signed out, the Login
 * modal opens first.
 */
export function FreeEnrolButton({ classroomId, title, enrolled }: Props) {
  const { me, role } = useSession();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [studentId, setStudentId] = useState<number | null>(null);
  const [loadStudents, students] = useLazyQuery(FamilyStudentsQuery, { fetchPolicy: 'network-only' });
  // The pages' reads say who is enrolled now: the button changes once they are back.
  const [enrol] = useMutation(EnrollFreeMutation, {
    refetchQueries: ['Catalog', 'CheckoutClassroom', 'Dashboard'],
    awaitRefetchQueries: true,
  });
  const { run, busy } = useThrottledAction(THROTTLE_MS.freeEnrolment);

  const enrolNow = (student: number | null) =>
    run(async () => {
      setError(null);
      try {
        await enrol({ variables: { classroomId, studentId: student } });
        setChoosing(false);
        setStudentId(null);
      } catch {
        setError(messages.CLASS_FULL);
      }
    });

  const start = () => {
    if (!me) {
      setLoginOpen(true);
      return;
    }
    if (role === 'family') {
      setChoosing(true);
      void loadStudents({ variables: { classroomId } });
      return;
    }
    void enrolNow(null);
  };

  const choices = students.data?.checkoutClassroom?.students ?? [];
  return (
    <>
      <Button
        variant="contained"
        color="success"
        disabled={enrolled || busy}
        onClick={start}
        aria-label={enrolled ? `Enrolled in ${title}` : `Enroll in ${title} for free`}
      >
        {enrolled ? 'Enrolled' : 'Enroll'}
      </Button>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
      <Dialog open={choosing} onClose={() => setChoosing(false)} aria-labelledby={`free-${classroomId}-title`} fullWidth maxWidth="xs">
        <DialogTitle id={`free-${classroomId}-title`}>Enroll in {title}</DialogTitle>
        <DialogContent>
          {students.loading ? <Typography>Loading your students…</Typography> : null}
          {!students.loading && choices.length === 0 ? (
            <Typography>None of your students can enroll: they are enrolled in this class or not in its grades.</Typography>
          ) : null}
          <RadioGroup aria-label="Student" value={studentId ?? ''} onChange={(event) => setStudentId(Number(event.target.value))}>
            {choices.map((student) => (
              <FormControlLabel
                key={student.id}
                value={student.id}
                control={<Radio />}
                label={`${student.firstName} ${student.lastName}`}
              />
            ))}
          </RadioGroup>
          {error ? <Alert severity="error">{error}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChoosing(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => {
              if (studentId === null) setError(messages.SELECT_STUDENT);
              else void enrolNow(studentId);
            }}
          >
            Enroll
          </Button>
        </DialogActions>
      </Dialog>
      <LazyLoginModal
        open={loginOpen}
        onClose={() => setLoginOpen(false)}
        from={location.pathname + location.search}
        onSignedIn={() => setLoginOpen(false)}
      />
    </>
  );
}
