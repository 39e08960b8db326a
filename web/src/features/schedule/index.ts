export { ScheduleTab } from './ScheduleTab';
