import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { messages } from '@solve/core/messages';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/errorMessage';
import { LazyLoginModal } from '../auth';
import { FamilyWaitlistQuery, JoinWaitlistMutation, StudentsForWaitlistQuery } from './waitlist.documents';
import { WaitlistEntryLine } from './WaitlistEntryLine';

interface FullClass {
  id: number;
  code: string;
  title: string;
  priceCents: number;
}

/**
 * A full class: FULL, and for a paid class its waitlist. A family sees its students' places in
 * line and any seat held for them, and can put another student in line; a visitor is asked to
 * sign in first. Students and staff see FULL only.
 */
export function FullClassAction({ item }: { item: FullClass }) {
  const { me, role } = useSession();
  const waitlisted = item.priceCents > 0 && (me === null || role === 'family');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Button variant="contained" disabled>
        FULL
      </Button>
      {waitlisted ? role === 'family' ? <FamilyWaitlistAction item={item} /> : <SignInToJoin item={item} /> : null}
    </Box>
  );
}

function SignInToJoin({ item }: { item: FullClass }) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} aria-label={`Join waitlist for ${item.code} ${item.title}`}>
        Join waitlist
      </Button>
      <LazyLoginModal
        open={open}
        onClose={() => setOpen(false)}
        from={location.pathname + location.search}
        onSignedIn={() => setOpen(false)}
      />
    </>
  );
}

function FamilyWaitlistAction({ item }: { item: FullClass }) {
  // One read of the family's line for every card of the page (the same query, answered once).
  const { data } = useQuery(FamilyWaitlistQuery, { fetchPolicy: 'cache-first' });
  const entries = (data?.familyWaitlist ?? []).filter((entry) => entry.classroomId === item.id);
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      {entries.map((entry) => (
        <WaitlistEntryLine key={entry.id} entry={entry} />
      ))}
      <Button variant="outlined" onClick={() => setChoosing(true)} aria-label={`Join waitlist for ${item.code} ${item.title}`}>
        Join waitlist
      </Button>
      {choosing ? <JoinDialog item={item} inLine={entries.map((entry) => entry.studentId)} onClose={() => setChoosing(false)} /> : null}
    </>
  );
}

/** Which student joins the line: the family's students the class takes, not enrolled, not in line yet. */
function JoinDialog({ item, inLine, onClose }: { item: FullClass; inLine: number[]; onClose: () => void }) {
  const [studentId, setStudentId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [load, students] = useLazyQuery(StudentsForWaitlistQuery, { fetchPolicy: 'network-only' });
  const [join, joining] = useMutation(JoinWaitlistMutation, { refetchQueries: [FamilyWaitlistQuery], awaitRefetchQueries: true });
  useEffect(() => {
    void load({ variables: { classroomId: item.id } });
  }, [load, item.id]);
  const choices = (students.data?.checkoutClassroom?.students ?? []).filter((student) => !inLine.includes(student.id));
  const titleId = `waitlist-${item.id}-title`;

  async function submit() {
    if (studentId === null) {
      setError(messages.SELECT_STUDENT);
      return;
    }
    setError(null);
    try {
      await join({ variables: { classroomId: item.id, studentId } });
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, 'The waitlist could not be joined. Please try again.'));
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Join the waitlist of {item.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>When a seat frees, the first in line gets it held for them and you hear of it.</Typography>
        {students.loading || !students.called ? <Typography>Loading your students…</Typography> : null}
        {students.error ? <Alert severity="error">Your students could not be loaded. Please try again.</Alert> : null}
        {students.data && choices.length === 0 ? (
          <Typography>None of your students can join: they are enrolled, in line already, or not in this class's grades.</Typography>
        ) : null}
        <RadioGroup aria-label="Student" value={studentId ?? ''} onChange={(event) => setStudentId(Number(event.target.value))}>
          {choices.map((student) => (
            <FormControlLabel key={student.id} value={student.id} control={<Radio />} label={`${student.firstName} ${student.lastName}`} />
          ))}
        </RadioGroup>
        {error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={joining.loading || choices.length === 0} onClick={() => void submit()}>
          Join waitlist
        </Button>
      </DialogActions>
    </Dialog>
  );
}
