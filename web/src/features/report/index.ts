export { MyBadges } from './MyBadges';
export { TopStudentBanner } from './TopStudentBanner';
