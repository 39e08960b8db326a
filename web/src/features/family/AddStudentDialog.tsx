import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { AddStudentFields } from './AddStudentFields';
import { type AddedStudent, useAddStudentForm } from './useAddStudentForm';

interface Props {
  open: boolean;
  onClose(): void;
  onAdded(student: AddedStudent): void;
}

/**
 * The add-student dialog (family-catalog-payment.md §5): the parent sets the student's first
 * password or takes a generated one, shown here once; the student changes it at the first sign-in.
 */
export function AddStudentDialog({ open, onClose, onAdded }: Props) {
  const form = useAddStudentForm((student) => {
    onAdded(student);
    onClose();
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="add-student-title">
      <form onSubmit={(e) => void form.submit(e)} noValidate>
        <DialogTitle id="add-student-title" sx={{ fontWeight: 700 }}>
          Add a student
        </DialogTitle>
        <DialogContent>
          <AddStudentFields form={form} autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.loading}>
            Add student
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
