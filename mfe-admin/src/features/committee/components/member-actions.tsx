import type { CommitteeMember } from '@gcw/shared/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface MemberActionsProps {
  member: CommitteeMember;
  busy: boolean;
  onEditRoles: (member: CommitteeMember) => void;
  onResend: (member: CommitteeMember) => void;
  onRemove: (member: CommitteeMember) => void;
}

/** A member's actions; each names the member, as several rows share the screen. */
export function MemberActions({
  member,
  busy,
  onEditRoles,
  onResend,
  onRemove,
}: MemberActionsProps) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        onClick={() => onEditRoles(member)}
        aria-label={`Ubah peran ${member.name}`}
      >
        Ubah peran
      </Button>
      {member.joined ? null : (
        <Button
          size="small"
          disabled={busy}
          onClick={() => onResend(member)}
          aria-label={`Kirim ulang undangan ${member.name}`}
        >
          Kirim ulang undangan
        </Button>
      )}
      <Button
        size="small"
        color="error"
        onClick={() => onRemove(member)}
        aria-label={`Keluarkan ${member.name}`}
      >
        Keluarkan
      </Button>
    </Stack>
  );
}
