import { competitionFeeText } from '../../format/settings-text';
import { DEFAULT_APP_CONFIG, mergeAppConfig } from '../app-config';

describe('mergeAppConfig', () => {
  it('takes deploy facts of the right type and keeps the defaults for the rest', () => {
    const config = mergeAppConfig({ apiOrigin: 'https://api.test', googleClientId: 42 });
    expect(config.apiOrigin).toBe('https://api.test');
    expect(config.googleClientId).toBe('');
  });

  it('reads only deploy facts: the event facts are the settings, the texts are the requirements', () => {
    const config = mergeAppConfig({
      apiOrigin: 'https://api.test',
      gaMeasurementId: 'G-TEST',
      remoteLoadTimeoutMs: 5_000,
      countdownTarget: '2030-01-01T00:00:00+07:00',
      finalDay: '2030-01-01',
      fees: { hackathonMin: 1, hackathonMax: 2, competitiveProgramming: 3 },
      teamSizes: { hackathon: 9, competitiveProgramming: 9 },
      eventName: 'Acara Lain',
      guideBookUrl: 'https://example.test/guide',
      organizerName: 'Orang Lain',
      dashboard: { seminarDate: '2030-01-01', hackathonFinalPlace: 'Aula', cpWarmupUrl: 'x' },
    });
    expect(config).toEqual({
      ...DEFAULT_APP_CONFIG,
      apiOrigin: 'https://api.test',
      gaMeasurementId: 'G-TEST',
      remoteLoadTimeoutMs: 5_000,
    });
  });
});

describe('competitionFeeText', () => {
  it('reads early bird to regular as a range, one amount alone, or not announced', () => {
    expect(competitionFeeText({ fee: 100_000, early_bird_fee: 80_000 })).toBe(
      'Rp80.000 – Rp100.000',
    );
    expect(competitionFeeText({ fee: 80_000, early_bird_fee: null })).toBe('Rp80.000');
    expect(competitionFeeText({ fee: null, early_bird_fee: null })).toBe('Diumumkan kemudian');
  });
});
