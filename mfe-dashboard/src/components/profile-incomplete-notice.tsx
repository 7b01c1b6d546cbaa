import { PATHS } from '@gcw/shared';

import { Notice } from './notice';

/** Registration needs a complete profile (the API refuses otherwise): say so before the user tries. */
export function ProfileIncompleteNotice({ what }: { what: string }) {
  return (
    <Notice
      severity="warning"
      title="Lengkapi profil terlebih dahulu"
      action={{ label: 'Lengkapi profil', to: PATHS.profile }}
    >
      Sebelum {what}, isi nomor HP, NIM, jurusan, institusi dan tautan bukti media sosial di halaman
      Profil.
    </Notice>
  );
}
