import Typography from '@mui/material/Typography';

import { NoticeList } from './notice-list';
import { NoticeSection } from './notice-section';

/** What erasing an account keeps, and why (api/src/domain/privacy/erase-account.ts). */
export function KeptAfterErasureSection() {
  return (
    <NoticeSection id="setelah-akun-dihapus" title="Yang tetap disimpan setelah akun dihapus">
      <Typography sx={{ mb: 1 }}>
        Menghapus akun menghapus profil, berkas unggahan, tiket seminar, notifikasi, dan surel Anda.
        Beberapa catatan tetap disimpan karena acara masih membutuhkannya:
      </Typography>
      <NoticeList>
        <li>
          Sertifikat yang telah terbit disimpan dengan pseudonim sebagai pengganti nama agar tetap
          dapat diverifikasi.
        </li>
        <li>
          Keputusan pembayaran yang terverifikasi disimpan dalam catatan tim dan audit tanpa gambar
          bukti.
        </li>
        <li>
          Berkas tim (bukti pembayaran, proposal) tetap bersama tim bila tim dilanjutkan oleh
          anggota lain.
        </li>
        <li>
          Catatan audit disimpan dengan pseudonim; nama, surel, nomor telepon, dan NIM Anda di
          dalamnya diganti.
        </li>
        <li>
          Surel yang telah terkirim kepada anggota tim lain tersimpan di kotak keluar panitia hingga
          masa retensi catatan berakhir.
        </li>
      </NoticeList>
    </NoticeSection>
  );
}
