import ArrowBackIosNewIcon from '@mui/icons-material/ArrowBackIosNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import {
  type CatalogFilter,
  catalogQueryString,
  EMPTY_FILTER,
  GRADE_BANDS,
  hasFilter,
  parseCatalogFilter,
  programGrades,
  programsOnSale,
  toggleCatalogFilter,
} from '@solve/core/catalog';
import { SUBJECTS, type SubjectCode } from '@solve/core/constants';
import { gradeLabel } from '@solve/core/grades';
import { messages } from '@solve/core/messages';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { visuallyHidden } from '../../components/visuallyHidden';
import { readFragment } from '../../graphql';
import { CatalogClassFields, CatalogQuery } from './catalog.documents';
import { CatalogClassCard, EnrolAction, PriceLine } from './CatalogClassCard';
import { type CatalogLists, catalogView, type Choice, filterGroups, queryFilter } from './catalogFilters';

/** Results are laid out in columns of this width (§9). */
const COLUMN_PX = 350;

function ChoiceCard({ label, hint, selected, onClick }: { label: string; hint?: string; selected: boolean; onClick(): void }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}>
      <CardActionArea onClick={onClick} aria-pressed={selected} sx={{ p: 2, height: '100%' }}>
        <Typography sx={{ fontWeight: 800 }}>{label}</Typography>
        {hint ? (
          <Typography color="text.secondary" sx={{ fontSize: 13 }}>
            {hint}
          </Typography>
        ) : null}
      </CardActionArea>
    </Card>
  );
}

function ChoiceSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5 }}>{children}</Box>
    </Box>
  );
}

/**
 * /catalog and /courses (family-catalog-payment.md §2 "Catalog"): category cards or a table of every
 * class; with a filter in the query string (subject, grade, session as JSON, location) the matching
 * classes sorted by code in 350 px columns, with '< Catalog' back. Open to everyone.
 */
export default function CatalogPage({ courseList = false }: { courseList?: boolean }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filter = parseCatalogFilter(params);
  const filtered = hasFilter(filter);
  // /courses, and the classroom routes parents open, start as the course list (the table).
  const view = catalogView(params.get('view'), courseList, location.pathname);
  const { data, loading, error, refetch } = useQuery(CatalogQuery, {
    variables: { filter: queryFilter(filter) },
    fetchPolicy: 'cache-and-network',
  });

  const choose = (choice: Choice) => {
    const next: CatalogFilter = toggleCatalogFilter(filter, choice);
    setParams(new URLSearchParams(catalogQueryString(next)));
  };
  const setView = (next: string) => {
    const copy = new URLSearchParams(params);
    copy.set('view', next);
    setParams(copy, { replace: true });
  };

  const catalog = data?.catalog;
  const programs = catalog ? programsOnSale(catalog.categories) : [];
  return (
    <Box sx={{ width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {filtered ? (
          <Link
            component={RouterLink}
            to={`${location.pathname}?${catalogQueryString(EMPTY_FILTER)}`}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
          >
            <ArrowBackIosNewIcon sx={{ fontSize: 14 }} /> Catalog
          </Link>
        ) : (
          <Typography component="h2" variant="h4" sx={{ fontWeight: 800, flexGrow: 1 }}>
            Catalog
          </Typography>
        )}
        {!filtered ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_e, next: string | null) => next && setView(next)}
            aria-label="Catalog view"
          >
            <ToggleButton value="cards">Categories</ToggleButton>
            <ToggleButton value="table">Table</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </Box>
      {loading && !catalog ? <PageSpinner /> : null}
      {error && !catalog ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
          The catalog could not be loaded. Please check your connection and try again.
        </Alert>
      ) : null}
      {catalog && filtered ? <FilterBar catalog={catalog} filter={filter} onToggle={choose} /> : null}
      {catalog && filtered ? <Results classes={catalog.classrooms} /> : null}
      {catalog && !filtered && view === 'table' ? <CatalogTable classes={catalog.classrooms} /> : null}
      {catalog && !filtered && view !== 'table' ? (
        <>
          <ChoiceSection title="Sessions">
            {catalog.sessions.map((session) => (
              <ChoiceCard key={session} label={session} selected={false} onClick={() => choose({ kind: 'session', value: [session] })} />
            ))}
          </ChoiceSection>
          {programs.length > 0 ? (
            <ChoiceSection title="Programs">
              {programs.map((program) => (
                <ChoiceCard
                  key={program.name}
                  label={program.name}
                  hint={programGrades(program)}
                  selected={false}
                  onClick={() => choose({ kind: 'program', value: program.name })}
                />
              ))}
            </ChoiceSection>
          ) : null}
          <ChoiceSection title="Subjects">
            {catalog.subjects.map((subject) => (
              <ChoiceCard
                key={subject}
                label={SUBJECTS[subject as SubjectCode] ?? subject}
                selected={false}
                onClick={() => choose({ kind: 'subject', value: subject })}
              />
            ))}
          </ChoiceSection>
          <ChoiceSection title="Grades">
            {GRADE_BANDS.map((band) => (
              <ChoiceCard key={band.key} label={band.label} selected={false} onClick={() => choose({ kind: 'grade', value: band.key })} />
            ))}
          </ChoiceSection>
          <ChoiceSection title="Locations">
            {catalog.locations.map((place) => (
              <ChoiceCard key={place} label={place} selected={false} onClick={() => choose({ kind: 'location', value: place })} />
            ))}
          </ChoiceSection>
        </>
      ) : null}
    </Box>
  );
}

