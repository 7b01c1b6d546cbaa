import type { InstitutionOption } from '@gcw/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import { useSearchInstitutionsQuery } from '../api/institutions-api';

interface InstitutionFieldProps {
  value: string;
  /** The picked canonical institution, null for a name typed by hand. */
  institutionId: number | null;
  onChange: (name: string, institutionId: number | null) => void;
  onBlur: () => void;
  error?: string | undefined;
  locked: boolean;
}

const SEARCH_DELAY_MS = 250;

function helpText(locked: boolean, picked: boolean, typed: string) {
  if (locked) return 'Institusi tidak dapat diubah selama Anda tergabung dalam tim.';
  if (picked) return 'Terpilih dari daftar institusi.';
  if (typed.trim())
    return 'Tidak ada di daftar? Nama ini tetap disimpan dan akan dicocokkan oleh panitia.';
  return 'Ketik nama atau singkatan (mis. ITB, UGM, Binus), lalu pilih dari daftar.';
}

/**
 * The canonical institution list of the API (names and abbreviations), searched as the student
 * types. Picking one sends its id, so "ITB" and "Institut Teknologi Bandung" are one campus;
 * a name on no list is still accepted and queued for the admins.
 */
export function InstitutionField(props: InstitutionFieldProps) {
  const { value, institutionId, onChange, onBlur, error, locked } = props;
  const [query, setQuery] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  // Suggestions are asked for once the student is in the field: on a slow phone the answer's
  // re-render of this Autocomplete cost about 100 ms of the page's load (measured for a fast first page on a phone).
  const [entered, setEntered] = useState(false);
  const search = useSearchInstitutionsQuery(query.trim(), { skip: locked || !entered });
  const options = search.data ?? [];
  return (
    <Autocomplete<InstitutionOption, false, false, true>
      freeSolo
      options={options}
      loading={search.isFetching}
      loadingText="Mencari…"
      // The API already filtered by name and abbreviation; the list is shown as it answers.
      filterOptions={(list) => list}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      isOptionEqualToValue={(option, picked) =>
        typeof picked !== 'string' && option.id === picked.id
      }
      inputValue={value}
      onInputChange={(_event, next, reason) => {
        // Typing breaks the link to a picked institution; a 'reset' is MUI echoing the pick.
        if (reason === 'input' || reason === 'clear') onChange(next, null);
      }}
      onChange={(_event, picked) => {
        if (picked && typeof picked !== 'string') onChange(picked.name, picked.id);
        else onChange(picked ?? '', null);
      }}
      disabled={locked}
      onFocus={() => setEntered(true)}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps}>
          <Box>
            <Typography variant="body2">{option.name}</Typography>
            {option.aliases.length > 0 ? (
              <Typography variant="caption" color="text.secondary">
                {option.aliases.join(', ')}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="institusi"
          label="Institusi (universitas / politeknik)"
          required
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error ?? helpText(locked, institutionId !== null, value)}
        />
      )}
    />
  );
}
