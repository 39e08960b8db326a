import { messages } from '@solve/core/messages';
import { isStrongEnoughPassword } from '@solve/core/text-checks';

export interface PasswordFields {
  currentPassword: string;
  password: string;
  confirmPassword: string;
  /** Signed in without a link: the current password is asked for too. */
  needsCurrent: boolean;
}

/** What is wrong with the change-password form before it is sent (the first rule broken), or null. */
export function passwordFormProblem({ currentPassword, password, confirmPassword, needsCurrent }: PasswordFields): string | null {
  if (!password || !confirmPassword || (needsCurrent && !currentPassword)) return messages.REQUIRED_FIELDS;
  if (password !== confirmPassword) return messages.PASSWORDS_DO_NOT_MATCH;
  if (!isStrongEnoughPassword(password)) return messages.PASSWORD_TOO_SHORT;
  return null;
}
