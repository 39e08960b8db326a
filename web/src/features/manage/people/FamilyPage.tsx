import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@solve/core/pricing';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../components/errorMessage';
import { formatDate } from '../classes';
import { FamilyCredits, FamilyInvoices } from './FamilyRecords';
import {
  CreateGuestLinkMutation,
  EnrolByHandMutation,
  familyPageQueries,
  ManageFamilyQuery,
  ResetStudentPasswordMutation,
  WithdrawByHandMutation,
} from './people.documents';
import { type WithdrawMode, WithdrawDialog } from './WithdrawDialog';
import { PageHeading } from '..';

const FALLBACK = 'Something went wrong. Please try again.';
type Family = NonNullable<ReturnType<typeof useFamily>['data']>['manageFamily'];
type Student = Family['students'][number];
type Notice = { ok: boolean; text: string } | null;

const useFamily = (familyAccountId: number) =>
  useQuery(ManageFamilyQuery, { variables: { familyAccountId }, fetchPolicy: 'cache-and-network', skip: !familyAccountId });

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5, borderRadius: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function GuestLinkButton({
  userType,
  userId,
  name,
  onNotice,
}: {
  userType: 'STUDENT' | 'FAMILY_MEMBER';
  userId: number;
  name: string;
  onNotice: (n: Notice) => void;
}) {
  const [create, { loading }] = useMutation(CreateGuestLinkMutation);
  const run = async () => {
    try {
      const { data } = await create({ variables: { userType, userId } });
      onNotice({ ok: true, text: `Guest link for ${name}: ${data?.createGuestLink.url ?? ''}` });
    } catch (error) {
      onNotice({ ok: false, text: errorMessage(error, FALLBACK) });
    }
  };
  return (
    <Button size="small" onClick={() => void run()} disabled={loading} aria-label={`Guest link for ${name}`}>
      Guest link
    </Button>
  );
}

