import { selectAppConfig, useAppSelector } from '@gcw/shared/store';
import Typography from '@mui/material/Typography';

import { NoticeSection } from './notice-section';

/** Who decides about the data (the controller of UU 27/2022): the event's committee. */
export function ControllerSection() {
  const { eventName, organizerName } = useAppSelector(selectAppConfig);
  return (
    <NoticeSection id="pengendali" title="Siapa yang mengelola data Anda">
      <Typography>
        Data pribadi Anda dikelola oleh {organizerName}, panitia penyelenggara {eventName}, sebagai
        pengendali data pribadi menurut Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data
        Pribadi. Panitia memutuskan data apa yang dikumpulkan, untuk apa, dan siapa yang boleh
        melihatnya, sebagaimana dijelaskan di halaman ini.
      </Typography>
    </NoticeSection>
  );
}
