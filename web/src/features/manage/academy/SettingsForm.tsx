import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMessage, messages } from '@solve/core/messages';
import { ACADEMY_DOCUMENT_LIMITS, type FieldLimit, fieldTooLong, firstTooLong } from '@solve/core/text-limits';
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { QuarterSelect } from '../classes';
import { DateTimeField } from '..';
import { type AcademySettingsData, UpdateAcademySettingsMutation, REFETCH_SETTINGS } from './academy.documents';

/** What a field printed on invoices is for, or, once it is too long, by how much it may be. */
function documentFieldHelp(limit: FieldLimit, value: string): string {
  const tooLong = fieldTooLong(limit, value);
  return tooLong ? formatMessage(tooLong.code, tooLong.values) : 'Printed on invoices and receipts';
}

type TermKey = 'current' | 'next' | 'catalog';
const TERM_LABELS: Record<TermKey, string> = {
  current: 'Current term',
  next: 'Next term (recommendations)',
  catalog: 'Catalog term',
};

export function SettingsForm({ settings }: { settings: AcademySettingsData }) {
  const [form, setForm] = useState({
    name: settings.name,
    phoneNumber: settings.phoneNumber,
    supportEmail: settings.supportEmail,
    address: settings.address,
    taxId: settings.taxId,
    supportHours: settings.supportHours,
    timeZone: settings.timeZone,
    currentYear: String(settings.currentYear),
    currentQuarter: settings.currentQuarter,
    nextYear: String(settings.nextYear),
    nextQuarter: settings.nextQuarter,
    catalogYear: String(settings.catalogYear),
    catalogQuarter: settings.catalogQuarter,
    promoBanner: settings.promoBanner,
    promotionsText: settings.promotionsText,
    refundText: settings.refundText,
  });
  const [initials, setInitials] = useState(settings.leaderboardInitialsDefault);
  const [deadlines, setDeadlines] = useState(settings.earlyBirdDeadlines.map((deadline) => ({ ...deadline })));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [update, { loading }] = useMutation(UpdateAcademySettingsMutation, REFETCH_SETTINGS);
  const set = (key: keyof typeof form, value: string) => {
    setSaved(false);
    setForm((current) => ({ ...current, [key]: value }));
  };

  async function save() {
    setProblem(null);
    const tooLong = firstTooLong([
      [ACADEMY_DOCUMENT_LIMITS.address, form.address],
      [ACADEMY_DOCUMENT_LIMITS.taxId, form.taxId],
    ]);
    if (tooLong) {
      setProblem(formatMessage(tooLong.code, tooLong.values));
      return;
    }
    try {
      await update({
        variables: {
          input: {
            ...form,
            currentYear: Number(form.currentYear),
            nextYear: Number(form.nextYear),
            catalogYear: Number(form.catalogYear),
            leaderboardInitialsDefault: initials,
            earlyBirdDeadlines: deadlines.filter((deadline) => deadline.session.trim() && deadline.date),
          },
        },
      });
      setSaved(true);
    } catch (error) {
      setProblem(errorMessage(error, 'The settings could not be saved. Please try again.'));
    }
  }

  const half = { flex: '1 1 220px' };
  return (
    <section aria-labelledby="settings-title">
      <Typography id="settings-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        Settings
      </Typography>
      <Stack spacing={2}>
        <ProblemAlert problem={problem} />
        {saved && (
          <Alert severity="success" role="status">
            {messages.SETTINGS_SAVED}
          </Alert>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          <TextField sx={half} label="Name" value={form.name} onChange={(event) => set('name', event.target.value)} />
          <TextField sx={half} label="Phone" value={form.phoneNumber} onChange={(event) => set('phoneNumber', event.target.value)} />
          <TextField
            sx={half}
            label="Support e-mail"
            value={form.supportEmail}
            onChange={(event) => set('supportEmail', event.target.value)}
          />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          <TextField
            sx={{ flex: '2 1 320px' }}
            label="Address"
            helperText={documentFieldHelp(ACADEMY_DOCUMENT_LIMITS.address, form.address)}
            error={form.address.length > ACADEMY_DOCUMENT_LIMITS.address.max}
            value={form.address}
            onChange={(event) => set('address', event.target.value)}
          />
          <TextField
            sx={half}
            label="Tax ID"
            helperText={documentFieldHelp(ACADEMY_DOCUMENT_LIMITS.taxId, form.taxId)}
            error={form.taxId.length > ACADEMY_DOCUMENT_LIMITS.taxId.max}
            value={form.taxId}
            onChange={(event) => set('taxId', event.target.value)}
          />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          <TextField
            sx={half}
            label="Support hours"
            value={form.supportHours}
            onChange={(event) => set('supportHours', event.target.value)}
          />
          <TextField
            sx={half}
            label="Time zone"
            helperText="Dates and times of classes are entered and shown in this zone"
            value={form.timeZone}
            onChange={(event) => set('timeZone', event.target.value)}
          />
        </Stack>
        {(Object.keys(TERM_LABELS) as TermKey[]).map((key) => (
          <Stack key={key} direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Typography sx={{ flex: '1 1 200px' }}>{TERM_LABELS[key]}</Typography>
            <QuarterSelect sx={{ flex: '1 1 140px' }} value={form[`${key}Quarter`]} onChange={(quarter) => set(`${key}Quarter`, quarter)} />
            <TextField
              sx={{ flex: '1 1 120px' }}
              label="Year"
              type="number"
              value={form[`${key}Year`]}
              onChange={(event) => set(`${key}Year`, event.target.value)}
            />
          </Stack>
        ))}
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          Early-bird deadlines
        </Typography>
        {deadlines.map((deadline, index) => (
          <Stack key={index} direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <TextField
              sx={half}
              label="Session"
              value={deadline.session}
              onChange={(event) =>
                setDeadlines(deadlines.map((row, other) => (other === index ? { ...row, session: event.target.value } : row)))
              }
            />
            <DateTimeField
              sx={half}
              label="Deadline"
              type="date"
              value={deadline.date}
              onChange={(date) => setDeadlines(deadlines.map((row, other) => (other === index ? { ...row, date } : row)))}
            />
            <IconButton
              aria-label={`Remove the ${deadline.session || 'new'} deadline`}
              onClick={() => setDeadlines(deadlines.filter((_, other) => other !== index))}
            >
              ×
            </IconButton>
          </Stack>
        ))}
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setDeadlines([...deadlines, { session: '', date: '' }])}>
          + Add a deadline
        </Button>
        <TextField label="Banner" value={form.promoBanner} onChange={(event) => set('promoBanner', event.target.value)} />
        <TextField
          label="Promotions"
          multiline
          minRows={2}
          value={form.promotionsText}
          onChange={(event) => set('promotionsText', event.target.value)}
        />
        <TextField
          label="Refund policy"
          multiline
          minRows={2}
          value={form.refundText}
          onChange={(event) => set('refundText', event.target.value)}
        />
        <FormControlLabel
          control={
            <Switch
              checked={initials}
              onChange={(event) => {
                setSaved(false);
                setInitials(event.target.checked);
              }}
            />
          }
          label="Leaderboards show students' initials unless a student chooses their name"
        />
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => void save()} disabled={loading}>
          Save settings
        </Button>
      </Stack>
    </section>
  );
}
