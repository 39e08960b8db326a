import Alert from '@mui/material/Alert';
import { messages } from '@solve/core/messages';
import { useSession } from '../session';

const TEXTS = { PAYMENTS: messages.TEST_MODE_PAYMENTS, SMS: messages.TEST_MODE_SMS, MAIL: messages.TEST_MODE_MAIL } as const;

/**
 * Staff see which services a built-in stand-in replaces (the server tells only them): a family's
 * card is not charged and texts and mail are not delivered, which staff must know before they rely on it.
 */
export function TestModeBanner() {
  const { me } = useSession();
  const modes = me?.userType === 'EMPLOYEE' ? me.testModes : [];
  if (!modes.length) return null;
  return (
    // A standing notice, not news: no live region, so screen readers do not announce it on every page.
    <Alert severity="warning" role="note" sx={{ borderRadius: 0, py: 0 }}>
      {modes.map((mode) => TEXTS[mode]).join(' ')}
    </Alert>
  );
}
