import { useMutation } from '@apollo/client/react';
import { messages } from '@solve/core/messages';
import { errorMessage } from '../../components/errorMessage';
import { AttendanceQuery, UndoMakeupMutation } from './attendance.documents';

/**
 * Undoes a makeup whose lessons are still to come, then refreshes the attendance tab and tells
 * `onChanged`. `revert` answers null once undone, or the text that says why it was not.
 */
export function useUndoMakeup(studentId: number | null, onChanged?: () => void) {
  const [undo, { loading }] = useMutation(UndoMakeupMutation, { refetchQueries: [AttendanceQuery] });
  const revert = async (makeupId: number): Promise<string | null> => {
    try {
      await undo({ variables: { makeupId, studentId } });
    } catch (error) {
      return errorMessage(error, messages.MAKEUP_UNDO_FAILED);
    }
    onChanged?.();
    return null;
  };
  return { revert, undoing: loading };
}
