import { missingPaymentFacts, paymentReference, teamFee } from '../payment';

const NOW = Date.parse('2026-08-01T00:00:00Z');
const account = { bank: 'BNI', number: '0123456789', holder: 'Panitia GCW' };

describe('teamFee', () => {
  it('is the early-bird fee before its end, the regular fee from then on', () => {
    const s = { fee: 100_000, early_bird_fee: 80_000, early_bird_until: '2026-08-02T00:00:00Z' };
    expect(teamFee(s, NOW)).toEqual({ amount: 80_000, early_bird: true });
    expect(teamFee(s, Date.parse('2026-08-02T00:00:00Z'))).toEqual({
      amount: 100_000,
      early_bird: false,
    });
  });

  it('never applies an early bird without an end, unless it is the only fee', () => {
    expect(teamFee({ fee: 100_000, early_bird_fee: 80_000, early_bird_until: null }, NOW)).toEqual({
      amount: 100_000,
      early_bird: false,
    });
    expect(teamFee({ fee: null, early_bird_fee: 80_000, early_bird_until: null }, NOW)).toEqual({
      amount: 80_000,
      early_bird: false,
    });
    expect(teamFee({ fee: null, early_bird_fee: null, early_bird_until: null }, NOW)).toBeNull();
  });
});

describe('paymentReference and missingPaymentFacts', () => {
  it('names the competition and the payer, padded to four digits', () => {
    expect(paymentReference('hackathon', 42)).toBe('HCK-0042');
    expect(paymentReference('competitive-programming', 123456)).toBe('CP-123456');
  });

  it('lists what the admins have not announced', () => {
    expect(missingPaymentFacts({ fee: null, early_bird_fee: null, bank_account: null })).toEqual([
      'fee',
      'bank_account',
    ]);
    expect(missingPaymentFacts({ fee: 0, early_bird_fee: null, bank_account: account })).toEqual(
      [],
    );
  });
});
