export { OnboardingGate } from './OnboardingGate';
export { ReferralPanel } from './ReferralPanel';
