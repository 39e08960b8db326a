import PhoneIcon from '@mui/icons-material/Phone';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAcademy } from '../../app/academy';
import { telHref } from '../../components/telHref';

/**
 * How a new family registers today: online registration is not available yet, so the academy's
 * phone line does it. Shown by the Join modal and the Login modal's Register Family mode.
 */
export function RegisterFamilyNotice() {
  const { academy } = useAcademy();
  const name = academy?.name ?? 'the academy';
  return (
    <Stack spacing={2}>
      <Typography>
        New to {name}? Registering a family account online is not available yet. Call us and we will set up your family account and help you
        choose classes.
      </Typography>
      {academy?.supportHours ? <Typography color="text.secondary">We answer {academy.supportHours}.</Typography> : null}
      {academy?.phoneNumber ? (
        <Button href={telHref(academy.phoneNumber)} variant="contained" size="large" startIcon={<PhoneIcon />}>
          Call {academy.phoneNumber}
        </Button>
      ) : null}
    </Stack>
  );
}
