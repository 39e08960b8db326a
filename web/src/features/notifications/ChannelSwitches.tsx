import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { KindPreferenceData } from './notifications.documents';

export type Channel = KindPreferenceData['channels'][number]['channel'];

export const CHANNEL_LABELS: Record<Channel, string> = { EMAIL: 'E-mail', SMS: 'Text' };

interface Props {
  preference: KindPreferenceData;
  /** The channel being saved, whose switch waits for the answer. */
  saving: Channel | null;
  onChange(channel: Channel, on: boolean): void;
}

/** One kind's row: its name and a switch per channel it uses; off and fixed when the academy turned it off. */
export function ChannelSwitches({ preference, saving, onChange }: Props) {
  const nameId = useId();
  const noteId = useId();
  const off = preference.offByAcademy;
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider' }}>
      <Box
        role="group"
        aria-labelledby={nameId}
        aria-describedby={off ? noteId : undefined}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
          px: 2,
          py: 1.25,
        }}
      >
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography id={nameId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {preference.label}
          </Typography>
          {off ? (
            <Typography id={noteId} variant="body2" color="text.secondary">
              Turned off by the academy
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', gap: 2 }}>
          {preference.channels.map(({ channel, on }) => (
            <FormControlLabel
              key={channel}
              sx={{ mr: 0 }}
              label={CHANNEL_LABELS[channel]}
              control={
                <Switch
                  checked={on && !off}
                  disabled={off || saving === channel}
                  onChange={(event) => onChange(channel, event.target.checked)}
                />
              }
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
