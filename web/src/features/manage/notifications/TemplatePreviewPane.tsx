import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MessageTemplate, NotificationMessage } from '@solve/core/notification-wording';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { TemplatePreviewQuery } from './notifications-admin.documents';

/** How long typing pauses before the preview is asked for again (one request per pause, not per key). */
const PAUSE_MS = 300;

function usePaused(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

/** The message as it would be sent, with the sample values and the academy's name, composed by the server as notify() does. */
export function TemplatePreviewPane({ message, parts }: { message: NotificationMessage; parts: MessageTemplate }) {
  // Compared as text: a new object each render would restart the pause for ever.
  const asked = usePaused(JSON.stringify({ message, ...parts }));
  const variables = useMemo(() => JSON.parse(asked) as MessageTemplate & { message: NotificationMessage }, [asked]);
  const { data, previousData, error } = useQuery(TemplatePreviewQuery, { variables });
  const preview = (data ?? previousData)?.notificationTemplatePreview;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="template-preview"
      sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0, position: { md: 'sticky' }, top: { md: 80 } }}
    >
      <Typography component="h3" variant="subtitle1" id="template-preview" sx={{ fontWeight: 600 }}>
        Preview
      </Typography>
      {error && <Alert severity="error">{errorMessage(error, 'The preview could not be drawn. Please try again.')}</Alert>}
      {preview ? (
        <Box aria-live="polite" sx={{ display: 'grid', gap: 2 }} data-testid="template-preview">
          <Box>
            <Typography variant="overline" color="text.secondary">
              E-mail
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{preview.subject}</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{preview.text}</Typography>
          </Box>
          <Box>
            <Typography variant="overline" color="text.secondary">
              Text message
            </Typography>
            <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1.5, overflowWrap: 'anywhere' }}>
              <Typography>{preview.sms}</Typography>
            </Box>
            <Typography variant="body2" color={preview.smsSegments > 1 ? 'warning.main' : 'text.secondary'} sx={{ mt: 0.5 }}>
              {preview.sms.length} characters, {preview.smsSegments} {preview.smsSegments === 1 ? 'segment' : 'segments'} (
              {preview.smsEncoding}){preview.smsSegments > 1 ? ': shorten it to send one.' : ''}
            </Typography>
          </Box>
        </Box>
      ) : (
        !error && <Typography color="text.secondary">Drawing the preview…</Typography>
      )}
    </Paper>
  );
}
