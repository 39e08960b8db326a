import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { initials } from '@solve/core/grades';

interface Props {
  firstName: string;
  lastName: string;
  image: string | null;
  /** The username or email typed on the first step. */
  login: string;
}

/** Who is signing in, shown above the password field (image, or initials when there is none). */
export function StudentIdentity({ firstName, lastName, image, login }: Props) {
  const name = `${firstName} ${lastName}`.trim();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2.5, minWidth: 0 }}>
      <Avatar
        src={image ?? undefined}
        alt={name || login}
        sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 24, fontWeight: 700 }}
      >
        {initials(firstName, lastName) || login.charAt(0).toUpperCase()}
      </Avatar>
      <Stack sx={{ minWidth: 0 }}>
        {name ? (
          <Typography sx={{ fontWeight: 700, fontSize: 18 }} noWrap>
            {name}
          </Typography>
        ) : null}
        <Typography color="text.secondary" noWrap>
          {login}
        </Typography>
      </Stack>
    </Stack>
  );
}
