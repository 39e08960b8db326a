import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { gridColumns } from '@solve/core/classroom';
import { useEffect, useRef, useState } from 'react';
import { queryFromServer } from '../../app/graphql/firstPageQuery';
import { CardGrid } from '../../components/CardGrid';
import { ClassCard } from './ClassCard';
import type { VariablesOf } from '../../graphql';
import { type ClassCardData, type ClassSectionData, DashboardSectionQuery } from './dashboard.documents';
import { useContentWidth } from './useContentWidth';

type StaffMode = VariablesOf<typeof DashboardSectionQuery>['mode'];

/**
 * One section: the server sends its first CLASS_SECTION_PAGE cards and the total; "Show more"
 * asks for the next page and adds it below, keeping the cards already shown.
 */
function Section({ section, columns, mode }: { section: ClassSectionData; columns: number; mode: StaffMode }) {
  const [more, setMore] = useState<ClassCardData[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = [...section.classes, ...more];
  const headingId = `section-${section.key}`;
  const grid = useRef<HTMLDivElement>(null);
  /** The first card a "Show more" added: its button takes the focus, which the gone button had. */
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    if (focusFrom.current === null) return;
    const card = grid.current?.querySelectorAll('[role="listitem"]')[focusFrom.current];
    focusFrom.current = null;
    card?.querySelector<HTMLElement>('a, button')?.focus();
  }, [more.length]);

  async function showMore() {
    setLoading(true);
    setError(null);
    try {
      const data = await queryFromServer(DashboardSectionQuery, { mode, key: section.key, offset: shown.length });
      const page = data?.dashboardSection.classes ?? [];
      const seen = new Set(shown.map((card) => card.classroomId));
      const added = page.filter((card) => !seen.has(card.classroomId));
      if (added.length > 0) focusFrom.current = shown.length;
      setMore((list) => [...list, ...added]);
    } catch (failure) {
      // The message catalogue behind the text loads only when a page of classes fails (offline, the general text stays).
      const fallback = 'More classes could not be loaded. Please try again.';
      setError(
        await import('../../components/errorMessage').then(
          ({ errorMessage }) => errorMessage(failure, fallback),
          () => fallback,
        ),
      );
    } finally {
      setLoading(false);
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 800, letterSpacing: 0.5, color: 'text.secondary', mb: 1.5 }}>
        {section.title}
      </Typography>
      <Box ref={grid}>
        <CardGrid columns={columns} label={section.title}>
          {shown.map((card) => (
            <ClassCard key={card.classroomId} card={card} isStaff={mode != null} />
          ))}
        </CardGrid>
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      {shown.length < section.total ? (
        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void showMore()} disabled={loading} aria-describedby={`${headingId}-count`}>
            {loading ? 'Loading…' : 'Show more classes'}
          </Button>
          <Typography id={`${headingId}-count`} variant="body2" color="text.secondary">
            {shown.length} of {section.total} shown
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}

/** Sections of class cards, in columns of 350 px (classroom.md §9). */
export function ClassSections({ sections, empty, mode }: { sections: ClassSectionData[]; empty: string; mode: StaffMode }) {
  const columns = gridColumns(useContentWidth(), 350);
  if (sections.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <>
      {sections.map((section) => (
        // A new first page (the dashboard loaded again) starts the section over.
        <Section
          key={`${section.key}:${section.total}:${section.classes[0]?.classroomId ?? ''}`}
          section={section}
          columns={columns}
          mode={mode}
        />
      ))}
    </>
  );
}
