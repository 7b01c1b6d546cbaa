import { SETTINGS_SECTIONS } from '@gcw/shared';
import type { SettingsSection } from '@gcw/shared';
import { PageFrame } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { useGetAdminSettingsQuery } from '../api/settings-api';
import { sectionOfAnchor } from '../settings-anchor';
import { SECTION_LABELS } from '../settings-fields';
import { SettingsSectionForm } from './settings-section-form';

/** /admin/settings: the event's facts, read by every page through the API (no deploy needed). */
export function SettingsPage() {
  const { hash } = useLocation();
  const [section, setSection] = useState<SettingsSection>(() => sectionOfAnchor(hash) ?? 'general');
  const { data, isLoading, isError } = useGetAdminSettingsQuery();
  // A link to a field (the set-up checklist's) opens its tab and puts the cursor in it.
  useEffect(() => {
    const target = sectionOfAnchor(hash);
    if (target) setSection(target);
  }, [hash]);
  useEffect(() => {
    if (!data || sectionOfAnchor(hash) !== section) return;
    const field = document.getElementById(decodeURIComponent(hash.slice(1)));
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus();
  }, [hash, data, section]);
  return (
    <PageFrame
      title="Pengaturan acara"
      subtitle="Jadwal, biaya, rekening dan kapasitas. Semua waktu dalam WIB (Asia/Jakarta)."
    >
      <Tabs value={section} onChange={(_e, next: SettingsSection) => setSection(next)}>
        {SETTINGS_SECTIONS.map((s) => (
          <Tab key={s} value={s} label={SECTION_LABELS[s]} />
        ))}
      </Tabs>
      {isLoading && <CircularProgress aria-label="Memuat pengaturan" sx={{ mt: 2 }} />}
      {isError && <Alert severity="error">Gagal memuat pengaturan</Alert>}
      {/* key: a fresh form per section, filled from the saved values. */}
      {data && <SettingsSectionForm key={section} section={section} settings={data} />}
    </PageFrame>
  );
}
