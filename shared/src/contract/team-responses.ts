import { array, mixed, number, object } from 'yup';

import { COMPETITION_TYPES, EVENT_NAMES } from './event-name';
import { EVENT_STATUSES } from './event-status';
import { flag, int, maybeInt, maybeText, oneOf, text } from './response-fields';
import { PAYMENT_STATUSES } from './team';

/** TeamSummary: GET /team/registration/find/{join_code}. */
export const teamSummaryResponse = object({
  id: int(),
  team_name: text(),
  event_type: oneOf(COMPETITION_TYPES),
  event_name: oneOf(EVENT_NAMES),
  institusi: text(),
  leader_name: text(),
  member_count: int(),
  max_members: int(),
  is_full: flag(),
});

/** TeamMember. */
const teamMemberResponse = object({
  id: int(),
  name: text(),
  email: text(),
  phone: maybeText(),
  nim: maybeText(),
  major: maybeText(),
  institusi: maybeText(),
  is_leader: flag(),
  joined_at: text(),
});

/** StageSubmission. */
const stageSubmissionResponse = object({
  stage: number().oneOf([1, 2]).defined(),
  file_url: maybeText(),
  video_url: maybeText(),
  submitted_by: int(),
  submitted_at: text(),
});

/** TeamDetail: the team answers of registration, join, management, payment and submissions. */
export const teamDetailResponse = object({
  id: int(),
  event_type: oneOf(COMPETITION_TYPES),
  event_name: oneOf(EVENT_NAMES),
  team_name: text(),
  join_code: text(),
  institusi: text(),
  supervisor: text(),
  supervisor_nidn: text(),
  leader_id: int(),
  status: oneOf(EVENT_STATUSES),
  payment_status: oneOf(PAYMENT_STATUSES),
  payment_note: maybeText(),
  bukti_pembayaran_url: maybeText(),
  payment_reference: maybeText(),
  member_count: int(),
  max_members: int(),
  created_at: text(),
  members: array(teamMemberResponse.defined()).defined(),
  submissions: array(stageSubmissionResponse.defined()).defined(),
});

/** LeaveTeamData: POST /team/leave. */
export const leaveTeamResponse = object({
  id_team: mixed()
    .nullable()
    .defined()
    .meta({ jsonSchema: { const: null } }),
  team_deleted: flag(),
  new_leader_id: maybeInt(),
});
