import { messages } from '@solve/core/messages';
import { useCallback } from 'react';
import { requestGraphQL } from '../../app/graphql/request';
import { useSession } from '../../app/session';
import { sessionValues } from '../../app/storage';
import { errorMessage } from '../../components/errorMessage';
import { EmployeeLoginMutation } from './employee.documents';

export type EmployeeMode = 'INSTRUCTOR' | 'ADMIN' | 'ANY';

/**
 * Signs an employee in; resolves to null on success or to the text to show. The server decides
 * which refusal applies (not a teacher, not an admin, neither) and sends its catalogue text.
 */
export function useEmployeeSignIn() {
  const { refresh } = useSession();

  return useCallback(
    async (email: string, password: string, mode: EmployeeMode): Promise<string | null> => {
      try {
        const { employeeLogin } = await requestGraphQL(EmployeeLoginMutation, { email: email.trim(), password, mode });
        if (!employeeLogin.success) return messages.EMPLOYEE_LOGIN_FAILED;
      } catch (error) {
        return errorMessage(error, messages.GENERIC_TRY_LATER);
      }
      // The admin page's flag lets unpublished posts show (family-catalog-payment.md §3).
      if (mode === 'ADMIN') sessionValues.set('admin', true);
      await refresh();
      return null;
    },
    [refresh],
  );
}
