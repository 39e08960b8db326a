export { OnboardingGate } from './OnboardingWizard';
export { ReferralPanel } from './ReferralPanel';
