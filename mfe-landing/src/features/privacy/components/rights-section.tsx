import { PATHS } from '@gcw/shared';
import { selectAppConfig, useAppSelector } from '@gcw/shared/store';
import MuiLink from '@mui/material/Link';
import { Link } from 'react-router-dom';

import { NoticeList } from './notice-list';
import { NoticeSection } from './notice-section';

/** The rights of UU 27/2022 a student has here, each with the page or the way to use it. */
export function RightsSection() {
  // The event settings name no contact address; the footer's mail link (R2.12) is the event's.
  const { social } = useAppSelector(selectAppConfig);
  return (
    <NoticeSection id="hak-anda" title="Hak Anda dan cara menggunakannya">
      <NoticeList>
        <li>
          <strong>Melihat dan mengunduh data Anda</strong>: buka halaman{' '}
          <MuiLink component={Link} to={PATHS['my-data']}>
            Data saya
          </MuiLink>{' '}
          lalu minta arsip data Anda.
        </li>
        <li>
          <strong>Memperbaiki data</strong>: ubah data Anda di halaman{' '}
          <MuiLink component={Link} to={PATHS.profile}>
            Profil
          </MuiLink>
          .
        </li>
        <li>
          <strong>Menarik persetujuan dan menghapus akun</strong>: buka halaman Data saya lalu pilih
          Hapus akun. Karena acara tidak dapat diikuti tanpa data ini, persetujuan ditarik dengan
          menghapus akun.
        </li>
        <li>
          <strong>Mengajukan permintaan lain</strong>, atau bila Anda tidak dapat masuk: hubungi
          panitia melalui{' '}
          {social.email ? (
            <MuiLink href={social.email}>surel resmi acara</MuiLink>
          ) : (
            'surel resmi acara'
          )}
          . Panitia dapat memeriksa identitas Anda sebelum memproses permintaan.
        </li>
      </NoticeList>
    </NoticeSection>
  );
}
