export { AuthCard } from './AuthCard';
export { LazyLoginModal } from './LazyLoginModal';
export { readSignInState } from './routeState';
export { useCountdown } from './useCountdown';
export { useEmployeeSignIn } from './useEmployeeSignIn';
export { useThrottledAction } from './useThrottledAction';
export { ensureWorkSession } from './workSession';
