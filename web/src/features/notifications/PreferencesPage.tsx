import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../components/errorMessage';
import { NotLoaded } from '../../components/NotLoaded';
import { type Channel, CHANNEL_LABELS, ChannelSwitches } from './ChannelSwitches';
import { GradeThresholdField } from './GradeThresholdField';
import {
  type KindPreferenceData,
  NotificationPreferencesQuery,
  SetGradeAlertThresholdMutation,
  SetNotificationPreferenceMutation,
} from './notifications.documents';

type Feedback = { severity: 'success' | 'error'; text: string } | null;

/**
 * /notifications/preferences: each kind of the person's audience on or off by e-mail and text,
 * saved at each change; a parent's low-grade threshold. The bell shows every kind whatever the choice.
 */
export default function PreferencesPage() {
  const { data, loading, error, refetch } = useQuery(NotificationPreferencesQuery, { fetchPolicy: 'cache-and-network' });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [saving, setSaving] = useState<{ kind: string; channel: Channel } | null>(null);
  const [setPreference] = useMutation(SetNotificationPreferenceMutation, {
    update: (cache, { data: answer }) => {
      if (answer)
        cache.writeQuery({ query: NotificationPreferencesQuery, data: { notificationPreferences: answer.setNotificationPreference } });
    },
  });
  const [setThreshold, thresholdState] = useMutation(SetGradeAlertThresholdMutation, {
    update: (cache, { data: answer }) => {
      if (!answer) return;
      cache.updateQuery({ query: NotificationPreferencesQuery }, (current) =>
        current
          ? { notificationPreferences: { ...current.notificationPreferences, gradeAlertPercent: answer.setGradeAlertThreshold } }
          : current,
      );
    },
  });

  const change = (preference: KindPreferenceData, channel: Channel, on: boolean) => {
    setSaving({ kind: preference.kind, channel });
    setFeedback(null);
    setPreference({ variables: { kind: preference.kind, channel, on } })
      .then(() =>
        setFeedback({
          severity: 'success',
          text: `Saved: ${preference.label} by ${CHANNEL_LABELS[channel].toLowerCase()} is ${on ? 'on' : 'off'}.`,
        }),
      )
      .catch((failure: unknown) =>
        setFeedback({ severity: 'error', text: errorMessage(failure, 'Your choice could not be saved. Please try again.') }),
      )
      .finally(() => setSaving(null));
  };

  const saveThreshold = (percent: number) => {
    setFeedback(null);
    return setThreshold({ variables: { percent } })
      .then(() => setFeedback({ severity: 'success', text: `Saved: we tell you of grades below ${percent}%.` }))
      .catch((failure: unknown) =>
        setFeedback({ severity: 'error', text: errorMessage(failure, 'The threshold could not be saved. Please try again.') }),
      );
  };

  const preferences = data?.notificationPreferences;
  return (
    <Box sx={{ width: '100%', maxWidth: 800, mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 800, flexGrow: 1 }}>
          Notification settings
        </Typography>
        <Button component={RouterLink} to="/notifications">
          All notifications
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Everything shows under the bell in the app. Choose what also comes by e-mail or text message; each change is saved at once.
      </Typography>
      {/* Its place kept, so that the list does not move when a change is saved. */}
      <Box sx={{ minHeight: 48, mb: 1 }}>
        {feedback ? (
          <Alert severity={feedback.severity} role={feedback.severity === 'error' ? 'alert' : 'status'}>
            {feedback.text}
          </Alert>
        ) : null}
      </Box>
      {!preferences ? (
        <NotLoaded
          loading={loading}
          error={error}
          fallback="Your settings could not be loaded."
          onRetry={() => refetch().catch(() => undefined)}
        />
      ) : (
        <>
          <Paper variant="outlined" sx={{ overflow: 'hidden', mb: 3 }}>
            <Box component="ul" aria-label="Notifications by kind" sx={{ m: 0, p: 0 }}>
              {preferences.kinds.map((preference) => (
                <ChannelSwitches
                  key={preference.kind}
                  preference={preference}
                  saving={saving?.kind === preference.kind ? saving.channel : null}
                  onChange={(channel, on) => change(preference, channel, on)}
                />
              ))}
            </Box>
          </Paper>
          {preferences.gradeAlertPercent !== null ? (
            <GradeThresholdField saved={preferences.gradeAlertPercent} saving={thresholdState.loading} onSave={saveThreshold} />
          ) : null}
        </>
      )}
    </Box>
  );
}
