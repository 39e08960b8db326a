import { lazy, type ReactNode, Suspense } from 'react';
import { useOpenedOnce } from '../../components/useOpenedOnce';

// What the player shows only when asked (its dialogs, the results, the help chat) loads when first
// shown: a phone fetches the problems' code, not these, before the first answer.
export const HelpChatPanel = lazy(() => import('./tools/HelpChatPanel').then((module) => ({ default: module.HelpChatPanel })));
export const ResultsDialog = lazy(() => import('./ResultsDialog').then((module) => ({ default: module.ResultsDialog })));
export const MessageDialog = lazy(() => import('./PlayerDialogs').then((module) => ({ default: module.MessageDialog })));
export const ConfirmDialog = lazy(() => import('./PlayerDialogs').then((module) => ({ default: module.ConfirmDialog })));
export const ImageDialog = lazy(() => import('./PlayerDialogs').then((module) => ({ default: module.ImageDialog })));

/** Its children from the first time `open` is true on (they stay, to play their closing transition). */
export function ShownLater({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useOpenedOnce(open);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
