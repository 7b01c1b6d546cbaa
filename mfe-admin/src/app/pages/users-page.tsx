import { usePermitted } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';

import { AuditLogView } from '../../features/audit/components/audit-log-view';
import { SetupChecklistCard } from '../../features/setup-checklist/components/setup-checklist-card';
import { SummaryCards } from '../../features/users/components/summary-cards';
import { UsersView } from '../../features/users/components/users-view';

type View = 'users' | 'audit';

/**
 * /admin: the summary, then the users or the audit log. The shell has four admin routes only,
 * so the audit log is a tab here (`?view=audit`), shareable like every filter.
 */
export function UsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Each part for the committee members whose roles cover it (the API refuses the others).
  const setup = usePermitted('settings.edit');
  const figures = usePermitted('overview.view');
  const audit = usePermitted('audit.read');
  const view: View = audit && searchParams.get('view') === 'audit' ? 'audit' : 'users';
  // Each view has its own filters: switching starts from a clean query.
  const switchTo = (next: View) => setSearchParams(next === 'audit' ? { view: 'audit' } : {});
  return (
    <PageFrame title="Pengguna" subtitle="Daftar peserta, kelengkapan profil dan verifikasi data.">
      {/* Where an admin lands: the set-up checklist until the event is ready. */}
      {setup ? <SetupChecklistCard onlyWhenIncomplete /> : null}
      {figures ? <SummaryCards /> : null}
      <Tabs
        value={view}
        onChange={(_event, next: View) => switchTo(next)}
        aria-label="Tampilan admin"
        sx={{ mb: 2 }}
        variant="scrollable"
      >
        <Tab value="users" label="Pengguna" />
        {audit ? <Tab value="audit" label="Log audit" /> : null}
      </Tabs>
      {view === 'audit' ? <AuditLogView /> : <UsersView />}
    </PageFrame>
  );
}
