export { useKatex } from './katex';
export { type Confirmation, ConfirmDialog } from './PlayerDialogs';
export { hasMath, RichText } from './RichText';
export { useLeavePrompt } from './useLeavePrompt';
