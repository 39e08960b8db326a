export { AttendanceStatus } from './AttendanceStatus';
export { AttendanceTab } from './AttendanceTab';
export { type MakeupDetails, MakeupDetailsDialog } from './MakeupDetailsDialog';
export { MakeupDialog, type MakeupLessonChoice } from './MakeupDialog';
