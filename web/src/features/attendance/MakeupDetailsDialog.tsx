import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { ProblemAlert } from '../../components/ProblemAlert';
import { AttendanceStatus } from './AttendanceStatus';
import { useUndoMakeup } from './useUndoMakeup';
import { useDates } from '../../app/dates';

export interface MakeupDetails {
  id: number;
  /** The lesson the makeup stands in for. */
  title: string;
  status: string;
  notes: string;
  toClassroomTitle: string | null;
  toStartOn: string | null;
  toStatus?: string | null;
  undoable: boolean;
}

/**
 * A makeup's details (classroom.md §2 "show makeup details"): where and when the lesson is made
 * up, or that the student was marked absent, the reason, and Undo while its lessons are to come.
 */
export function MakeupDetailsDialog({
  details,
  studentId,
  onClose,
  onChanged,
}: {
  details: MakeupDetails;
  /** Parents name the student; a student undoes their own. */
  studentId: number | null;
  onClose: () => void;
  onChanged?: () => void;
}) {
  const dates = useDates();
  const [undone, setUndone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { revert: undo, undoing } = useUndoMakeup(studentId, onChanged);
  const revert = async () => {
    setProblem(null);
    const failed = await undo(details.id);
    if (failed) setProblem(failed);
    else setUndone(true);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="makeup-details-title">
      <DialogTitle id="makeup-details-title">Makeup</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600 }}>{details.title}</Typography>
        {undone ? (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {messages.MAKEUP_UNDONE}
          </Alert>
        ) : (
          <>
            {details.status === 'ABSENT' ? (
              <Typography>Marked absent</Typography>
            ) : (
              <Typography>
                Make up lesson: {details.toClassroomTitle}
                {details.toStartOn ? ` · ${dates.dateTime(details.toStartOn)}` : ''}
              </Typography>
            )}
            {details.toStatus && details.toStatus !== 'UNKNOWN' ? (
              <Typography sx={{ mt: 1 }}>
                <AttendanceStatus status={details.toStatus} />
              </Typography>
            ) : null}
            {details.notes ? <Typography color="text.secondary">{details.notes}</Typography> : null}
          </>
        )}
        <ProblemAlert problem={problem} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        {!undone && details.undoable ? (
          <Button color="error" onClick={() => void revert()} disabled={undoing}>
            Undo makeup
          </Button>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
