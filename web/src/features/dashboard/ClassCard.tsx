import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { GradeLabel } from '../../components/GradeLabel';
import { dateRange } from '../classroom/dates';
import type { ClassCardData } from './dashboard.documents';

const ACTION_LABEL = { ENTER: 'Enter', START: 'Start', TRANSCRIPT: 'Transcript' } as const;
const MODE_LABEL: Record<string, string | null> = { PREVIEW: 'Preview', TRIAL: 'Trial', TRIAL_TO_LESSON: 'Trial', NORMAL: null };

/** One class on the dashboard (classroom.md §2 "Class card"). */
export function ClassCard({ card }: { card: ClassCardData }) {
  const target = card.action === 'TRANSCRIPT' ? `/transcript?classroomId=${card.classroomId}` : `/lessons?classroomId=${card.classroomId}`;
  const modeLabel = MODE_LABEL[card.mode];
  const isStudent = card.studentCount === null;
  return (
    <Card
      role="listitem"
      variant="outlined"
      aria-label={card.shortTitle}
      sx={{ borderRadius: 3, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative', height: 110, bgcolor: 'primary.main' }}>
        {card.imageUrl ? (
          <Box component="img" src={card.imageUrl} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : null}
        {modeLabel ? (
          <Chip label={modeLabel} color="secondary" size="small" sx={{ position: 'absolute', top: 10, right: 10, fontWeight: 700 }} />
        ) : null}
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography component="h4" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.25 }}>
          {card.shortTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          {card.code} · {card.locationName ?? 'ONLINE'}
        </Typography>
        <Typography sx={{ fontSize: 14 }}>{dateRange(card.startDate, card.endDate)}</Typography>
        {card.teachingStyle === 'TUTORED' ? (
          <Typography sx={{ fontSize: 14, fontWeight: 600, color: 'primary.main' }}>One-On-One Tutoring</Typography>
        ) : null}
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 1, fontSize: 14 }}
        >
          {isStudent ? (
            <>
              <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
                Grade
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 14 }}>
                <GradeLabel percent={card.grade} />
              </Typography>
              <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
                Overdue
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontSize: 14, fontWeight: 700, color: card.overdueCount ? 'error.main' : 'text.primary' }}
              >
                {card.overdueCount ?? 0}
              </Typography>
              <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
                Points
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 14, fontWeight: 700 }}>
                {card.points ?? 0}
              </Typography>
            </>
          ) : (
            <>
              <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
                Students
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 14, fontWeight: 700 }}>
                {card.studentCount}
              </Typography>
            </>
          )}
        </Box>
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={target} variant={card.action === 'TRANSCRIPT' ? 'outlined' : 'contained'} fullWidth>
          {ACTION_LABEL[card.action]}
        </Button>
      </Box>
    </Card>
  );
}
