import { auditChangeText } from '../audit-change';

describe('auditChangeText', () => {
  it('says what a settings save changed, field by field, in the settings words', () => {
    const before = {
      registration: { opens_at: null, closes_at: '2025-07-10T10:00:00.000Z' },
      fee: 100000,
      bank_account: null,
      team_size: { min: 1, max: 5 },
      venue: 'Aula',
    };
    const after = {
      registration: { opens_at: null, closes_at: '2025-07-20T10:00:00.000Z' },
      fee: 90000,
      bank_account: { bank: 'BNI', number: '123', holder: 'Panitia GCW' },
      team_size: { min: 2, max: 5 },
      venue: 'Aula',
    };
    const text = auditChangeText({ old: before, new: after });
    expect(text.split('; ')).toEqual([
      'Pendaftaran ditutup: 10 Jul 2025, 17.00 WIB → 20 Jul 2025, 17.00 WIB',
      'Biaya: Rp100.000 → Rp90.000',
      'Rekening bank: — → BNI',
      'Rekening nomor: — → 123',
      'Rekening atas nama: — → Panitia GCW',
      'Ukuran tim minimum: 1 → 2',
    ]);
    expect(text).not.toMatch(/[{}"]/);
  });

  it('names the window of a deadline extension', () => {
    expect(auditChangeText({ window: 'stage_1', old: null, new: '2025-07-20T10:00:00.000Z' })).toBe(
      'Tenggat tahap 1: — → 20 Jul 2025, 17.00 WIB',
    );
  });

  it('keeps the readings of stages, reasons, addresses and verification', () => {
    expect(auditChangeText({ from: 'Registered', to: 'Stage-1' })).toBe(
      'Tahap: Terdaftar → Tahap 1',
    );
    expect(auditChangeText({ reason: 'Bukti buram', proof: 12 })).toBe(
      'Alasan: Bukti buram; Bukti pembayaran: #12',
    );
    expect(auditChangeText({ to: 'budi@kampus.ac.id' })).toBe('Ke budi@kampus.ac.id');
    expect(auditChangeText({ verified: false })).toBe('Verifikasi dibatalkan');
    expect(auditChangeText({})).toBe('—');
  });

  it('reads announcement details as labels and values, a renamed title as old → new', () => {
    expect(
      auditChangeText({ title: 'Info', audience: 'stage', event: 'Hackathon', status: 'Final' }),
    ).toBe('Judul: Info; Sasaran: tim pada satu tahap; Acara: Hackathon; Tahap: Final');
    expect(auditChangeText({ title: 'Baru', changed: ['title', 'body'], old_title: 'Lama' })).toBe(
      'Judul: Lama → Baru; Diubah: judul, isi',
    );
  });

  it('reads a door check-in: which door, and an offline one with its scan time', () => {
    expect(auditChangeText({ user_id: 7, door: 'Pintu A' })).toBe('Pengguna #7; Pintu: Pintu A');
    expect(
      auditChangeText({
        user_id: 7,
        door: 'Pintu B',
        offline: true,
        scanned_at: '2026-07-20T02:10:00.000Z',
      }),
    ).toBe('Pengguna #7; Pintu: Pintu B; Offline: ya; Dipindai: 20 Jul 2026, 09.10 WIB');
  });
});
