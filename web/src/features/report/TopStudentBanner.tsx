import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { classroomShortTitle } from '@solve/core/classroom';
import { topStudentHighlight } from '@solve/core/top-student';
import { Link as RouterLink } from 'react-router';
import type { ResultOf } from '../../graphql';
import type { MyBadgesQuery } from './student-badges.documents';

export type EarnedBadges = ResultOf<typeof MyBadgesQuery>['earnedBadges'];

/**
 * The Top Student badge banner (family-catalog-payment.md §1, §9) at the top of a student's
 * dashboard: their best Top Student badge and the class that earned it, or nothing without one.
 * A badge of a class still running is earned on the grades so far, and the banner says so.
 */
export function TopStudentBanner({ badges, firstName }: { badges: EarnedBadges; firstName: string }) {
  const highlight = topStudentHighlight(badges);
  if (!highlight) return null;
  const { best, count } = highlight;
  const className = classroomShortTitle(best.classroomTitle);
  return (
    <Paper
      component="section"
      aria-label="Top Student"
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        mb: 3,
        borderRadius: 3,
        borderColor: 'warning.main',
        background: 'linear-gradient(90deg, rgba(255, 193, 7, 0.14), rgba(255, 193, 7, 0.04))',
      }}
    >
      <Avatar src={best.badge.imageUrl ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'warning.main', flexShrink: 0 }}>
        ★
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: { xs: 17, sm: 19 } }}>
          {best.tentative
            ? `Well done, ${firstName}: you are on your way to ${best.badge.label}`
            : `Congratulations, ${firstName}! You are a Top Student`}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {best.tentative
            ? `Your grade in ${className} earns it so far. Keep it at ${best.badge.minGrade}% or more until the class ends to make the badge yours.`
            : `Your grade in ${className} earned you the ${best.badge.label} badge.`}{' '}
          <Link component={RouterLink} to="/profile" sx={{ fontWeight: 700 }}>
            {count > 1 ? `See your ${count} Top Student badges` : 'See your badges'}
          </Link>
        </Typography>
      </Box>
    </Paper>
  );
}
