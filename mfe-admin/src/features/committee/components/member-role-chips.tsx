import type { CommitteeMember, CommitteeRole } from '@gcw/shared/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

interface MemberRoleChipsProps {
  member: CommitteeMember;
  roles: readonly CommitteeRole[];
}

/** A member's roles as chips, and "Belum bergabung" until the invite link was used. */
export function MemberRoleChips({ member, roles }: MemberRoleChipsProps) {
  const names = member.role_ids.map(
    (id) => roles.find((role) => role.id === id)?.name ?? `Peran #${id}`,
  );
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {names.map((name) => (
        <Chip key={name} label={name} size="small" />
      ))}
      {member.joined ? null : (
        <Chip label="Belum bergabung" size="small" color="warning" variant="outlined" />
      )}
    </Stack>
  );
}
