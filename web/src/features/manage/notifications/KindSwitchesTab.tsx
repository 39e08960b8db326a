import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageSpinner } from '../../../app/RequireSignIn';
import { errorMessage } from '../../../components/errorMessage';
import { AUDIENCE_GROUPS, CHANNEL_LABELS } from './labels';
import { type KindSwitch, KindSwitchesQuery, SetKindOnMutation } from './notifications-admin.documents';

/** A switch per kind, grouped by who hears it: off, the academy mails and texts that kind to no one. */
export function KindSwitchesTab() {
  const { data, loading, error, refetch } = useQuery(KindSwitchesQuery, { fetchPolicy: 'cache-and-network' });
  const [setOn] = useMutation(SetKindOnMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function toggle(row: KindSwitch, on: boolean) {
    setBusy(row.kind);
    setProblem(null);
    try {
      // The answer updates the switch in Apollo's cache (it carries the kind as its key).
      await setOn({
        variables: { kind: row.kind, on },
        update: (cache) =>
          cache.updateQuery({ query: KindSwitchesQuery }, (current) =>
            current
              ? {
                  notificationKindSwitches: current.notificationKindSwitches.map((item) =>
                    item.kind === row.kind ? { ...item, on } : item,
                  ),
                }
              : current,
          ),
      });
    } catch (failure) {
      setProblem(errorMessage(failure, `${row.label} could not be turned ${on ? 'on' : 'off'}. Please try again.`));
    } finally {
      setBusy(null);
    }
  }

  if (loading && !data) return <PageSpinner />;
  if (!data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        }
      >
        {errorMessage(error, 'The kinds of notification could not be loaded. Please try again.')}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography color="text.secondary">
          A kind turned off is neither e-mailed nor texted to anyone, whatever each person chose.
        </Typography>
        <Box aria-live="polite">{problem && <Alert severity="error">{problem}</Alert>}</Box>
      </Box>
      {AUDIENCE_GROUPS.map(({ audience, label }) => {
        const rows = data.notificationKindSwitches.filter((row) => row.audience === audience);
        return (
          <Box component="section" key={audience} aria-labelledby={`kinds-${audience}`}>
            <Typography component="h2" variant="h6" id={`kinds-${audience}`} sx={{ mb: 1 }}>
              {label}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
              {rows.map((row) => (
                <Box component="li" key={row.kind} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                  <FormControlLabel
                    sx={{ m: 0, width: '100%', justifyContent: 'space-between', gap: 2 }}
                    labelPlacement="start"
                    label={
                      <Box>
                        <Typography>{row.label}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          By {row.channels.map((channel) => CHANNEL_LABELS[channel].toLowerCase()).join(' and ')}, and in the app
                        </Typography>
                      </Box>
                    }
                    control={<Switch checked={row.on} disabled={busy === row.kind} onChange={(_event, on) => void toggle(row, on)} />}
                  />
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
