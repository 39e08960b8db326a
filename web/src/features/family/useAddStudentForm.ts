import { useApolloClient, useMutation } from '@apollo/client/react';
import { messages } from '@solve/core/messages';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../components/errorMessage';
import { useFormFields } from '../../components/useFormFields';
import { AddStudentMutation, GeneratedStudentPasswordQuery } from './family.documents';

export const EMPTY_STUDENT = { firstName: '', lastName: '', birthdate: '', grade: '', gender: '', school: '', password: '' };
export type StudentFields = typeof EMPTY_STUDENT;
export interface AddedStudent {
  id: number;
  username: string;
  firstName: string;
  message: string;
}

/**
 * The add-student form's state and its one save (family-catalog-payment.md §5), shared by the
 * HOME dialog and the onboarding's step 2: every field required ('Please enter all required
 * fields'), then the server's own checks and texts.
 */
export function useAddStudentForm(onAdded: (student: AddedStudent) => void) {
  const client = useApolloClient();
  const [addStudent, { loading }] = useMutation(AddStudentMutation);
  const { fields, set, setFields } = useFormFields<StudentFields>(EMPTY_STUDENT);
  const [error, setError] = useState('');

  const reset = () => {
    setFields(EMPTY_STUDENT);
    setError('');
  };

  const generate = async () => {
    try {
      const { data } = await client.query({ query: GeneratedStudentPasswordQuery, fetchPolicy: 'network-only' });
      if (data?.generatedStudentPassword) setFields((f) => ({ ...f, password: data.generatedStudentPassword }));
    } catch (e) {
      setError(errorMessage(e, messages.ADD_STUDENT_FAILED));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { firstName, lastName, birthdate, grade, gender, school, password } = fields;
    if (![firstName, lastName, birthdate, grade, gender, school].every((v) => v.trim())) {
      setError(messages.ADD_STUDENT_REQUIRED);
      return;
    }
    try {
      const { data } = await addStudent({
        variables: {
          input: { firstName, lastName, birthdate, grade: Number(grade), gender: gender === 'MALE' ? 'MALE' : 'FEMALE', school, password },
        },
      });
      if (data?.addStudent) {
        reset();
        onAdded(data.addStudent);
      }
    } catch (e) {
      setError(errorMessage(e, messages.ADD_STUDENT_FAILED));
    }
  };

  return { fields, set, error, loading, reset, generate, submit };
}

export type AddStudentForm = ReturnType<typeof useAddStudentForm>;
