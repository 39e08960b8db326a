import { useLazyQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../components/errorMessage';
import { SearchFamiliesQuery } from './people.documents';
import { PageHeading } from '..';

/** /manage/families: find a family by a parent's or student's name, username, phone or email. */
export default function FamiliesPage() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [search, { data, loading, error, called }] = useLazyQuery(SearchFamiliesQuery, { fetchPolicy: 'network-only' });
  const initialQuery = useRef(params.get('q'));

  // A search in the address (back from a family) runs once on arrival; Apollo may not run one during render.
  useEffect(() => {
    if (initialQuery.current) void search({ variables: { query: initialQuery.current } });
  }, [search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
    void search({ variables: { query: text } });
  };

  const hits = data?.searchFamilies ?? [];
  return (
    <Stack spacing={3}>
      <PageHeading>Families</PageHeading>
      <Stack component="form" role="search" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Name, username, phone or email"
          value={text}
          onChange={(e) => setText(e.target.value)}
          size="small"
          fullWidth
          autoFocus
        />
        <Button type="submit" variant="contained" disabled={loading}>
          Search
        </Button>
      </Stack>
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Searching" />
        </Box>
      ) : error ? (
        <Alert severity="error">{errorMessage(error, 'Something went wrong. Please try again.')}</Alert>
      ) : called && hits.length === 0 ? (
        <Typography color="text.secondary">No family matches.</Typography>
      ) : (
        <Box component="ul" aria-label="Families found" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {hits.map((hit) => (
            <li key={hit.familyAccountId}>
              <Card variant="outlined" sx={{ borderRadius: 3 }}>
                <CardActionArea component={RouterLink} to={`/manage/families/${hit.familyAccountId}`} sx={{ p: 2 }}>
                  <Typography sx={{ fontWeight: 700 }}>{hit.parents.join(', ') || `Family ${hit.familyAccountId}`}</Typography>
                  <Typography color="text.secondary" sx={{ fontSize: 14 }}>
                    {hit.students.length ? hit.students.map((s) => `${s.name} (${s.username})`).join(', ') : 'No students'}
                  </Typography>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
