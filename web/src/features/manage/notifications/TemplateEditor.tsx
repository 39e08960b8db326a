import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type MessageTemplate, TEMPLATE_MAX_LENGTH, type TemplatePart, templateProblem } from '@solve/core/notification-wording';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { type FragmentOf, readFragment } from '../../../graphql';
import {
  type MessageTemplateData,
  ResetTemplateMutation,
  SaveTemplateMutation,
  TemplateFields,
  TemplatesQuery,
} from './notifications-admin.documents';
import { TemplatePreviewPane } from './TemplatePreviewPane';

const FIELDS: readonly { part: TemplatePart; label: string; rows?: number }[] = [
  { part: 'subject', label: 'Subject' },
  { part: 'text', label: 'E-mail text', rows: 6 },
  { part: 'sms', label: 'Text message', rows: 3 },
];

const current = (template: MessageTemplateData): MessageTemplate => ({
  subject: template.saved.subject ?? template.defaults.subject,
  text: template.saved.text ?? template.defaults.text,
  sms: template.saved.sms ?? template.defaults.sms,
});

/** The list of messages learns of a save or reset (its rows have no id for the cache to match them by). */
function replaceInList(cache: ApolloCache, fresh: FragmentOf<typeof TemplateFields> | undefined) {
  if (!fresh) return;
  const message = readFragment(TemplateFields, fresh).message;
  cache.updateQuery({ query: TemplatesQuery }, (list) =>
    list
      ? {
          notificationTemplates: list.notificationTemplates.map((item) =>
            readFragment(TemplateFields, item).message === message ? fresh : item,
          ),
        }
      : list,
  );
}

/** The server's refusal of a save names the part it refused (extensions.field). */
function refusedPart(error: unknown): TemplatePart | null {
  const field = (error as { errors?: readonly { extensions?: { field?: unknown } }[] }).errors?.[0]?.extensions?.field;
  return field === 'subject' || field === 'text' || field === 'sms' ? field : null;
}

/**
 * One message's three parts, the variables each may name (a click puts one where the cursor was),
 * and beside them (below on a phone) the message as it would be sent. A part naming a variable the
 * message does not offer says so under it as it is typed; the server checks again on save.
 */
export function TemplateEditor({ template, onBack }: { template: MessageTemplateData; onBack: () => void }) {
  const message = template.message;
  const [parts, setParts] = useState<MessageTemplate>(() => current(template));
  const [saved, setSaved] = useState(template);
  const [serverProblem, setServerProblem] = useState<{ part: TemplatePart | null; message: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(SaveTemplateMutation);
  const [reset, { loading: resetting }] = useMutation(ResetTemplateMutation);
  const inputs = useRef<Partial<Record<TemplatePart, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const lastFocused = useRef<{ part: TemplatePart; start: number; end: number }>({ part: 'text', start: -1, end: -1 });

  const problems = Object.fromEntries(FIELDS.map(({ part }) => [part, templateProblem(message, part, parts[part])])) as Record<
    TemplatePart,
    string | null
  >;
  const stored = current(saved);
  const changed = FIELDS.some(({ part }) => parts[part] !== stored[part]);

  function edit(part: TemplatePart, value: string) {
    setParts((before) => ({ ...before, [part]: value }));
    setNotice(null);
    if (serverProblem?.part === part) setServerProblem(null);
  }

  function remember(part: TemplatePart) {
    const input = inputs.current[part];
    lastFocused.current = { part, start: input?.selectionStart ?? -1, end: input?.selectionEnd ?? -1 };
  }

  /** Puts `{{name}}` where the cursor was in the field used last (at its end when it was never used), then returns there. */
  function insert(name: string) {
    const { part, start, end } = lastFocused.current;
    const value = parts[part];
    const at = start < 0 ? value.length : start;
    const to = end < 0 ? value.length : end;
    const place = `{{${name}}}`;
    edit(part, value.slice(0, at) + place + value.slice(to));
    const caret = at + place.length;
    lastFocused.current = { part, start: caret, end: caret };
    requestAnimationFrame(() => {
      const input = inputs.current[part];
      input?.focus();
      input?.setSelectionRange(caret, caret);
    });
  }

  async function onSave() {
    setNotice(null);
    setServerProblem(null);
    try {
      const result = await save({
        variables: { message, ...parts },
        update: (cache, { data }) => replaceInList(cache, data?.saveNotificationTemplate),
      });
      if (result.data) setSaved(readFragment(TemplateFields, result.data.saveNotificationTemplate));
      setNotice('Saved. New messages use this wording.');
    } catch (error) {
      setServerProblem({ part: refusedPart(error), message: errorMessage(error, 'The template could not be saved. Please try again.') });
    }
  }

  async function onReset() {
    setNotice(null);
    setServerProblem(null);
    try {
      const result = await reset({
        variables: { message },
        update: (cache, { data }) => replaceInList(cache, data?.resetNotificationTemplate),
      });
      if (result.data) setSaved(readFragment(TemplateFields, result.data.resetNotificationTemplate));
      setParts({ ...template.defaults });
      setNotice('Back to the default wording.');
    } catch (error) {
      setServerProblem({ part: null, message: errorMessage(error, 'The template could not be reset. Please try again.') });
    }
  }

  const anyProblem = FIELDS.some(({ part }) => problems[part] !== null);
  const isDefault = FIELDS.every(({ part }) => parts[part] === template.defaults[part]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button onClick={onBack} sx={{ ml: -1 }}>
          ← All messages
        </Button>
        <Typography component="h2" variant="h6">
          {template.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {saved.customized ? 'Customized for the academy.' : 'The default wording.'}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {FIELDS.map(({ part, label, rows }) => {
            const shown = problems[part] ?? (serverProblem?.part === part ? serverProblem.message : null);
            return (
              <TextField
                key={part}
                label={label}
                value={parts[part]}
                multiline={rows !== undefined}
                minRows={rows}
                fullWidth
                error={shown !== null}
                helperText={shown ?? `${parts[part].length} of ${TEMPLATE_MAX_LENGTH[part]} characters`}
                inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
                  inputs.current[part] = element;
                }}
                onChange={(event) => edit(part, event.target.value)}
                onSelect={() => remember(part)}
                onBlur={() => remember(part)}
                onFocus={() => remember(part)}
              />
            );
          })}
          <Box component="section" aria-labelledby="template-variables">
            <Typography id="template-variables" sx={{ fontWeight: 600 }}>
              Variables
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Choose one to put it where the cursor is.
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
              {template.variables.map((variable) => (
                <Box component="li" key={variable.name} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Tooltip title={`Insert {{${variable.name}}}`}>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={`{{${variable.name}}}`}
                      onClick={() => insert(variable.name)}
                      aria-label={`Insert ${variable.name}: ${variable.description}`}
                      sx={{ fontFamily: 'monospace' }}
                    />
                  </Tooltip>
                  <Typography variant="body2" color="text.secondary">
                    {variable.description}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
          <Box aria-live="polite">
            {notice && <Alert severity="success">{notice}</Alert>}
            {serverProblem && serverProblem.part === null && <Alert severity="error">{serverProblem.message}</Alert>}
          </Box>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={saving || anyProblem || !changed} onClick={() => void onSave()}>
              Save
            </Button>
            <Button disabled={resetting || (isDefault && !saved.customized)} onClick={() => void onReset()}>
              Reset to default
            </Button>
          </Stack>
        </Box>
        <TemplatePreviewPane message={message} parts={parts} />
      </Box>
    </Box>
  );
}
