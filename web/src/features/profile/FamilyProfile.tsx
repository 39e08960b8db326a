import { useQuery } from '@apollo/client/react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { sortFamilyStudents } from '@solve/core/family';
import { gradeLabel, initials } from '@solve/core/grades';
import { formatPhone } from '@solve/core/text-checks';
import type { ReactNode } from 'react';
import { FamilyProfileQuery } from './profile.documents';
import { addressText, ProfileNotLoaded } from './ProfileCard';
import { calendarDay } from '../../app/dates';
import { NotificationSettingsButton, SignOutButton } from './ProfileButtons';

const RELATION: Record<string, string> = { MOTHER: 'Mother', FATHER: 'Father', GUARDIAN: 'Guardian', OTHER: 'Parent' };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 2.5 }}>
      <Typography id={id} component="h3" sx={{ fontWeight: 800, fontSize: 14, letterSpacing: 0.5, textTransform: 'uppercase', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One person of the card: avatar, name, a tag, and lines of details. */
function Person({ firstName, lastName, tag, lines }: { firstName: string; lastName: string; tag?: string; lines: string[] }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', '& + &': { mt: 2 } }}>
      <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44 }} aria-hidden>
        {initials(firstName, lastName)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {firstName} {lastName}
          {tag ? <Chip label={tag} size="small" sx={{ ml: 1, verticalAlign: 'middle' }} /> : null}
        </Typography>
        {lines.filter(Boolean).map((line) => (
          <Typography key={line} color="text.secondary" sx={{ fontSize: 14, wordBreak: 'break-word' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Parents' profile (family-catalog-payment.md §2 "Profiles"): a read-only card of the family: its
 * members, its address and its students. Family members cannot edit profiles (§6); SIGN OUT.
 */
export function FamilyProfile({ familyMemberId }: { familyMemberId: number }) {
  const { data, error, loading } = useQuery(FamilyProfileQuery, { variables: { id: familyMemberId } });
  const member = data?.familyMember;
  if (!member) return <ProfileNotLoaded loading={loading} error={error} Column={FamilyColumn} />;
  const account = member.familyAccount;
  const primaryId = account.primaryFamilyMember?.id ?? null;
  // The signed-in parent is always on the card, whatever else the family holds.
  const members = account.members.length > 0 ? account.members : [member];
  const students = sortFamilyStudents(account.students);
  return (
    <FamilyColumn>
      <Paper variant="outlined" sx={{ px: { xs: 2.5, sm: 4 }, py: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          The {member.lastName} family
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          Signed in as {member.firstName} {member.lastName}. Please call the academy to change these details.
        </Typography>
        <Divider sx={{ mt: 2 }} />
        <Section id="family-members" title="Members">
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {members.map((person) => (
              <Person
                key={person.id}
                firstName={person.firstName}
                lastName={person.lastName}
                tag={person.id === primaryId ? 'Primary' : undefined}
                lines={[RELATION[person.relation] ?? '', formatPhone(person.phoneNumber), person.email]}
              />
            ))}
          </Box>
        </Section>
        <Divider />
        <Section id="family-address" title="Address">
          <Typography sx={{ whiteSpace: 'pre-line' }}>{addressText(account.location) || '—'}</Typography>
        </Section>
        <Divider />
        <Section id="family-students" title="Students">
          {students.length === 0 ? (
            <Typography color="text.secondary">No students yet.</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {students.map((student) => (
                <Person
                  key={student.id}
                  firstName={student.firstName}
                  lastName={student.lastName}
                  tag={student.enrollmentStatus === 'ACTIVE' ? undefined : 'Inactive'}
                  lines={[
                    `Username ${student.username}`,
                    [`Grade ${gradeLabel(student.grade)}`, student.school].filter(Boolean).join(' · '),
                    student.birthdate ? `Born ${calendarDay(student.birthdate)}` : '',
                  ]}
                />
              ))}
            </Box>
          )}
        </Section>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, pt: 1 }}>
          <NotificationSettingsButton />
          <SignOutButton />
        </Box>
      </Paper>
    </FamilyColumn>
  );
}

function FamilyColumn({ children }: { children: ReactNode }) {
  return <Box sx={{ width: '100%', maxWidth: 720, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 } }}>{children}</Box>;
}
