import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TOP_STUDENT_MIN_GRADE } from '@solve/core/family-home';
import { BadgeList } from './BadgeList';
import { MyBadgesQuery } from './student-badges.documents';

/**
 * A student's own badges (family-catalog-payment.md §6 "students see their own badges"): every
 * badge on the profile, or those of one class on its transcript. Nothing while they load.
 */
export function MyBadges({ studentId, classroomId = null }: { studentId: number; classroomId?: number | null }) {
  const { data } = useQuery(MyBadgesQuery, { variables: { studentId, classroomId } });
  if (!data) return null;
  const badges = data.earnedBadges;
  return (
    <Box component="section" aria-label="My badges" sx={{ mt: 3 }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 800, mb: 1.5 }}>
        {classroomId === null ? 'My badges' : 'Badges of this class'}
      </Typography>
      {badges.length ? (
        <BadgeList badges={badges} showClass={classroomId === null} />
      ) : (
        <Typography color="text.secondary">
          {classroomId === null
            ? `No badges yet. Finish a class with a grade of at least ${TOP_STUDENT_MIN_GRADE}% to earn the Top Student badge.`
            : `This class earned no badge: the Top Student badge needs a class grade of at least ${TOP_STUDENT_MIN_GRADE}%.`}
        </Typography>
      )}
    </Box>
  );
}
