import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type AddedStudent, AddStudentFields, useAddStudentForm } from '../family';

/** Step 2, Add a Student: the add-student dialog's form and save; the wizard moves on once the student exists. */
export function OnboardingStudentStep({ onAdded }: { onAdded(student: AddedStudent): void }) {
  const client = useApolloClient();
  const form = useAddStudentForm((student) => {
    onAdded(student);
    void client.refetchQueries({ include: ['Onboarding', 'FamilyStudents'] });
  });
  return (
    <Box component="form" onSubmit={(e) => void form.submit(e)} noValidate aria-label="Add a Student">
      <AddStudentFields form={form} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={form.loading}>
          Next
        </Button>
      </Box>
    </Box>
  );
}
