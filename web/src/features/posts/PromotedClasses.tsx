import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { readFragment } from '../../graphql';
import { CatalogClassCard, CatalogClassFields, CatalogQuery } from '../catalog';

/** The classes a post promotes, as catalog cards with their way to enrol; classes no longer for sale are left out. */
export function PromotedClasses({ codes }: { codes: readonly string[] }) {
  // Only the promoted classes come back, not the whole catalog.
  const { data } = useQuery(CatalogQuery, { variables: { filter: { codes: [...codes] } }, skip: codes.length === 0 });
  const classes = data?.catalog.classrooms ?? [];
  if (classes.length === 0) return null;
  return (
    <Box component="section" aria-label="Classes in this post" sx={{ mt: 4 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1.5 }}>
        Classes
      </Typography>
      <Box role="list" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        {classes.map((item) => (
          <CatalogClassCard key={readFragment(CatalogClassFields, item).id} data={item} />
        ))}
      </Box>
    </Box>
  );
}
