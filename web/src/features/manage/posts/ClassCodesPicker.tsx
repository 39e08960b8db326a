import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebounced } from '../../../components/useDebounced';
import { ManageClassroomsQuery } from '../classes';

interface Props {
  codes: string[];
  onChange(codes: string[]): void;
}

/** The classes a post promotes, chosen by code or title from the academy's classes. */
export function ClassCodesPicker({ codes, onChange }: Props) {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), 250);
  const { data, loading } = useQuery(ManageClassroomsQuery, { variables: { search: settled || null } });
  const options = (data?.manageClassrooms ?? []).map((classroom) => ({ code: classroom.code, title: classroom.title }));
  const titles = new Map(options.map((option) => [option.code, option.title]));
  return (
    <Autocomplete
      multiple
      options={options.map((option) => option.code)}
      value={codes}
      onChange={(_event, value) => onChange(value)}
      inputValue={search}
      onInputChange={(_event, value) => setSearch(value)}
      filterOptions={(all) => all}
      getOptionLabel={(code) => (titles.has(code) ? `${code} · ${titles.get(code)}` : code)}
      loading={loading}
      sx={{ flexGrow: 1, minWidth: 240 }}
      renderInput={(params) => <TextField {...params} label="Promoted classes" placeholder="Search by code or title" />}
    />
  );
}
