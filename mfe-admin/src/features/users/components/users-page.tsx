import { PageFrame } from '@gcw/shared';

export function UsersPage() {
  return (
    <PageFrame
      title="Pengguna"
      subtitle="Daftar peserta, kelengkapan profil dan verifikasi data."
    />
  );
}
