import { renderWithApp } from '@gcw/shared/testing';
import { act, screen, within } from '@testing-library/react';

import { settingsTransport, settingsWith } from '../../settings/__tests__/settings-transport';
import { CountdownSection } from '../countdown-section';

/** The countdown target as an admin saved it (R9.2's 26 July 2025 00:00 WIB, in UTC). */
const TARGET = '2025-07-25T17:00:00.000Z';

function renderCountdown(target = TARGET) {
  const transport = settingsTransport(
    settingsWith({ general: { countdown_target: target, final_day: '2025-07-19' } }),
  );
  return renderWithApp(<CountdownSection />, { transport });
}

function unit(label: string) {
  return within(screen.getByRole('group', { name: label })).getByText(/^\d+$/).textContent;
}

describe('CountdownSection', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('counts to the target the admins set, once the settings arrive', async () => {
    // A day and an hour before; waiting for the answer moves the fake clock a little.
    jest.useFakeTimers({ now: new Date('2026-11-30T09:00:00+07:00') });
    renderCountdown('2026-12-01T03:00:00.000Z');
    expect(await screen.findByText('1 Desember 2026 pukul 10.00 WIB')).toBeInTheDocument();
    expect(unit('Hari')).toBe('01');
    expect(unit('Jam')).toBe('00');
  });

  it('is headed as heading to the final day and shows the target date', () => {
    jest.useFakeTimers({ now: new Date('2025-07-01T00:00:00+07:00') });
    renderCountdown();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Menuju Hari Final' }),
    ).toBeInTheDocument();
    expect(screen.getByText('26 Juli 2025 pukul 00.00 WIB')).toBeInTheDocument();
  });

  it('shows days, hours, minutes and seconds and ticks every second', () => {
    // 1 day, 2 hours, 3 minutes and 5 seconds before the target.
    jest.useFakeTimers({ now: new Date('2025-07-24T21:56:55+07:00') });
    renderCountdown();
    expect(screen.getByRole('timer', { name: 'Hitung mundur' })).toBeInTheDocument();
    expect(unit('Hari')).toBe('01');
    expect(unit('Jam')).toBe('02');
    expect(unit('Menit')).toBe('03');
    expect(unit('Detik')).toBe('05');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(unit('Detik')).toBe('04');
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(unit('Menit')).toBe('02');
    expect(unit('Detik')).toBe('59');
  });

  it('never goes negative and says the day has come once the target passes', () => {
    jest.useFakeTimers({ now: new Date('2025-07-25T23:59:58+07:00') });
    renderCountdown();
    expect(unit('Detik')).toBe('02');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    // R2.8's four units stay, at zero, with the line under them.
    expect(screen.getByRole('timer', { name: 'Hitung mundur' })).toBeInTheDocument();
    for (const label of ['Hari', 'Jam', 'Menit', 'Detik']) expect(unit(label)).toBe('00');
    expect(screen.getByRole('status')).toHaveTextContent('Hari yang dinanti telah tiba!');
    expect(screen.queryByText(/-\d/)).not.toBeInTheDocument();
  });

  it('says the event has taken place when opened long after the target, not that it arrived', () => {
    // A fresh install's date (R9.2: 26 July 2025) seen more than a year later.
    jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00+07:00') });
    const setInterval = jest.spyOn(window, 'setInterval');
    renderCountdown();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Menuju Hari Final' }),
    ).toBeInTheDocument();
    for (const label of ['Hari', 'Jam', 'Menit', 'Detik']) expect(unit(label)).toBe('00');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hitung mundur telah selesai: acara sudah berlangsung.',
    );
    expect(screen.queryByText('Hari yang dinanti telah tiba!')).not.toBeInTheDocument();
    // Past the target nothing ticks any more.
    expect(setInterval).not.toHaveBeenCalled();
  });
});
