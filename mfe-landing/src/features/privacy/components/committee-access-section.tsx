import Typography from '@mui/material/Typography';

import { COMMITTEE_ACCESS } from '../committee-access';
import { NoticeList } from './notice-list';
import { NoticeSection } from './notice-section';

/** Who sees the data: each committee role and the part it needs. */
export function CommitteeAccessSection() {
  return (
    <NoticeSection id="siapa-melihat" title="Siapa yang dapat melihat data Anda">
      <Typography sx={{ mb: 1 }}>
        Hanya anggota panitia, dan masing-masing hanya bagian yang diperlukan perannya. Setiap kali
        panitia membuka berkas Anda, tercatat siapa yang membukanya dan kapan.
      </Typography>
      <NoticeList>
        {COMMITTEE_ACCESS.map((entry) => (
          <li key={entry.role}>
            <strong>{entry.role}</strong>: {entry.sees}
          </li>
        ))}
      </NoticeList>
      <Typography sx={{ mt: 1 }}>
        Kami tidak menjual data Anda. Layanan yang kami pakai untuk menjalankan acara (penyimpanan
        berkas, pengiriman surel, dan Google bila Anda masuk dengan Google) memproses data hanya
        untuk keperluan tersebut.
      </Typography>
    </NoticeSection>
  );
}
