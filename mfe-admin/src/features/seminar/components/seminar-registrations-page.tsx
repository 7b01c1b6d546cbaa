import { PageFrame } from '@gcw/shared';

export function SeminarRegistrationsPage() {
  return <PageFrame title="Pendaftar Seminar" subtitle="Pendaftar dan tiket seminar." />;
}
