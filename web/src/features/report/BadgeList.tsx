import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { classroomShortTitle } from '@solve/core/classroom';
import { type FragmentOf, readFragment } from '../../graphql';
import { EarnedBadgeFields } from './report.documents';

const RING = { HONOR: '#6a1b9a', BRONZE: '#a0522d', SILVER: '#78909c', GOLD: '#c9a400' } as const;

/**
 * A student's badges (family-catalog-payment.md §3 EarnedBadge): each with its picture, its label,
 * the class that earned it (by name), and whether it is final or earned on the grades so far.
 */
export function BadgeList({ badges, showClass = true }: { badges: readonly FragmentOf<typeof EarnedBadgeFields>[]; showClass?: boolean }) {
  const list = badges.map((data) => readFragment(EarnedBadgeFields, data));
  if (list.length === 0) return null;
  return (
    <Box component="ul" aria-label="Badges" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {list.map(({ badge, classroomId, classroomTitle, tentative }) => (
        <Box
          component="li"
          key={`${classroomId}-${badge.id}`}
          title={badge.description}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            pl: 0.75,
            pr: 1.5,
            py: 0.5,
            borderRadius: 99,
            border: 2,
            borderColor: RING[badge.ranking],
            bgcolor: 'background.paper',
            borderStyle: tentative ? 'dashed' : 'solid',
          }}
        >
          <Avatar src={badge.imageUrl ?? undefined} alt="" sx={{ width: 32, height: 32, bgcolor: RING[badge.ranking] }}>
            ★
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, fontSize: 14, lineHeight: 1.2 }}>{badge.label}</Typography>
            <Typography color="text.secondary" sx={{ fontSize: 12, lineHeight: 1.2 }}>
              {[showClass ? classroomShortTitle(classroomTitle) : null, tentative ? 'so far, final when the class ends' : 'final']
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
