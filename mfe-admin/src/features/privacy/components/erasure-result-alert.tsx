import type { ErasureResult } from '@gcw/shared/contract';
import { PRIVACY_MESSAGES } from '@gcw/shared/contract';
import { formatNumber } from '@gcw/shared/format';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

/** What the erasure removed and kept; the pseudonym is how the kept records name the student now. */
export function ErasureResultAlert({
  result,
  onClose,
}: {
  result: ErasureResult;
  onClose: () => void;
}) {
  const lines = [
    ['Nama samaran pada data yang disimpan', result.pseudonym],
    ['Berkas dihapus', formatNumber(result.files_removed)],
    ['Tim dibubarkan', formatNumber(result.teams_dissolved)],
    ['Tim diserahkan ke anggota lain', formatNumber(result.teams_handed_over)],
    ['Sertifikat yang tetap disimpan', formatNumber(result.certificates_kept)],
  ] as const;
  return (
    // A status, read out once it appears: the admin's eyes are still on the dialog that closed.
    <Alert severity="success" role="status" aria-labelledby="erasure-done-title" onClose={onClose}>
      <AlertTitle id="erasure-done-title">{PRIVACY_MESSAGES.adminErasureDone}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map(([label, value]) => (
          <li key={label}>
            {label}: <strong>{value}</strong>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
