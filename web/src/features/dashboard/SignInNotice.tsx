import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { sessionValues } from '../../app/storage';

/** The notice a sign-in left for the dashboard it went to (the family info failure, §8), shown once. */
export function SignInNotice() {
  const [notice, setNotice] = useState(() => sessionValues.get('signInNotice'));
  useEffect(() => sessionValues.remove('signInNotice'), []);
  if (!notice) return null;
  return (
    <Alert severity="warning" onClose={() => setNotice(null)} sx={{ mx: { xs: 2, md: 4 }, mt: 2 }}>
      {notice}
    </Alert>
  );
}