/**
 * With a filter in force, every entry stays at hand to narrow further: the chosen ones are
 * pressed, and a second click deselects (a subject clears the session and the other way round).
 */
function FilterBar({ catalog, filter, onToggle }: { catalog: CatalogLists; filter: CatalogFilter; onToggle(choice: Choice): void }) {
  const groups = filterGroups(catalog, filter);
  return (
    <Box component="nav" aria-label="Filters" sx={{ display: 'grid', gap: 1, mb: 3 }}>
      {groups
        .filter((group) => group.entries.length > 0)
        .map((group) => (
          <Box
            key={group.title}
            role="group"
            aria-label={group.title}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography component="span" sx={{ fontWeight: 700, fontSize: 14, minWidth: 80 }}>
              {group.title}
            </Typography>
            {group.entries.map((entry) => (
              <Chip
                key={entry.label}
                label={entry.label}
                clickable
                color={entry.selected ? 'primary' : 'default'}
                variant={entry.selected ? 'filled' : 'outlined'}
                aria-pressed={entry.selected}
                onClick={() => onToggle(entry.choice)}
              />
            ))}
          </Box>
        ))}
    </Box>
  );
}

function Results({ classes }: { classes: Parameters<typeof CatalogClassCard>[0]['data'][] }) {
  const navigate = useNavigate();
  const location = useLocation();
  if (classes.length === 0) {
    // §2: 'No matching classrooms found!' and go back (to the previous choice, or the whole catalog).
    const back = () => (location.key !== 'default' ? void navigate(-1) : void navigate(location.pathname));
    return (
      <Alert
        severity="info"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={back}>
            Go back
          </Button>
        }
      >
        {messages.CATALOG_EMPTY}
      </Alert>
    );
  }
  return (
    <Box
      role="list"
      aria-label="Classes"
      sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${COLUMN_PX}px), ${COLUMN_PX}px))`, gap: 2 }}
    >
      {classes.map((data) => (
        <CatalogClassCard key={readFragment(CatalogClassFields, data).id} data={data} />
      ))}
    </Box>
  );
}

/** Every class in one table; at 768 px the less needed columns are hidden. */
function CatalogTable({ classes }: { classes: Parameters<typeof CatalogClassCard>[0]['data'][] }) {
  if (classes.length === 0) return <Alert severity="info">{messages.CATALOG_EMPTY}</Alert>;
  const wide = { display: { xs: 'none', md: 'table-cell' } };
  // On a phone the code moves under the class's name, so that the row fits the screen.
  const notPhone = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <TableContainer>
      <Table size="small" aria-label="Classes">
        <TableHead>
          <TableRow>
            <TableCell sx={notPhone}>Code</TableCell>
            <TableCell>Class</TableCell>
            <TableCell sx={wide}>Grades</TableCell>
            <TableCell sx={wide}>Session</TableCell>
            <TableCell sx={wide}>Location</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Enroll
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {classes.map((data) => {
            const item = readFragment(CatalogClassFields, data);
            return (
              <TableRow key={item.id}>
                <TableCell sx={notPhone}>{item.code}</TableCell>
                <TableCell>
                  {item.title}
                  <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', fontSize: 13 }}>
                    {item.code}
                  </Box>
                </TableCell>
                <TableCell sx={wide}>
                  {gradeLabel(item.startGrade)}–{gradeLabel(item.endGrade)}
                </TableCell>
                <TableCell sx={wide}>{item.session}</TableCell>
                <TableCell sx={wide}>{item.location}</TableCell>
                <TableCell>
                  <PriceLine item={item} />
                </TableCell>
                <TableCell>
                  <EnrolAction item={item} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
