import { ErasureForm } from './erasure-form';
import { PrivacySection } from './privacy-section';

/** "Permintaan penghapusan melalui surel": a student's request by mail, processed by the committee. */
export function ErasureSection() {
  return (
    <PrivacySection
      id="erasure-title"
      title="Permintaan penghapusan melalui surel"
      intro={
        <>
          Bila seorang mahasiswa meminta akunnya dihapus melalui surel, proses permintaannya di
          sini. Pastikan dulu identitas pengirimnya, misalnya surel dikirim dari alamat akun itu
          atau nama dan NIM-nya cocok dengan data akun. Catat alasan dan cara pemeriksaannya;
          penghapusan ini tercatat di log audit.
        </>
      }
    >
      <ErasureForm />
    </PrivacySection>
  );
}
