import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { sortFamilyStudents } from '@solve/core/family';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { ReferralPanel } from '../referral';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { StudentBar } from './StudentBar';
import { UpcomingClasses } from './UpcomingClasses';
import { FamilyStudentsQuery } from './family.documents';
import { useSelectedStudent } from './selectedStudent';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { type Role, useSession } from '../../app/session';
import { drawnSession } from '../../app/drawnPage';
import { FamilyWaitlistSection } from '../waitlist';
import { useDrawnQuery } from '../../app/drawnQuery';

// The add-student form (its fields and their checks) loads when first asked for.
const AddStudentDialog = lazy(() => import('./AddStudentDialog').then((module) => ({ default: module.AddStudentDialog })));

const AS_ROLE: Record<Role, string> = {
  student: 'a student',
  family: 'a parent',
  instructor: 'an instructor',
  admin: 'an admin',
  guest: 'a guest',
};

function Shortcut({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2.5, display: 'flex', gap: 2, justifyContent: 'flex-start' }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: 14 }}>
            {text}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/**
 * The family's students (active first, then by id), the selected one, and the add-student dialog.
 * `onSettled` is called once the students and the selected one's upcoming classes have answered.
 */
function FamilyStudents({ familyMemberId, onSettled }: { familyMemberId: number; onSettled(): void }) {
  const variables = { id: familyMemberId };
  const { data, loading, error, refetch } = useDrawnQuery(FamilyStudentsQuery, { variables, fetchPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  const askedToAdd = useOpenedOnce(adding);
  const [added, setAdded] = useState('');
  const list = sortFamilyStudents(data?.familyMember?.familyAccount?.students ?? []);
  const [current, setSelected] = useSelectedStudent(list);
  // Without a student to show, the section is whole once the list (or its error) is there.
  const listSettled = Boolean(error) || (!loading && list.length === 0);
  useEffect(() => {
    if (listSettled) onSettled();
  }, [listSettled, onSettled]);
  return (
    <Box component="section" aria-labelledby="family-students-title" sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="family-students-title" component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          Students
        </Typography>
        <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
          Add a student
        </Button>
      </Stack>
      {added ? (
        <Alert severity="success" role="status" onClose={() => setAdded('')} sx={{ mb: 1.5 }}>
          {added}
        </Alert>
      ) : null}
      {loading && !data ? <CircularProgress size={24} aria-label="Loading students" /> : null}
      {error ? <Alert severity="error">Your students could not be loaded. Please try again.</Alert> : null}
      {!loading && !error && list.length === 0 ? (
        <Typography color="text.secondary">No students yet. Add your first student to enrol in classes.</Typography>
      ) : null}
      <StudentBar>
        <Stack direction="row" role="listbox" aria-label="Select a student" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {list.map((s) => (
            <Chip
              key={s.id}
              role="option"
              aria-selected={current?.id === s.id}
              label={`${s.firstName} ${s.lastName}`}
              color={current?.id === s.id ? 'primary' : 'default'}
              variant={current?.id === s.id ? 'filled' : 'outlined'}
              onClick={() => setSelected(s.id)}
            />
          ))}
        </Stack>
      </StudentBar>
      {current ? (
        <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: 14 }}>
          {current.firstName} signs in with the username <strong>{current.username}</strong> · Grade{' '}
          {current.grade === 0 ? 'K' : current.grade}
        </Typography>
      ) : null}
      {current ? <UpcomingClasses studentId={current.id} firstName={current.firstName} onSettled={onSettled} /> : null}
      {askedToAdd ? (
        <Suspense fallback={null}>
          <AddStudentDialog
            open={adding}
            onClose={() => setAdding(false)}
            onAdded={(student) => {
              setAdded(student.message);
              setSelected(student.id);
              void refetch();
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** The family dashboard's HOME tab. */
export function HomeTab() {
  const { me, role } = useSession();
  const family = role === 'family';
  // The students and their upcoming classes arrive one after the other with sizes of their own:
  // what follows the welcome shows at once when they are there, rather than moving down twice.
  // A page the server drew has them already, and shows them from its first render.
  const [settled, setSettled] = useState(() => !family || drawnSession() !== undefined);
  const onSettled = useCallback(() => setSettled(true), []);
  if (!me) return null;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', py: { xs: 0, md: 2 } }}>
      <Typography component="h2" variant="h4" sx={{ fontWeight: 800 }}>
        Welcome, {me.firstName}!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {family
          ? `You are signed in for the ${me.lastName} family.`
          : `You are signed in as ${AS_ROLE[role]}${me.isGuest ? ' with a guest link' : ''}.`}
      </Typography>
      <Box sx={{ position: 'relative' }} aria-busy={!settled}>
        {settled ? null : (
          <Box sx={{ position: 'absolute', inset: '0 0 auto 0' }}>
            <PageSpinner />
          </Box>
        )}
        <Box sx={{ visibility: settled ? 'visible' : 'hidden' }}>
          {family ? <FamilyStudents familyMemberId={me.id} onSettled={onSettled} /> : null}
          {family ? <FamilyWaitlistSection /> : null}
          {family && me.familyAccountId ? <ReferralPanel familyAccountId={me.familyAccountId} /> : null}
          <Shortcuts family={family} />
        </Box>
      </Box>
    </Box>
  );
}

/** HOME's shortcuts to the profile and the catalog. */
function Shortcuts({ family }: { family: boolean }) {
  return (
    <Box component="nav" aria-label="Shortcuts" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <Shortcut
        to="/profile"
        icon={<PersonIcon fontSize="large" />}
        title="Profile"
        text={family ? 'Your family account and address.' : 'Your details and password.'}
      />
      <Shortcut
        to="/catalog"
        icon={<MenuBookIcon fontSize="large" />}
        title="Catalog"
        text={family ? 'Find classes for your students.' : 'Browse the classes the academy offers.'}
      />
    </Box>
  );
}
