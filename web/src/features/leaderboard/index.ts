export { LeaderboardTab } from './LeaderboardTab';
