import MailIcon from '@mui/icons-material/Mail';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { GradeLabel } from '../../components/GradeLabel';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { ClassCardData } from './dashboard.documents';
import { dateRange } from '../../app/dates';
import { GridCard } from '../../components/CardGrid';

const ACTION_LABEL = { ENTER: 'Enter', START: 'Start', TRANSCRIPT: 'Transcript' } as const;
const MODE_LABEL: Record<string, string | null> = { PREVIEW: 'Preview', TRIAL: 'Trial', TRIAL_TO_LESSON: 'Trial', NORMAL: null };

/** A row of the card's figures: a term and its value. */
function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: 14, fontWeight: 700 }}>
        {children}
      </Typography>
    </>
  );
}

/** The empty place of a figure a staff card does not have (classroom.md §2: placeholders). */
function Placeholder() {
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      <span aria-hidden>—</span>
      <Box component="span" sx={visuallyHidden}>
        none
      </Box>
    </Box>
  );
}

/**
 * One class on the dashboard (classroom.md §2 "Class card"): grade, overdue and points, which
 * are the student's own and empty places on a staff card, and the class's unread messages.
 */
export function ClassCard({ card, isStaff }: { card: ClassCardData; isStaff: boolean }) {
  const target = card.action === 'TRANSCRIPT' ? `/transcript?classroomId=${card.classroomId}` : `/lessons?classroomId=${card.classroomId}`;
  const modeLabel = MODE_LABEL[card.mode];
  const unread = card.unreadMessages ?? 0;
  return (
    <GridCard label={card.shortTitle}>
      <Box sx={{ position: 'relative', height: 110, bgcolor: 'primary.main' }}>
        {card.imageUrl ? (
          <Box component="img" src={card.imageUrl} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : null}
        {unread > 0 ? (
          <Chip
            icon={<MailIcon />}
            label={`${unread} unread ${unread === 1 ? 'message' : 'messages'}`}
            size="small"
            sx={{ position: 'absolute', top: 10, left: 10, fontWeight: 700, bgcolor: 'background.paper', color: 'text.primary' }}
          />
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
          <Figure term="Grade">{isStaff ? <Placeholder /> : <GradeLabel percent={card.grade} />}</Figure>
          <Figure term="Overdue">
            {isStaff ? (
              <Placeholder />
            ) : (
              <Box component="span" sx={{ color: card.overdueCount ? 'error.main' : 'text.primary' }}>
                {card.overdueCount ?? 0}
              </Box>
            )}
          </Figure>
          <Figure term="Points">{isStaff ? <Placeholder /> : (card.points ?? 0)}</Figure>
        </Box>
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={target} variant={card.action === 'TRANSCRIPT' ? 'outlined' : 'contained'} fullWidth>
          {ACTION_LABEL[card.action]}
        </Button>
      </Box>
    </GridCard>
  );
}
