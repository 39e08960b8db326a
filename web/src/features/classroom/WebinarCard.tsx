import VideocamIcon from '@mui/icons-material/Videocam';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { WebinarCardData } from './classroom.documents';
import { useDates } from '../../app/dates';
import { GridCard } from '../../components/CardGrid';

const PHASE_LABEL = { UPCOMING: 'Upcoming', LIVE: 'Live now', REPLAY: 'Replay available' } as const;

/**
 * The lesson's webinar card (classroom.md §2): Live from 10 minutes before the start to 15 after,
 * Replay afterwards, and Office Hours while one is open (each ends at its start plus its duration).
 */
export function WebinarCard({ webinar, classroomId }: { webinar: WebinarCardData; classroomId: number }) {
  const dates = useDates();
  const openHour =
    webinar.officeHours.find((hour) => hour.url !== null && hour.phase === 'OPEN') ?? webinar.officeHours.find((hour) => hour.url !== null);
  return (
    <GridCard label="Webinar" sx={{ borderColor: 'primary.main' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
          <VideocamIcon fontSize="small" />
          <Typography sx={{ fontSize: 13, fontWeight: 700, flexGrow: 1 }}>Webinar</Typography>
          {webinar.phase ? (
            <Chip
              size="small"
              label={PHASE_LABEL[webinar.phase]}
              color={webinar.phase === 'LIVE' ? 'error' : 'default'}
              variant={webinar.phase === 'LIVE' ? 'filled' : 'outlined'}
            />
          ) : null}
        </Box>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 800 }}>
          {webinar.webinarId ? 'Live lecture' : 'Office Hours'}
        </Typography>
        {webinar.startsAt ? <Typography sx={{ fontSize: 14 }}>{dates.dateTime(webinar.startsAt)}</Typography> : null}
        {webinar.officeHours.length ? (
          <Box>
            <Typography color="text.secondary" sx={{ fontSize: 14, fontWeight: 600 }}>
              Office Hours
            </Typography>
            {webinar.officeHours.map((hour) => (
              <Typography key={hour.startsAt} sx={{ fontSize: 14, color: hour.phase === 'ENDED' ? 'text.disabled' : 'text.primary' }}>
                {dates.instantRange(hour.startsAt, hour.endsAt)}
                {hour.phase === 'OPEN' ? ' · open now' : ''}
              </Typography>
            ))}
          </Box>
        ) : null}
      </CardContent>
      <Box sx={{ px: 2, pb: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {webinar.webinarId ? (
          <Button
            variant="contained"
            color="error"
            disabled={!webinar.liveUrl}
            href={webinar.liveUrl ?? ''}
            target="_blank"
            rel="noopener noreferrer"
          >
            Live
          </Button>
        ) : null}
        {webinar.webinarId ? (
          <Button
            variant="outlined"
            disabled={!webinar.replayAvailable}
            component={RouterLink}
            to={`/video?classroomId=${classroomId}&videoId=${encodeURIComponent(webinar.webinarId)}`}
          >
            Replay
          </Button>
        ) : null}
        {webinar.officeHours.length ? (
          <Button variant="outlined" disabled={!openHour} href={openHour?.url ?? ''} target="_blank" rel="noopener noreferrer">
            Office Hours
          </Button>
        ) : null}
      </Box>
    </GridCard>
  );
}
