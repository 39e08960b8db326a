import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { gradeLabel } from '@solve/core/grades';
import { groupThousands } from '@solve/core/numbers';
import { formatMoney } from '@solve/core/pricing';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { classMeetings, useDates } from '../../app/dates';
import { VideoModal } from '../../components/VideoModal';
import type { RecommendedClassData } from './dashboard.documents';
import { GridCard } from '../../components/CardGrid';

/** '$450' for whole dollars, else '$299.50'. */
const dollars = (cents: number) => (cents % 100 === 0 ? `$${groupThousands(cents / 100)}` : formatMoney(cents));

/** One recommended class: its video, what and when, an Enroll button to checkout and the syllabus. */
export function RecommendationCard({ item }: { item: RecommendedClassData }) {
  const [watching, setWatching] = useState(false);
  const dates = useDates();
  return (
    <GridCard label={item.shortTitle}>
      <ButtonBase
        onClick={() => setWatching(true)}
        disabled={!item.videoId}
        aria-label={`Watch the video of ${item.shortTitle}`}
        // The course picture's own shape (16:9), so that it shows whole, its subject caption included.
        sx={{ position: 'relative', aspectRatio: '16 / 9', width: '100%', bgcolor: 'primary.main', display: 'grid', placeItems: 'center' }}
      >
        {item.imageUrl ? (
          <Box
            component="img"
            src={item.imageUrl}
            alt=""
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : null}
        {item.videoId ? <PlayCircleIcon sx={{ position: 'absolute', fontSize: 56, color: 'common.white', opacity: 0.9 }} /> : null}
      </ButtonBase>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography component="h4" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.25 }}>
          {item.shortTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          {item.code} · {item.locationName ?? 'ONLINE'} · Grades {gradeLabel(item.startGrade)}–{gradeLabel(item.endGrade)}
        </Typography>
        <Typography sx={{ fontSize: 14 }}>{classMeetings(dates, item)}</Typography>
        <Typography sx={{ fontSize: 14, mt: 0.5 }}>{item.description}</Typography>
        <Typography sx={{ fontSize: 14, fontWeight: 700, mt: 'auto', pt: 1 }}>
          {dollars(item.tuitionCents)}
          {item.earlyBirdTuitionCents !== null && item.earlyBirdTuitionCents < item.tuitionCents ? (
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              {' '}
              · early bird {dollars(item.earlyBirdTuitionCents)}
            </Box>
          ) : null}
        </Typography>
      </CardContent>
      <Box sx={{ px: 2, pb: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to={`/checkout?classroomId=${item.classroomId}`} variant="contained">
          Enroll
        </Button>
        <Link component={RouterLink} to={`/syllabus?classroomId=${item.classroomId}`} sx={{ fontWeight: 600 }}>
          Syllabus
        </Link>
      </Box>
      {item.videoId ? <VideoModal open={watching} onClose={() => setWatching(false)} url={item.videoId} title={item.shortTitle} /> : null}
    </GridCard>
  );
}
