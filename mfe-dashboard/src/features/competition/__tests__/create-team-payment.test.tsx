import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared';
import type { CompetitionSettings, EventSettings } from '@gcw/shared';
import { ok } from '@gcw/shared/testing';
import { screen, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { CreateTeamForm } from '../components/create-team-form';

const ACCOUNT = { bank: 'BNI', number: '0123456789', holder: 'Panitia GCW' };
const DAY = 24 * 3600_000;

const settingsWith = (hackathon: Partial<CompetitionSettings>): EventSettings => ({
  ...DEFAULT_EVENT_SETTINGS,
  hackathon: { ...DEFAULT_EVENT_SETTINGS.hackathon, ...hackathon },
});
const render = (hackathon: Partial<CompetitionSettings>) =>
  renderWithApp(<CreateTeamForm competition="hackathon" />, {
    routes: { 'GET /settings': ok(settingsWith(hackathon)) },
  });

describe('the payment step of team registration', () => {
  it('says plainly that registration waits for the account, with no form to send', async () => {
    render({ bank_account: null });
    expect(
      await screen.findByText(
        'Panitia belum mengumumkan rekening pembayaran, jadi pendaftaran tim baru belum dibuka. Silakan cek lagi nanti.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daftarkan tim' })).not.toBeInTheDocument();
    expect(screen.queryByText(/GuideBook/)).not.toBeInTheDocument();
  });

  it('names both facts when neither the fee nor the account is announced', async () => {
    render({ bank_account: null, fee: null, early_bird_fee: null });
    expect(
      await screen.findByText(/belum mengumumkan biaya pendaftaran dan rekening pembayaran/),
    ).toBeInTheDocument();
  });

  it('shows the early-bird amount before its end, the account and the transfer note', async () => {
    const until = new Date(Date.now() + 3 * DAY).toISOString();
    render({
      bank_account: ACCOUNT,
      fee: 100_000,
      early_bird_fee: 80_000,
      early_bird_until: until,
    });
    const payment = await screen.findByRole('region', { name: 'Rincian pembayaran' });
    expect(payment).toHaveTextContent('Jumlah transferRp80.000');
    expect(payment).toHaveTextContent('BankBNI');
    expect(payment).toHaveTextContent('Berita transferHCK-0007');
    expect(payment).toHaveTextContent(
      /Harga early bird berlaku sampai .*; setelah itu Rp100\.000\./,
    );
    expect(payment).toHaveTextContent('Tulis HCK-0007 di berita atau keterangan transfer');
  });

  it('shows the regular amount once the early bird has ended', async () => {
    const until = new Date(Date.now() - DAY).toISOString();
    render({
      bank_account: ACCOUNT,
      fee: 100_000,
      early_bird_fee: 80_000,
      early_bird_until: until,
    });
    const payment = await screen.findByRole('region', { name: 'Rincian pembayaran' });
    expect(payment).toHaveTextContent('Jumlah transferRp100.000');
    expect(payment).not.toHaveTextContent('early bird');
  });

  it('copies each fact with the Clipboard API and says "Disalin"', async () => {
    const { user } = render({ bank_account: ACCOUNT, fee: 90_000, early_bird_fee: null });
    const payment = await screen.findByRole('region', { name: 'Rincian pembayaran' });
    await user.click(within(payment).getByRole('button', { name: 'Salin nomor rekening' }));
    expect(await navigator.clipboard.readText()).toBe('0123456789');
    expect(await screen.findByText('Disalin')).toBeInTheDocument();
    await user.click(within(payment).getByRole('button', { name: 'Salin jumlah transfer' }));
    expect(await navigator.clipboard.readText()).toBe('90000');
    await user.click(within(payment).getByRole('button', { name: 'Salin berita transfer' }));
    expect(await navigator.clipboard.readText()).toBe('HCK-0007');
  });

  it('marks the proof of payment as required', async () => {
    render({ bank_account: ACCOUNT });
    const proof = await screen.findByLabelText(/Bukti pembayaran/);
    expect(proof).toBeRequired();
    expect(document.getElementById('bukti-pembayaran-hackathon-label')).toHaveTextContent(
      'Bukti pembayaran *',
    );
  });
});
