import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { gridColumns } from '@solve/core/classroom';
import { useState } from 'react';
import { CardGrid } from '../../components/CardGrid';
import { ClassCard } from './ClassCard';
import type { ClassSectionData } from './dashboard.documents';
import { useContentWidth } from './useContentWidth';

/** Cards shown before "Show all": an admin's list of every class can be long. */
const FIRST_CARDS = 24;

function Section({ section, columns }: { section: ClassSectionData; columns: number }) {
  const [all, setAll] = useState(false);
  const shown = all ? section.classes : section.classes.slice(0, FIRST_CARDS);
  const headingId = `section-${section.key}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 800, letterSpacing: 0.5, color: 'text.secondary', mb: 1.5 }}>
        {section.title}
      </Typography>
      <CardGrid columns={columns} label={section.title}>
        {shown.map((card) => (
          <ClassCard key={card.classroomId} card={card} />
        ))}
      </CardGrid>
      {shown.length < section.classes.length ? (
        <Button sx={{ mt: 2 }} onClick={() => setAll(true)}>
          Show all {section.classes.length} classes
        </Button>
      ) : null}
    </Box>
  );
}

/** Sections of class cards, in columns of 350 px (classroom.md §9). */
export function ClassSections({ sections, empty }: { sections: ClassSectionData[]; empty: string }) {
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
        <Section key={section.key} section={section} columns={columns} />
      ))}
    </>
  );
}
