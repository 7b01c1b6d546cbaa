import type { CommitteeRole } from '@gcw/shared/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';

interface RolesFieldProps {
  roles: readonly CommitteeRole[];
  value: readonly number[];
  onChange: (roleIds: number[]) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The roles a member holds, several at once: a named group of checkboxes, each with what the
 * role is for, so a ketua picks knowingly (the grants are listed under "Peran dan izin").
 */
export function RolesField({ roles, value, onChange, onBlur, error, disabled }: RolesFieldProps) {
  const toggle = (id: number, checked: boolean) => {
    const next = checked ? [...value, id] : value.filter((one) => one !== id);
    // Kept in the roles' own order, so the payload does not depend on the clicking order.
    onChange(roles.map((role) => role.id).filter((one) => next.includes(one)));
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} onBlur={onBlur}>
      <FormLabel component="legend">Peran</FormLabel>
      <FormGroup>
        {roles.map((role) => (
          <FormControlLabel
            key={role.id}
            control={
              <Checkbox
                checked={value.includes(role.id)}
                onChange={(event) => toggle(role.id, event.target.checked)}
              />
            }
            label={
              <>
                <Typography variant="body2" component="span">
                  {role.name}
                </Typography>
                {role.description ? (
                  <Typography
                    variant="caption"
                    component="span"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {role.description}
                  </Typography>
                ) : null}
              </>
            }
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
