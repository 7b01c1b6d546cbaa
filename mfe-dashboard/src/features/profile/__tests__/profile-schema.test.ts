import { normalizePhone, PROFILE_PLACEHOLDERS } from '@gcw/shared';

import { profileSchema, toProfilePayload } from '../profile-schema';

const valid = {
  name: 'Budi Santoso',
  phone: '0812-3456-7890',
  major: 'S1 Informatika',
  institusi: 'Universitas Gadjah Mada',
  nim: '2106123456',
  socmed_document: 'https://drive.google.com/file/d/xyz/view',
};

async function errorOf(values: Partial<typeof valid>): Promise<string | null> {
  try {
    await profileSchema.validate({ ...valid, ...values });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('profile schema', () => {
  it.each(['081234567890', '+6281234567890', '6281234567890', '0812 3456 789'])(
    'accepts the Indonesian mobile number %s',
    async (phone) => {
      expect(await errorOf({ phone })).toBeNull();
    },
  );

  it.each(['12345', '0212345678', '+6512345678', '08123', 'nomor saya'])(
    'refuses %s as a phone number',
    async (phone) => {
      expect(await errorOf({ phone })).toMatch(/nomor HP Indonesia/);
    },
  );

  it.each(['21/123456/PA/12345', 'A11.2021.12345', 'H1D021-045', '123'])(
    'accepts the NIM %s (letters, digits, /, . and -)',
    async (nim) => {
      expect(await errorOf({ nim })).toBeNull();
    },
  );

  it('refuses a NIM with other characters, or shorter than 3 or longer than 30', async () => {
    const format =
      'NIM hanya boleh berisi huruf, angka, garis miring (/), titik (.) dan tanda hubung (-)';
    expect(await errorOf({ nim: '21 123' })).toBe(format);
    expect(await errorOf({ nim: '21_123#' })).toBe(format);
    expect(await errorOf({ nim: '12' })).toBe('NIM minimal 3 karakter');
    expect(await errorOf({ nim: '1'.repeat(31) })).toBe('NIM maksimal 30 karakter');
  });

  it('takes the uploaded image or an https link as the social-media proof', async () => {
    expect(await errorOf({ socmed_document: '' })).toBe('Bukti media sosial wajib diunggah');
    const uploaded = '/api/v1/gcw/resources/files/0b9e4a1c-2f0d-4c4e-9a55-3f1f6d1e2a10';
    expect(await errorOf({ socmed_document: uploaded })).toBeNull();
    expect(await errorOf({ socmed_document: '/api/v1/other' })).toBe(
      'Tautan harus diawali https://',
    );
  });

  it('requires every field and an https link', async () => {
    expect(await errorOf({ name: ' ' })).toBe('Nama lengkap wajib diisi');
    expect(await errorOf({ institusi: '' })).toBe('Institusi wajib diisi');
    expect(await errorOf({ socmed_document: 'http://x.id/a' })).toBe(
      'Tautan harus diawali https://',
    );
  });

  it('sends 08… numbers and the fixed placeholders', () => {
    expect(normalizePhone('+62 812-3456-7890')).toBe('081234567890');
    const typed = { ...valid, institution_id: null, institusi: ' Universitas  Gadjah Mada ' };
    expect(toProfilePayload(typed)).toEqual({
      ...valid,
      phone: '081234567890',
      institusi: 'Universitas Gadjah Mada',
      birth_date: '2025-04-27',
      birth_place: 'Jakarta',
      gender: 'Both',
    });
    // A picked institution goes with its id (ProfileUpdateWithInstitution).
    expect(toProfilePayload({ ...valid, institution_id: 7 })).toMatchObject({ institution_id: 7 });
    expect(PROFILE_PLACEHOLDERS).toEqual({
      birth_date: '2025-04-27',
      birth_place: 'Jakarta',
      gender: 'Both',
    });
  });
});
