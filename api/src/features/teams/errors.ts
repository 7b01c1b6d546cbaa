import { conflict } from '../../core/http-error';

export const ALREADY_IN_COMPETITION = 'You are already registered for a competition';
export const TEAM_FULL = 'Team is full';
export const TEAM_NOT_FOUND = 'Team not found';
export const OTHER_INSTITUTION = 'All team members must come from the same institution';
export const TEAM_STARTED = 'The team can no longer change after the competition has started';

/** Says which institution the team belongs to, so the refused student knows (issue 13). */
export const teamInstitution = (name: string) => `This team belongs to ${name}`;

export const alreadyInCompetition = () => conflict(ALREADY_IN_COMPETITION);
