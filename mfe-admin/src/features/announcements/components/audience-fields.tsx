import { EVENT_NAMES } from '@gcw/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import { STAGE_LABELS } from '../audience-label';
import type { ComposeErrors, ComposeValues } from '../validate';
import { RecipientCount } from './recipient-count';

interface AudienceFieldsProps {
  values: ComposeValues;
  errors: ComposeErrors;
  /** A sent announcement's audience is fixed: the people told cannot be untold. */
  locked: boolean;
  onChange: (name: 'audience' | 'event' | 'status', value: string) => void;
}

/** Who gets it, and how many students that is now. */
export function AudienceFields({ values, errors, locked, onChange }: AudienceFieldsProps) {
  const field = (name: 'audience' | 'event' | 'status') => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
    disabled: locked,
    fullWidth: true,
    select: true,
  });
  const events =
    values.audience === 'stage' ? EVENT_NAMES.filter((e) => e !== 'Seminar') : EVENT_NAMES;
  return (
    <>
      <TextField label="Penerima" {...field('audience')}>
        <MenuItem value="all">Semua peserta</MenuItem>
        <MenuItem value="event">Peserta satu acara</MenuItem>
        <MenuItem value="stage">Tim pada satu tahap</MenuItem>
      </TextField>
      {values.audience !== 'all' ? (
        <TextField label="Acara" {...field('event')}>
          {events.map((e) => (
            <MenuItem key={e} value={e}>
              {e}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {values.audience === 'stage' ? (
        <TextField label="Tahap" {...field('status')}>
          {Object.entries(STAGE_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {locked ? null : <RecipientCount values={values} />}
    </>
  );
}
