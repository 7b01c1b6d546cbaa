import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

import { useDebouncedValue } from '../hooks/use-debounced-value';

interface SearchFieldProps {
  label: string;
  value: string;
  onSearch: (value: string) => void;
}

/** Types freely, asks the server only 300 ms after the last key stroke. */
export function SearchField({ label, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), 300);

  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Only a settled new text triggers a search; `value` follows the URL afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
    />
  );
}
