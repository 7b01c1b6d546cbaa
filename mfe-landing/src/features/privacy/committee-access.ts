/**
 * Who on the committee sees what, by the default roles of ADR 0022
 * (api/src/domain/committee/default-roles.ts and the README's roles table): a change of a
 * role's grants there is a change of this notice.
 */
export const COMMITTEE_ACCESS: readonly { role: string; sees: string }[] = [
  {
    role: 'Ketua panitia',
    sees: 'seluruh data peserta untuk seluruh acara, termasuk catatan siapa yang membuka berkas Anda, untuk memimpin dan mengawasi kerja panitia.',
  },
  {
    role: 'Sekretariat',
    sees: 'profil dan dokumen peserta (termasuk bukti unggahan media sosial) untuk seluruh acara, untuk memverifikasi pendaftaran dan mengirim pengumuman serta surel.',
  },
  {
    role: 'Keuangan',
    sees: 'bukti pembayaran tim untuk seluruh acara, untuk memverifikasinya.',
  },
  {
    role: 'Divisi Hackathon',
    sees: 'hanya tim Hackathon: anggota, berkas, penjurian, dan sertifikatnya.',
  },
  {
    role: 'Divisi CP',
    sees: 'hanya tim Competitive Programming: anggota, tahapan, dan sertifikatnya.',
  },
  {
    role: 'Divisi Seminar',
    sees: 'hanya pendaftar Seminar: tiket, check-in di pintu, dan sertifikat seminar.',
  },
  {
    role: 'Juri',
    sees: 'hanya nama tim, institusi, dan berkas penilaian (proposal dan video) tim Hackathon yang ditugaskan kepadanya; juri tidak melihat data kontak anggota tim.',
  },
  {
    role: 'Petugas pintu',
    sees: 'nama, institusi, dan nomor tiket peserta Seminar saat check-in di pintu.',
  },
];
