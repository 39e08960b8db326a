import { preferences } from '../../app/storage';

interface Greeted {
  date: string;
  studentIds: number[];
}

/** Once a day: whether this device has greeted these students on this academy day. */
export function alreadyGreeted(date: string, studentIds: number[]): boolean {
  try {
    const greeted = JSON.parse(preferences.get('birthdayGreeted') ?? 'null') as Greeted | null;
    return greeted?.date === date && studentIds.every((id) => greeted.studentIds.includes(id));
  } catch {
    return false;
  }
}

/** Counts the greeting as shown on this device (when it opens: a reload in the middle does not start it again). */
export function rememberGreeted(date: string, studentIds: number[]): void {
  preferences.set('birthdayGreeted', JSON.stringify({ date, studentIds } satisfies Greeted));
}

/** 'Ana', 'Ana and Max', 'Ana, Max and Mia'. */
export const joinedNames = (list: readonly { firstName: string }[]) => {
  const first = list.map((student) => student.firstName);
  return first.length < 2 ? (first[0] ?? '') : `${first.slice(0, -1).join(', ')} and ${first.at(-1)}`;
};
