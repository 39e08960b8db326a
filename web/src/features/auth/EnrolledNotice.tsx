import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAcademy } from '../../app/academy';
import { telHref } from '../../components/telHref';
import { ProblemsSolvedCounter } from './ProblemsSolvedCounter';

/** Under the student sign-in card (family-catalog-payment.md §1): who may sign in, version, live counter. */
export function EnrolledNotice() {
  const { academy, appVersion } = useAcademy();
  const phone = academy?.phoneNumber;
  return (
    <Stack spacing={1} sx={{ textAlign: 'center', alignItems: 'center' }}>
      <ProblemsSolvedCounter />
      <Typography sx={{ fontSize: 14 }}>
        This sign-in is for enrolled students.
        {phone ? (
          <>
            {' '}
            To enroll, call{' '}
            <Link href={telHref(phone)} sx={{ color: 'secondary.main', fontWeight: 700, whiteSpace: 'nowrap' }}>
              {phone}
            </Link>
            .
          </>
        ) : null}
      </Typography>
      {appVersion ? <Typography sx={{ fontSize: 12, opacity: 0.75 }}>Version {appVersion}</Typography> : null}
    </Stack>
  );
}
