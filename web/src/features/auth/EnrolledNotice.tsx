import { useAcademy } from '../../app/academy';
import { telHref } from '../../components/telHref';
import { ProblemsSolvedCounter } from './ProblemsSolvedCounter';

/** Under the student sign-in card (family-catalog-payment.md §1): who may sign in, version, live counter. */
export function EnrolledNotice() {
  const { academy, appVersion } = useAcademy();
  const phone = academy?.phoneNumber;
  return (
    <div className="auth-notice">
      <ProblemsSolvedCounter />
      <p className="auth-notice__small">
        This sign-in is for enrolled students.
        {phone ? (
          <>
            {' '}
            To enroll, call{' '}
            <a href={telHref(phone)} className="plain-link auth-notice__phone">
              {phone}
            </a>
            .
          </>
        ) : null}
      </p>
      {appVersion ? <p className="auth-notice__version">Version {appVersion}</p> : null}
    </div>
  );
}
