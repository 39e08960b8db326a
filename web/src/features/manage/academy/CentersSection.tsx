import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { useFormFields } from '../../../components/useFormFields';
import { readFragment } from '../../../graphql';
import { AcademyCentersQuery, type CenterData, CenterFields, SaveCenterMutation } from './academy.documents';
import { HeadedTable } from '..';

type Editing = CenterData | 'new' | null;

const addressOf = (center: CenterData) =>
  [center.street, center.city, [center.state, center.zip].filter(Boolean).join(' '), center.country === 'USA' ? '' : center.country]
    .filter(Boolean)
    .join(', ');

/** The centres where classes meet; a class with no centre is online. */
export function CentersSection() {
  const { data, loading, error } = useQuery(AcademyCentersQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Editing>(null);
  const centers = data ? readFragment(CenterFields, data.academyCenters) : null;
  return (
    <section aria-labelledby="centers-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="centers-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Centres
        </Typography>
        <Button variant="outlined" onClick={() => setEditing('new')}>
          Add centre
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Classes meet at a centre or online. A centre taken off the list keeps its classes and is offered to no new one.
      </Typography>
      {error && !centers ? (
        <Alert severity="error">{errorMessage(error, 'The centres could not be loaded. Please try again.')}</Alert>
      ) : !centers ? (
        loading ? (
          <CircularProgress size={24} aria-label="Loading the centres" />
        ) : null
      ) : centers.length === 0 ? (
        <Typography color="text.secondary">No centres yet: every class is online.</Typography>
      ) : (
        <TableContainer>
          <HeadedTable label="Centres" columns={['Centre', 'Address', { label: 'Classes', align: 'right' }, null]}>
            {centers.map((center) => (
              <TableRow key={center.id}>
                <TableCell>
                  {center.name}
                  {!center.isCenter && <Chip size="small" variant="outlined" label="Off the list" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{addressOf(center)}</TableCell>
                <TableCell align="right">{center.classCount}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setEditing(center)} aria-label={`Edit ${center.name}`}>
                    Edit
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </HeadedTable>
        </TableContainer>
      )}
      {editing && <CenterDialog center={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function CenterDialog({ center, onClose }: { center: CenterData | null; onClose: () => void }) {
  const { fields, set } = useFormFields({
    name: center?.name ?? '',
    street: center?.street ?? '',
    city: center?.city ?? '',
    state: center?.state ?? '',
    zip: center?.zip ?? '',
    country: center?.country ?? 'USA',
  });
  const [isCenter, setIsCenter] = useState(center?.isCenter ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveCenterMutation, { refetchQueries: ['AcademyCenters', 'ClassroomFormOptions'] });
  const title = center ? `Edit ${center.name}` : 'New centre';
  const field = (key: 'name' | 'street' | 'city' | 'state' | 'zip' | 'country', label: string, flex: string) => (
    <TextField sx={{ flex }} label={label} value={fields[key]} required={key === 'name'} onChange={set(key)} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      await save({ variables: { id: center?.id ?? null, input: { ...fields, isCenter } } });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, 'The centre could not be saved. Please try again.'));
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="center-dialog-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="center-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ProblemAlert problem={problem} />
            {field('name', 'Centre name', '1 1 auto')}
            {field('street', 'Street', '1 1 auto')}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
              {field('city', 'City', '2 1 180px')}
              {field('state', 'State', '1 1 80px')}
              {field('zip', 'ZIP code', '1 1 100px')}
            </Stack>
            {field('country', 'Country', '1 1 auto')}
            <FormControlLabel
              control={<Checkbox checked={isCenter} onChange={(event) => setIsCenter(event.target.checked)} />}
              label="Offered to new classes"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={loading}>
            Save centre
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
