import Typography from '@mui/material/Typography';

import { useGetPrivacyRetentionQuery } from '../api/retention-api';
import { retentionPeriods } from '../retention-periods';
import { NoticeList } from './notice-list';
import { NoticeSection } from './notice-section';

/**
 * How long data is kept, with the deployment's figures. While they load, or when they cannot be
 * read, the same promise without numbers: the notice never turns into an error page.
 */
export function RetentionSection() {
  const { data } = useGetPrivacyRetentionQuery();
  const periods = retentionPeriods(data);
  return (
    <NoticeSection id="masa-simpan" title="Berapa lama data disimpan">
      {periods ? (
        <NoticeList>
          {periods.map((period) => (
            <li key={period.kind}>
              <strong>{period.kind}</strong>: {period.when}.
            </li>
          ))}
        </NoticeList>
      ) : (
        <Typography sx={{ mb: 1 }}>
          Dokumen unggahan, bukti pembayaran, berkas tim, dan catatan dihapus setelah masa simpannya
          berakhir, yang dihitung sejak hari final acara. Akun yang pendaftarannya tidak pernah
          diselesaikan juga dihapus setelah beberapa waktu.
        </Typography>
      )}
      <Typography sx={{ mt: 1 }}>
        Data akun dan profil Anda lainnya disimpan selama akun Anda ada, dan dihapus saat Anda
        menghapus akun.
      </Typography>
    </NoticeSection>
  );
}
