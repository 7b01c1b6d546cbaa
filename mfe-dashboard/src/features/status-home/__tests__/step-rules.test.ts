import type { EventSettings, EventStatus } from '@gcw/shared';
import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared';

import type { StepFacts } from '../../../lib/step-rules';
import { competitionStep } from '../competition-step';
import { seminarStep } from '../seminar-step';

const NOW = new Date('2026-11-23T03:00:00.000Z');

function facts(
  settings: Partial<EventSettings>,
  status: EventStatus = 'Stage-1',
  event: StepFacts['event'] = 'Hackathon',
): StepFacts {
  return {
    event,
    status,
    profileComplete: true,
    mustVerifyEmail: false,
    ticket: null,
    settings: { ...DEFAULT_EVENT_SETTINGS, ...settings },
    now: NOW,
  };
}

const hackathonStage1 = (closes_at: string | null): Partial<EventSettings> => ({
  hackathon: { ...DEFAULT_EVENT_SETTINGS.hackathon, stage_1: { opens_at: null, closes_at } },
});

describe('the next deadline of a step, from the event settings', () => {
  it("is the stage's submission deadline when the admins set one still ahead", () => {
    const step = competitionStep('hackathon', facts(hackathonStage1('2026-12-01T16:59:00.000Z')));
    expect(step.deadline?.label).toBe('Batas pengumpulan proposal');
    expect(step.deadline?.value).toBe('1 Desember 2026 pukul 23.59 WIB');
  });

  it.each([
    ['not set', null],
    ['past', '2025-07-01T16:59:00.000Z'],
    ['not a date', 'segera'],
  ])('is left out when the date is %s', (_label, value) => {
    expect(competitionStep('hackathon', facts(hackathonStage1(value))).deadline).toBeUndefined();
  });

  it("names the Final Day as a whole day in WIB, still shown on that day's morning", () => {
    const settings = { general: { countdown_target: NOW.toISOString(), final_day: '2026-11-23' } };
    const step = competitionStep('hackathon', facts(settings, 'Final'));
    expect(step.deadline).toEqual({ label: 'Final', value: '23 November 2026' });
  });

  it("shows the seminar's start for a registered student", () => {
    const seminar = { ...DEFAULT_EVENT_SETTINGS.seminar, starts_at: '2026-12-05T02:00:00.000Z' };
    const step = seminarStep(facts({ seminar }, 'Registered', 'Seminar'));
    expect(step.deadline).toEqual({
      label: 'Hari seminar',
      value: '5 Desember 2026 pukul 09.00 WIB',
    });
  });

  it('shows the warm-up start of Competitive Programming, then its end', () => {
    const cp = {
      ...DEFAULT_EVENT_SETTINGS['competitive-programming'],
      stage_1: { opens_at: '2026-11-22T02:00:00.000Z', closes_at: '2026-11-24T02:00:00.000Z' },
    };
    const step = competitionStep(
      'competitive-programming',
      facts({ 'competitive-programming': cp }, 'Stage-1', 'Competitive Programming'),
    );
    expect(step.deadline).toEqual({
      label: 'Warm-up berakhir',
      value: '24 November 2026 pukul 09.00 WIB',
    });
  });
});