function StudentCard({ student, onNotice }: { student: Student; onNotice: (n: Notice) => void }) {
  const [code, setCode] = useState('');
  const refetch = { refetchQueries: familyPageQueries };
  const [enrol, enrolling] = useMutation(EnrolByHandMutation, refetch);
  const [withdraw] = useMutation(WithdrawByHandMutation, refetch);
  const [withdrawing, setWithdrawing] = useState<{ enrolment: Student['enrolments'][number]; mode: WithdrawMode } | null>(null);
  const [reset, resetting] = useMutation(ResetStudentPasswordMutation);
  const name = `${student.firstName} ${student.lastName}`;

  const attempt = async (action: () => Promise<unknown>, success: string) => {
    onNotice(null);
    try {
      await action();
      onNotice({ ok: true, text: success });
    } catch (error) {
      onNotice({ ok: false, text: errorMessage(error, FALLBACK) });
    }
  };
  const submitEnrol = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      await enrol({ variables: { studentId: student.id, classroomCode: code } });
      setCode('');
    }, `${name} is enrolled in ${code.trim()}.`);
  };
  const resetPassword = async () => {
    if (!window.confirm(`Give ${name} a new temporary password? Their sessions end.`)) return;
    onNotice(null);
    try {
      const { data } = await reset({ variables: { studentId: student.id } });
      const result = data?.resetStudentPassword;
      onNotice({
        ok: true,
        text: `Temporary password for ${result?.username ?? name}: ${result?.temporaryPassword ?? ''} (they choose their own at the next sign-in)`,
      });
    } catch (error) {
      onNotice({ ok: false, text: errorMessage(error, FALLBACK) });
    }
  };

  const active = student.enrolments.filter((e) => !e.withdrawnAt);
  const past = student.enrolments.filter((e) => e.withdrawnAt);
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2, mt: 2 }} aria-label={name} component="article">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {name}{' '}
          <Typography component="span" color="text.secondary">
            ({student.username}, grade {student.grade})
          </Typography>
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => void resetPassword()} disabled={resetting.loading} aria-label={`Reset password of ${name}`}>
            Reset password
          </Button>
          <GuestLinkButton userType="STUDENT" userId={student.id} name={name} onNotice={onNotice} />
        </Stack>
      </Stack>
      {active.length === 0 ? (
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          Not enrolled in any class.
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Classes of ${name}`} sx={{ pl: 2, my: 1 }}>
          {active.map((e) => (
            <li key={e.id}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <span>
                  {e.title} (from {formatDate(e.startDate)}){e.paid ? '' : ' · by hand'}
                </span>
                {e.paid ? (
                  <>
                    <Button
                      size="small"
                      color="warning"
                      aria-label={`Withdraw and refund to card: ${name} from ${e.code}`}
                      onClick={() => setWithdrawing({ enrolment: e, mode: 'REFUND' })}
                    >
                      Withdraw and refund to card
                    </Button>
                    <Button
                      size="small"
                      color="warning"
                      aria-label={`Withdraw (credit): ${name} from ${e.code}`}
                      onClick={() => setWithdrawing({ enrolment: e, mode: 'CREDIT' })}
                    >
                      Withdraw (credit)
                    </Button>
                  </>
                ) : (
                  <Button
                    size="small"
                    color="warning"
                    aria-label={`Withdraw ${name} from ${e.code}`}
                    onClick={() => {
                      if (window.confirm(`Withdraw ${name} from ${e.code}?`))
                        void attempt(() => withdraw({ variables: { enrollmentId: e.id } }), `${name} is withdrawn from ${e.code}.`);
                    }}
                  >
                    Withdraw
                  </Button>
                )}
              </Stack>
            </li>
          ))}
        </Box>
      )}
      {withdrawing ? (
        <WithdrawDialog
          enrolment={withdrawing.enrolment}
          studentName={name}
          mode={withdrawing.mode}
          onClose={() => setWithdrawing(null)}
          onDone={(message) => {
            setWithdrawing(null);
            onNotice({ ok: true, text: message });
          }}
        />
      ) : null}
      {past.length > 0 && (
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          Withdrawn: {past.map((e) => e.code).join(', ')}
        </Typography>
      )}
      <Stack
        component="form"
        onSubmit={submitEnrol}
        direction="row"
        spacing={1}
        sx={{ mt: 1, alignItems: 'center' }}
        aria-label={`Enrol ${name}`}
      >
        <TextField
          label="Class code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          size="small"
          required
          slotProps={{ htmlInput: { 'aria-label': `Class code for ${name}` } }}
        />
        <Button type="submit" variant="contained" size="small" disabled={enrolling.loading}>
          Enrol
        </Button>
      </Stack>
    </Box>
  );
}

/** /manage/families/:id: a family's parents, students and their classes, invoices and credits. */
export default function FamilyPage() {
  const familyAccountId = Number(useParams().id);
  const { data, loading, error } = useFamily(Number.isSafeInteger(familyAccountId) ? familyAccountId : 0);
  const [notice, setNotice] = useState<Notice>(null);
  const family = data?.manageFamily;

  if (loading && !family)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the family" />
      </Box>
    );
  if (!family) return <Alert severity="error">{error ? errorMessage(error, FALLBACK) : 'That family was not found.'}</Alert>;

  const title = family.parents.map((p) => `${p.firstName} ${p.lastName}`).join(' & ') || `Family ${family.id}`;
  return (
    <Stack spacing={2.5}>
      <Button component={RouterLink} to="/manage/families" sx={{ alignSelf: 'flex-start' }}>
        Back to the search
      </Button>
      <PageHeading>{title}</PageHeading>
      <Typography color="text.secondary">
        Account {family.id} · {family.status.toLowerCase()} · balance {formatMoney(family.balanceCents)}
      </Typography>
      {notice && (
        <Alert
          severity={notice.ok ? 'success' : 'error'}
          role={notice.ok ? 'status' : 'alert'}
          onClose={() => setNotice(null)}
          sx={{ wordBreak: 'break-all' }}
        >
          {notice.text}
        </Alert>
      )}
      <Section title="Parents">
        {family.parents.map((p) => (
          <Stack key={p.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', py: 0.5 }}>
            <Typography>
              {p.firstName} {p.lastName} ({p.relation.toLowerCase()}
              {p.primary ? ', primary' : ''}) · {p.email} · {p.phoneNumber}
            </Typography>
            <GuestLinkButton userType="FAMILY_MEMBER" userId={p.id} name={`${p.firstName} ${p.lastName}`} onNotice={setNotice} />
          </Stack>
        ))}
      </Section>
      <Section title="Students">
        {family.students.length === 0 ? (
          <Typography color="text.secondary">No students.</Typography>
        ) : (
          family.students.map((s) => <StudentCard key={s.id} student={s} onNotice={setNotice} />)
        )}
      </Section>
      <Section title="Invoices">
        <FamilyInvoices familyAccountId={family.id} />
      </Section>
      <Section title="Credits">
        <FamilyCredits familyAccountId={family.id} />
      </Section>
    </Stack>
  );
}
