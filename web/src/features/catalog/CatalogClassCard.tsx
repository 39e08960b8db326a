import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { gradeLabel } from '@solve/core/grades';
import { formatPrice, priceLabel } from '@solve/core/pricing';
import { Link as RouterLink } from 'react-router';
import { classMeetings, useDates } from '../../app/dates';
import { type FragmentOf, type ResultOf, readFragment } from '../../graphql';
import { CatalogClassFields } from './catalog.documents';
import { FreeEnrolButton } from './FreeEnrolButton';
import { FullClassAction } from '../waitlist';
import { GridCard } from '../../components/CardGrid';

export type CatalogClass = ResultOf<typeof CatalogClassFields>;

/** 'Instructor', or 'Contest manager' for a COMPETITION class (§2 "Catalog"). */
export const instructorLabel = (teachingStyle: string) => (teachingStyle === 'COMPETITION' ? 'Contest manager' : 'Instructor');

export function PriceLine({ item }: { item: Pick<CatalogClass, 'priceCents' | 'tuitionCents' | 'earlyBird'> }) {
  if (item.priceCents === 0) {
    return (
      <Typography component="span" sx={{ fontWeight: 800, color: 'success.main' }}>
        FREE
      </Typography>
    );
  }
  return (
    <Typography component="span" sx={{ fontSize: 15 }}>
      {priceLabel(item.tuitionCents)}:{' '}
      <Box component="span" sx={{ fontWeight: 800 }}>
        {formatPrice(item.priceCents)}
      </Box>
      {item.earlyBird ? (
        <>
          {' '}
          <Box component="s" sx={{ color: 'text.secondary' }}>
            {formatPrice(item.tuitionCents)}
          </Box>{' '}
          <Chip size="small" color="secondary" label="Early bird" />
        </>
      ) : null}
    </Typography>
  );
}

/** One class of the catalog (§2): what, when, where, who, price, and the way to enrol. */
export function CatalogClassCard({ data }: { data: FragmentOf<typeof CatalogClassFields> }) {
  const item = readFragment(CatalogClassFields, data);
  const dates = useDates();
  return (
    <GridCard label={`${item.code} ${item.title}`}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography color="text.secondary" sx={{ fontSize: 13, fontWeight: 700 }}>
            {item.code}
          </Typography>
          {item.full ? <Chip size="small" color="error" label="FULL" /> : null}
        </Box>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.25 }}>
          {item.title}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          Grades {gradeLabel(item.startGrade)}–{gradeLabel(item.endGrade)} · {item.session} · {item.location}
        </Typography>
        <Typography sx={{ fontSize: 14 }}>{classMeetings(dates, item)}</Typography>
        {item.leadInstructor ? (
          <Typography sx={{ fontSize: 14 }}>
            {instructorLabel(item.teachingStyle)}: {item.leadInstructor}
          </Typography>
        ) : null}
        <Typography sx={{ fontSize: 14, mt: 0.5, color: 'text.secondary' }}>{item.description}</Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <PriceLine item={item} />
        </Box>
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <EnrolAction item={item} />
      </Box>
    </GridCard>
  );
}

/** Paid classes go to checkout; free ones enrol here; a full class cannot be chosen, but its waitlist can. */
export function EnrolAction({ item }: { item: CatalogClass }) {
  // A free class the viewer is done with reads Enrolled, even once it is full.
  if (item.priceCents === 0 && item.viewerEnrolled) return <FreeEnrolButton classroomId={item.id} title={item.title} enrolled />;
  // A full paid class offers its waitlist (FullClassAction shows FULL with it).
  if (item.full) return <FullClassAction item={item} />;
  if (item.priceCents === 0) return <FreeEnrolButton classroomId={item.id} title={item.title} enrolled={item.viewerEnrolled} />;
  return (
    <Button
      component={RouterLink}
      to={`/checkout?classroomId=${item.id}`}
      variant="contained"
      aria-label={`Enroll in ${item.code} ${item.title}`}
    >
      Enroll
    </Button>
  );
}
