import { DEFAULT_EVENT_SETTINGS } from '../../contract/event-settings';
import {
  competitionFeeText,
  competitionFeeTextAt,
  registrationWindowText,
  seminarFeeText,
} from '../settings-text';

const NOW = Date.parse('2026-11-27T10:00:00+07:00');

describe('competitionFeeTextAt', () => {
  it('drops an early bird whose last day has passed', () => {
    const hackathon = { fee: 100_000, early_bird_fee: 80_000 };
    const until = (at: string) => ({ ...hackathon, early_bird_until: at });
    expect(competitionFeeTextAt(until('2026-12-01T00:00:00+07:00'), NOW)).toBe(
      'Rp80.000 – Rp100.000',
    );
    expect(competitionFeeTextAt(until('2026-11-01T00:00:00+07:00'), NOW)).toBe('Rp100.000');
    // Without an end the early bird stands; competitionFeeText, without the time, drops nothing.
    expect(competitionFeeTextAt({ ...hackathon, early_bird_until: null }, NOW)).toBe(
      'Rp80.000 – Rp100.000',
    );
    expect(competitionFeeText(until('2026-11-01T00:00:00+07:00'))).toBe('Rp80.000 – Rp100.000');
  });
});

describe('seminarFeeText', () => {
  it('reads null as not announced, 0 as free and an amount in rupiah', () => {
    expect(seminarFeeText({ fee: null })).toBe('Diumumkan kemudian');
    expect(seminarFeeText({ fee: 0 })).toBe('Gratis');
    expect(seminarFeeText({ fee: 25_000 })).toBe('Rp25.000');
  });

  it('says a fresh install has not announced the fee: R9.3 gives none', () => {
    expect(seminarFeeText(DEFAULT_EVENT_SETTINGS.seminar)).toBe('Diumumkan kemudian');
  });
});

describe('registrationWindowText', () => {
  const at = (iso: string) => new Date(iso).toISOString();

  it('says when a window opens, until when it is open, and that it has closed', () => {
    const opens = at('2026-12-01T08:00:00+07:00');
    const closes = at('2026-12-20T23:59:00+07:00');
    expect(registrationWindowText({ opens_at: opens, closes_at: closes }, NOW)).toBe(
      'Pendaftaran dibuka mulai 1 Desember 2026 pukul 08.00 WIB',
    );
    expect(registrationWindowText({ opens_at: null, closes_at: closes }, NOW)).toBe(
      'Pendaftaran dibuka hingga 20 Desember 2026 pukul 23.59 WIB',
    );
    expect(
      registrationWindowText({ opens_at: null, closes_at: at('2025-07-01T00:00:00+07:00') }, NOW),
    ).toBe('Pendaftaran telah ditutup');
  });

  it('reads a window without bounds as open', () => {
    expect(registrationWindowText({ opens_at: null, closes_at: null }, NOW)).toBe(
      'Pendaftaran sedang dibuka',
    );
  });
});
