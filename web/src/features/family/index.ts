export { AddStudentFields } from './AddStudentFields';
export { BirthdayGreeting } from './BirthdayGreeting';
export { FamilyStudentsQuery } from './family.documents';
export { HomeTab } from './HomeTab';
export { ProfileTab } from './ProfileTab';
export { useSelectedStudent } from './selectedStudent';
export { type AddedStudent, useAddStudentForm } from './useAddStudentForm';
