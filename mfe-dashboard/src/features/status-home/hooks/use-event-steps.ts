import type { EventName, EventStatus } from '@gcw/shared';
import { selectUser, useAppSelector, useEventSettings } from '@gcw/shared/store';
import { skipToken } from '@reduxjs/toolkit/query';

import { useGetTeamQuery } from '../../../api/team-api';
import { useEmailVerification } from '../../../hooks/use-email-verification';
import { useEventState } from '../../../hooks/use-event-state';
import { COMPETITIONS } from '../../../lib/competition-info';
import type { NextStep, StepFacts } from '../../../lib/step-rules';
import { competitionStep } from '../competition-step';
import { seminarStep } from '../seminar-step';

export interface EventStep {
  event: EventName;
  status: EventStatus;
  step: NextStep;
}

/** For each of the three events: its status and the student's next step. */
export function useEventSteps() {
  const user = useAppSelector(selectUser);
  const settings = useEventSettings();
  const events = useEventState();
  const { mustVerify } = useEmailVerification();
  // The payment review and the submissions live on the team, not in the events answer.
  const teamQuery = useGetTeamQuery(events.teamId ?? skipToken);
  const team = teamQuery.data;
  const now = new Date();

  const facts = (event: EventName): StepFacts => ({
    event,
    status: events.statusOf(event),
    profileComplete: Boolean(user?.profile_has_updated),
    mustVerifyEmail: mustVerify,
    ticket: events.ticketOf(event),
    team: team?.event_name === event ? team : undefined,
    settings,
    now,
  });
  const hackathon = COMPETITIONS.hackathon;
  const cp = COMPETITIONS['competitive-programming'];
  const steps: EventStep[] = [
    {
      event: 'Hackathon',
      status: events.statusOf('Hackathon'),
      step: competitionStep('hackathon', {
        ...facts('Hackathon'),
        otherCompetition: { title: cp.title, status: events.statusOf(cp.eventName) },
      }),
    },
    {
      event: 'Competitive Programming',
      status: events.statusOf('Competitive Programming'),
      step: competitionStep('competitive-programming', {
        ...facts('Competitive Programming'),
        otherCompetition: { title: hackathon.title, status: events.statusOf(hackathon.eventName) },
      }),
    },
    { event: 'Seminar', status: events.statusOf('Seminar'), step: seminarStep(facts('Seminar')) },
  ];
  // Without its team, a member's step would be a guess ("wait for the payment review" for a
  // proof the committee has already refused): a failed answer falls back on that guess.
  return { steps, isLoading: events.isLoading || teamQuery.isLoading };
}
