export { MyBadges } from './MyBadges';
export { MyBadgesQuery } from './student-badges.documents';
export { type EarnedBadges, TopStudentBanner } from './TopStudentBanner';
