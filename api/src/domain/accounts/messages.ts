/** Indonesian texts of the account calls (the product speaks Indonesian, R1.4). */
export const ACCOUNT_MESSAGES = {
  forgotAccepted:
    'Jika alamat tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi. Periksa kotak masuk dan folder spam Anda.',
  resetDone: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.',
  tooMany: (minutes: number) => `Terlalu banyak permintaan. Coba lagi dalam ${minutes} menit.`,
  linkInvalid:
    'Tautan tidak valid. Pastikan Anda membuka tautan lengkap dari e-mail terbaru, atau minta tautan baru.',
  linkExpired: 'Tautan sudah kedaluwarsa. Silakan minta tautan baru.',
  linkUsed: 'Tautan ini sudah pernah dipakai. Silakan minta tautan baru bila masih diperlukan.',
  tokenRequired: 'Token wajib diisi',
  passwordShort: (min: number) => `Kata sandi minimal ${min} karakter`,
  passwordLong: 'Kata sandi terlalu panjang',
  emailInvalid: 'Masukkan alamat e-mail yang valid',
  verifyFirst: (email: string) =>
    `Verifikasi alamat e-mail Anda terlebih dahulu. Buka tautan yang kami kirim ke ${email}, atau kirim ulang dari halaman profil.`,
  verificationSent: (email: string) =>
    `Tautan verifikasi telah dikirim ke ${email}. Periksa kotak masuk dan folder spam Anda.`,
  alreadyVerified: 'Alamat e-mail Anda sudah terverifikasi.',
  emailTaken: 'Alamat e-mail ini sudah dipakai akun lain.',
  emailSame: 'Alamat e-mail baru sama dengan alamat saat ini.',
  passwordNeeded: 'Masukkan kata sandi Anda saat ini untuk mengganti alamat e-mail.',
  passwordWrong: 'Kata sandi salah.',
} as const;
