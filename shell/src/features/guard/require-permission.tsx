import type { PageDescriptor } from '@gcw/shared';
import { REMOTE_AREAS } from '@gcw/shared';
import { useCommitteeGrants } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

import { landingPath, mayOpen, pagePermissions } from '../../lib/page-permission';
import { loadedRemotes, subscribeToRemotes } from '../../lib/remote-load-cache';
import { RedirectToLanding } from './redirect-to-landing';

const ADMIN_AREAS = REMOTE_AREAS.filter((a) => a.access === 'admin' && a.frame === 'signed-in');

interface RequirePermissionProps {
  page: PageDescriptor;
  /** Shown while the member's grants load (the page's usual loading state). */
  pending: ReactNode;
  /** Say why the member was moved (not on the area's own landing, which nobody asked for). */
  notice: boolean;
  children: ReactNode;
}

/**
 * An admin page that asks for a permission opens for committee members holding it; anyone else
 * goes to the first page of their menu. Grants that cannot be read let the page open: the API
 * refuses what is not allowed on its own (403 with a Message).
 */
export function RequirePermission({ page, pending, notice, children }: RequirePermissionProps) {
  const { grants, loading } = useCommitteeGrants();
  const loaded = useSyncExternalStore(subscribeToRemotes, loadedRemotes);
  if (pagePermissions(page).length === 0) return children;
  if (loading) return pending;
  if (mayOpen(page, grants)) return children;
  const modules = ADMIN_AREAS.flatMap((area) => loaded.get(area.remote)?.module ?? []);
  const to = landingPath(modules, grants);
  if (!to) {
    return (
      <PageFrame
        title="Belum ada halaman untuk Anda"
        subtitle="Peran Anda di panitia belum memberi izin membuka halaman admin mana pun. Hubungi Ketua panitia."
      />
    );
  }
  return <RedirectToLanding to={to} notice={notice} />;
}
