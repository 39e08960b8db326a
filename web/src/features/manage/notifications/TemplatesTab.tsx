import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_KINDS } from '@solve/core/notification-kinds';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../../app/RequireSignIn';
import { errorMessage } from '../../../components/errorMessage';
import { readFragment } from '../../../graphql';
import { AUDIENCE_GROUPS } from './labels';
import { TemplateEditor } from './TemplateEditor';
import { TemplateFields, TemplatesQuery } from './notifications-admin.documents';

/** The messages, grouped by who hears them; choosing one opens its editor (the message is in the address). */
export function TemplatesTab() {
  const { data, loading, error, refetch } = useQuery(TemplatesQuery, { fetchPolicy: 'cache-and-network' });
  const [params, setParams] = useSearchParams();
  const chosen = params.get('message');
  if (loading && !data) return <PageSpinner />;
  if (!data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        }
      >
        {errorMessage(error, 'The templates could not be loaded. Please try again.')}
      </Alert>
    );
  }
  const templates = readFragment(TemplateFields, data.notificationTemplates);
  const open = templates.find((template) => template.message === chosen);
  const choose = (message: string | null) => setParams(message ? { tab: 'templates', message } : { tab: 'templates' });
  if (open) return <TemplateEditor key={open.message} template={open} onBack={() => choose(null)} />;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">
        Each message has a subject, an e-mail text and a text message. Choose one to change its wording.
      </Typography>
      {AUDIENCE_GROUPS.map(({ audience, label }) => {
        const rows = templates.filter((template) => NOTIFICATION_KINDS[template.kind].audience === audience);
        return (
          <Box component="section" key={audience} aria-labelledby={`templates-${audience}`}>
            <Typography component="h2" variant="h6" id={`templates-${audience}`}>
              {label}
            </Typography>
            <List aria-labelledby={`templates-${audience}`} sx={{ borderTop: 1, borderColor: 'divider', py: 0 }}>
              {rows.map((template) => (
                <ListItemButton key={template.message} divider onClick={() => choose(template.message)} sx={{ gap: 2, flexWrap: 'wrap' }}>
                  <ListItemText
                    primary={template.label}
                    secondary={template.saved.subject ?? template.defaults.subject}
                    sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                  />
                  {template.customized && <Chip size="small" label="Customized" color="primary" variant="outlined" />}
                </ListItemButton>
              ))}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}
