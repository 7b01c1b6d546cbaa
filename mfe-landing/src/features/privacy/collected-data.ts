/** One kind of data the event holds, and what it is used for. */
export interface CollectedItem {
  data: string;
  purpose: string;
}

export interface CollectedCategory {
  title: string;
  items: readonly CollectedItem[];
}

/**
 * What the event collects, by where it comes from. Kept next to the API's tables and the erasure
 * (api/src/domain/privacy/erase-account.ts): a new personal field needs a line here, and a new
 * version of the notice (PRIVACY_NOTICE_VERSION).
 */
export const COLLECTED_DATA: readonly CollectedCategory[] = [
  {
    title: 'Akun',
    items: [
      {
        data: 'Nama dan alamat surel',
        purpose: 'pendaftaran, kabar tentang acara, dan nama pada sertifikat',
      },
      {
        data: 'Kata sandi, disimpan hanya sebagai hash sehingga tidak dapat dibaca kembali, juga oleh panitia',
        purpose: 'keamanan akun',
      },
      {
        data: 'Akun Google bila Anda masuk dengan Google: nama, alamat surel, foto profil, dan ID akun Google',
        purpose: 'masuk tanpa kata sandi dan keamanan akun',
      },
    ],
  },
  {
    title: 'Profil',
    items: [
      {
        data: 'Tanggal dan tempat lahir, jenis kelamin',
        purpose: 'pendaftaran dan verifikasi data peserta',
      },
      {
        data: 'Nomor telepon',
        purpose: 'menghubungi Anda tentang pendaftaran dan jalannya acara',
      },
      {
        data: 'NIM, jurusan, dan institusi',
        purpose:
          'verifikasi bahwa Anda mahasiswa yang memenuhi syarat, serta nama institusi pada sertifikat',
      },
      {
        data: 'Bukti unggahan media sosial',
        purpose: 'verifikasi syarat pendaftaran',
      },
    ],
  },
  {
    title: 'Tim (Hackathon dan Competitive Programming)',
    items: [
      { data: 'Nama tim', purpose: 'pendaftaran, penilaian, dan sertifikat' },
      { data: 'Nama pembimbing dan NIDN-nya', purpose: 'pendaftaran dan verifikasi tim' },
      { data: 'Bukti pembayaran', purpose: 'verifikasi pembayaran' },
      { data: 'Proposal atau berkas lain dan tautan video', purpose: 'penilaian' },
    ],
  },
  {
    title: 'Seminar',
    items: [
      {
        data: 'Tiket dan catatan kehadiran (check-in)',
        purpose: 'masuk di pintu seminar dan sertifikat kehadiran',
      },
    ],
  },
  {
    title: 'Kabar dari acara',
    items: [
      {
        data: 'Notifikasi dan surel yang dikirim kepada Anda',
        purpose: 'memberi tahu Anda tentang pendaftaran, verifikasi, dan tahapan acara',
      },
    ],
  },
  {
    title: 'Catatan keamanan',
    items: [
      {
        data: 'Catatan audit tindakan panitia atas data Anda, misalnya siapa yang memverifikasi atau membuka berkas Anda dan kapan',
        purpose: 'keamanan dan pertanggungjawaban panitia',
      },
      {
        data: 'Log teknis server dan laporan kesalahan halaman',
        purpose: 'keamanan dan perbaikan gangguan',
      },
    ],
  },
];
