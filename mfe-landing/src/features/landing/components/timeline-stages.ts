/**
 * The stages of each activity, in the order the dashboard unlocks them (R2.30 sidebar, R4.3).
 * The requirements give no stage dates beyond the Final Day, so none are invented here.
 */
export interface TimelineTrack {
  activity: string;
  stages: { title: string; detail: string }[];
}

export const TIMELINE_TRACKS: TimelineTrack[] = [
  {
    activity: 'Hackathon',
    stages: [
      { title: 'Pendaftaran Tim', detail: 'Buat tim dan unggah bukti pembayaran.' },
      {
        title: 'Tahap 1: Proposal',
        detail: 'Kirim proposal solusi AI untuk tujuan pembangunan berkelanjutan.',
      },
      { title: 'Tahap 2: Video', detail: 'Tim terpilih mengirim video demo solusinya.' },
      { title: 'Final', detail: 'Finalis mempresentasikan solusinya di hadapan juri.' },
    ],
  },
  {
    activity: 'Competitive Programming',
    stages: [
      { title: 'Pendaftaran Tim', detail: 'Buat tim dan unggah bukti pembayaran.' },
      { title: 'Tahap 1: Warm-up', detail: 'Babak pemanasan untuk mengenal sistem penilaian.' },
      { title: 'Tahap 2: Qualifying', detail: 'Babak penyisihan menentukan tim finalis.' },
      { title: 'Final', detail: 'Finalis beradu menyelesaikan soal di babak akhir.' },
    ],
  },
  {
    activity: 'Seminar Nasional',
    stages: [
      {
        title: 'Pendaftaran Individu',
        detail: 'Daftar sebagai peserta seminar secara perorangan.',
      },
      {
        title: 'Seminar',
        detail: 'AI untuk ekonomi digital dan UMKM bersama narasumber nasional.',
      },
    ],
  },
];
