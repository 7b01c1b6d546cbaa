import type { CompetitionType, EventName } from './event-name';
import type { EventStatus } from './event-status';

/** Payment review state of a team's proof of payment (bukti_pembayaran). */
export const PAYMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Answer of GET /team/registration/find/{join_code}: enough to confirm before joining. */
export interface TeamSummary {
  id: number;
  team_name: string;
  event_type: CompetitionType;
  event_name: EventName;
  institusi: string;
  leader_name: string;
  member_count: number;
  max_members: number;
  is_full: boolean;
}

export interface TeamMember {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  nim: string | null;
  major: string | null;
  institusi: string | null;
  is_leader: boolean;
  joined_at: string;
}

/** 1 = Hackathon proposal (PDF upload), 2 = Hackathon video (link). */
export type SubmissionStage = 1 | 2;

export interface StageSubmission {
  stage: SubmissionStage;
  /** GET-able with the Bearer token (owner, teammates, admins); null for a video link. */
  file_url: string | null;
  video_url: string | null;
  submitted_by: number;
  submitted_at: string;
}

/**
 * Answer of GET /team/{id_team} (members and admins only), of POST /team/registration/{event_type}
 * and POST /team/registration/join/{join_code}.
 */
export interface TeamDetail {
  id: number;
  event_type: CompetitionType;
  event_name: EventName;
  team_name: string;
  join_code: string;
  institusi: string;
  supervisor: string;
  supervisor_nidn: string;
  leader_id: number;
  status: EventStatus;
  payment_status: PaymentStatus;
  /** The admin's reason when payment_status is 'rejected'. */
  payment_note: string | null;
  /** GET-able with the Bearer token; answers the file as an attachment. */
  bukti_pembayaran_url: string | null;
  /**
   * What the payer of the current proof was told to write in the transfer note ("HCK-0042",
   * `paymentReference`); null without a proof. Added with the payment reference: optional, so absent from
   * an API built before.
   */
  payment_reference?: string | null;
  member_count: number;
  max_members: number;
  created_at: string;
  members: TeamMember[];
  submissions: StageSubmission[];
}

/** Answer of POST /team/leave. */
export interface LeaveTeamData {
  id_team: null;
  /** True when the caller was the last member and the team was deleted. */
  team_deleted: boolean;
  /** The new leader's user id when leadership was handed over, else null. */
  new_leader_id: number | null;
}

/** Body of POST /team/submission/stage-2 (stage 1 is multipart with the PDF in `proposal`). */
export interface VideoSubmissionPayload {
  video_url: string;
}

/** Answer of POST /auth/logout. */
export interface LogoutData {
  message: string;
}
