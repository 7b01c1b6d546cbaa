import { DEFAULT_APP_CONFIG } from '@gcw/shared';

import { competitionStep } from '../competition-step';
import type { StepFacts } from '../step-rules';

const NOW = new Date('2026-11-23T03:00:00.000Z');

function facts(dashboard: Partial<StepFacts['dashboard']>): StepFacts {
  return {
    event: 'Hackathon',
    status: 'Stage-1',
    profileComplete: true,
    mustVerifyEmail: false,
    ticket: null,
    dashboard: { ...DEFAULT_APP_CONFIG.dashboard, ...dashboard },
    now: NOW,
  };
}

describe('the next deadline of a step', () => {
  it('is shown when the deployment configured a date still ahead', () => {
    const step = competitionStep(
      'hackathon',
      facts({ hackathonProposalDeadline: '2026-12-01T23:59:00+07:00' }),
    );
    expect(step.deadline?.label).toBe('Batas pengumpulan proposal');
    expect(step.deadline?.value).toMatch(/1 Desember 2026/);
  });

  it.each([
    ['empty', ''],
    ['past', '2025-07-01T23:59:00+07:00'],
    ['not a date', 'segera'],
  ])('is left out when the date is %s', (_label, value) => {
    expect(
      competitionStep('hackathon', facts({ hackathonProposalDeadline: value })).deadline,
    ).toBeUndefined();
  });
});
