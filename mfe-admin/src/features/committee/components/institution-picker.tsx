import type { InstitutionOption } from '@gcw/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

import { useSearchCommitteeInstitutionsQuery } from '../api/committee-api';

interface InstitutionPickerProps {
  value: InstitutionOption | null;
  onChange: (institution: InstitutionOption | null) => void;
  disabled?: boolean;
}

/**
 * A member's institution, from the canonical list (optional): a judge is never assigned a team
 * of their own institution. Searches as the admin types, 250 ms after the last key.
 */
export function InstitutionPicker({ value, onChange, disabled }: InstitutionPickerProps) {
  const [text, setText] = useState(value?.name ?? '');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useSearchCommitteeInstitutionsQuery(query, { skip: query.length < 2 });
  return (
    <Autocomplete<InstitutionOption>
      options={search.data ?? []}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      value={value}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      onChange={(_event, picked) => onChange(picked)}
      loading={search.isFetching}
      disabled={disabled}
      noOptionsText={query.length < 2 ? 'Ketik minimal 2 huruf' : 'Tidak ada institusi yang cocok'}
      loadingText="Mencari…"
      renderInput={(params) => (
        <TextField
          {...params}
          label="Institusi (opsional)"
          helperText="Juri tidak dipasangkan dengan tim dari institusinya sendiri."
        />
      )}
    />
  );
}
