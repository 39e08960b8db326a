import { createContext, type ReactNode, useContext } from 'react';
import { useAcademy } from '../../app/academy';
import { AppLink } from '../../app/navigation';
import '../../components/plain/plain.css';
import './signIn.css';

/**
 * Whether the card is the page's main content on its own: true where the sign-in pages start
 * without the app (SignInApp); inside the app its frame already holds the one main landmark.
 */
export const AuthCardIsMain = createContext(false);

interface Props {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown under the card (notices, version). */
  footer?: ReactNode;
}

/**
 * The frame of every sign-in screen: one card on the academy colours, single column on phones.
 * The card sits at a fixed height near the middle rather than centred with what is under it: the
 * footer's facts arrive after the page shows (counter, phone, version), and a centred card would
 * move under a finger or pointer that is about to press its button. Drawn without MUI, as the
 * sign-in pages are often a visit's first (features/auth/SignInApp.tsx).
 */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  const { academy } = useAcademy();
  const isMain = useContext(AuthCardIsMain);
  const Card = isMain ? 'main' : 'div';
  return (
    <div className="plain-page auth-page">
      <AppLink to="/" className="auth-page__name">
        {academy?.name ?? 'Solve'}
      </AppLink>
      <Card className="auth-card">
        <h1 className={`auth-card__title${subtitle ? ' auth-card__title--with-subtitle' : ''}`}>{title}</h1>
        {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        {children}
      </Card>
      {footer ? <div className="auth-page__footer">{footer}</div> : null}
    </div>
  );
}
