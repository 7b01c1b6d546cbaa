import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared';
import { ok } from '@gcw/shared/testing';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { screen } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { SettingsPage } from '../components/settings-page';

const settings = {
  ...DEFAULT_EVENT_SETTINGS,
  hackathon: {
    ...DEFAULT_EVENT_SETTINGS.hackathon,
    registration: { opens_at: null, closes_at: '2026-12-01T10:00:00.000Z' },
  },
  seminar_seats_taken: 12,
};
const PUT = 'PUT /settings/hackathon';

describe('SettingsPage', () => {
  it('shows the saved times in WIB and sends the edited section with a +07:00 offset', async () => {
    const { user, transport } = renderWithApp(<SettingsPage />, {
      routes: { 'GET /settings': ok(settings), [PUT]: ok(settings) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Hackathon' }));
    // 10:00 UTC is 17:00 in Jakarta.
    expect(screen.getByLabelText('Pendaftaran ditutup (WIB)')).toHaveValue('2026-12-01T17:00');
    const fee = screen.getByLabelText('Biaya (Rp)');
    await user.clear(fee);
    await user.type(fee, '95000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Pengaturan tersimpan')).toBeInTheDocument();
    const body = (transport.callsTo(PUT)[0] as FetchArgs).body as Record<string, unknown>;
    expect(body.fee).toBe(95000);
    expect(body.registration).toEqual({ opens_at: null, closes_at: '2026-12-01T17:00:00+07:00' });
    expect(body.team_size).toEqual({ min: 1, max: 5 });
  });

  it("shows the server's message under each refused field", async () => {
    const refused = {
      error: {
        status: 400,
        data: {
          Message: 'Pengaturan belum valid: periksa kolom yang ditandai',
          Errors: {
            'bank_account.number': 'Nomor rekening hanya boleh berisi angka (6–20 digit)',
            capacity: 'Kapasitas tidak boleh kurang dari kursi yang sudah terisi (12)',
          },
        },
      },
    };
    const { user } = renderWithApp(<SettingsPage />, {
      routes: { 'GET /settings': ok(settings), 'PUT /settings/seminar': refused },
    });
    await user.click(await screen.findByRole('tab', { name: 'Seminar' }));
    expect(screen.getByText('Kursi terisi: 12')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nomor rekening'), '12AB');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(/periksa kolom yang ditandai/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nomor rekening')).toHaveAccessibleDescription(
      'Nomor rekening hanya boleh berisi angka (6–20 digit)',
    );
    expect(screen.getByLabelText('Kapasitas kursi')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('SettingsPage, seminar ticket fields', () => {
  it('edits the end and the seat-cancel cut-off in WIB; empty cut-off means until the start', async () => {
    const withTicket = {
      ...settings,
      seminar: {
        ...DEFAULT_EVENT_SETTINGS.seminar,
        starts_at: '2026-07-20T02:00:00.000Z',
        ends_at: null,
        cancel_until: null,
      },
    };
    const { user, transport } = renderWithApp(<SettingsPage />, {
      routes: { 'GET /settings': ok(withTicket), 'PUT /settings/seminar': ok(withTicket) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Seminar' }));
    const cutOff = screen.getByLabelText('Batas pembatalan kursi (WIB)');
    expect(cutOff).toHaveAccessibleDescription('Kosong: sampai seminar dimulai');
    await user.type(cutOff, '2026-07-18T12:00');
    await user.type(screen.getByLabelText('Seminar selesai (WIB)'), '2026-07-20T12:00');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Pengaturan tersimpan')).toBeInTheDocument();
    const body = (transport.callsTo('PUT /settings/seminar')[0] as FetchArgs).body as Record<
      string,
      unknown
    >;
    expect(body.cancel_until).toBe('2026-07-18T12:00:00+07:00');
    expect(body.ends_at).toBe('2026-07-20T12:00:00+07:00');
  });
});

describe('SettingsPage opened from a link to one setting', () => {
  it("opens the field's tab and puts the cursor in the field", async () => {
    renderWithApp(<SettingsPage />, {
      route: '/admin/settings#competitive-programming-bank_account.bank',
      routes: { 'GET /settings': ok(settings) },
    });
    expect(
      await screen.findByRole('tab', { name: 'Competitive Programming', selected: true }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Bank')).toHaveFocus();
  });
});
