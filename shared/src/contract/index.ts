// The wire contract (`@gcw/shared/contract`): shapes, schemas and constants of the requirements (docs/requirements.md), each
// named here rather than re-exported wholesale.
export {
  ADMIN_API_BASE_PATH,
  API_BASE_PATH,
  API_TIMEOUT_MS,
  COUNTDOWN_REFRESH_MS,
  CURRENCY,
  DEFAULT_LOCALE,
  LOADING_TOAST_DURATION_MS,
  MAX_TEAM_SIZE,
  MOBILE_BREAKPOINT_PX,
  NAVBAR_SOLID_AFTER_PX,
  PASSWORD_MIN_LENGTH,
  PROFILE_PLACEHOLDERS,
  SIDEBAR_COOKIE_MAX_AGE_S,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_TOOLTIP_DELAY_MS,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from './constants';
export type { CompetitionType, EventName } from './event-name';
export {
  COMPETITION_EVENT_NAME,
  COMPETITION_TYPES,
  EVENT_NAMES,
  isCompetitionType,
} from './event-name';
export type { EventStatus } from './event-status';
export {
  DEFAULT_EVENT_STATUS,
  EVENT_STATUSES,
  eventStatusRank,
  isAtLeast,
  isEventStatus,
  normalizeEventStatus,
} from './event-status';
export { MESSAGES } from './messages';
export {
  emailLoginSchema,
  emailSchema,
  newEmailField,
  newPasswordField,
  passwordSchema,
  registrationSchema,
} from './schemas';
export type { Role, User } from './user';
export { ADMIN_ROLE, isAdmin, PARTICIPANT_ROLE } from './user';
export type {
  ApiEnvelope,
  ApiErrorBody,
  EmailLoginPayload,
  EventEntry,
  EventsData,
  GoogleSignInPayload,
  ProfileData,
  ProfileUpdatePayload,
  RefreshData,
  RefreshTokenPayload,
  RegistrationPayload,
  Session,
  SessionTokens,
  SignInData,
  TeamRegistrationFields,
  Ticket,
} from './wire';
export type {
  AdminAuditQuery,
  AdminSeminarQuery,
  AdminSummary,
  AdminTeam,
  AdminTeamsQuery,
  AdminUser,
  AdminUserDetail,
  AdminUsersQuery,
  AuditEntry,
  BulkTeamStatusData,
  BulkTeamStatusPayload,
  CheckInPayload,
  DecisionConflict,
  DecisionMade,
  ListQuery,
  NamedAuditEntry,
  Page,
  PaymentDecisionPayload,
  PaymentReviewPayload,
  SeminarRegistration,
  TeamStatusPayload,
  VerifyUserPayload,
  AdminVerifyEmailPayload,
} from './admin';
export type {
  LeaveTeamData,
  LogoutData,
  PaymentStatus,
  StageSubmission,
  SubmissionStage,
  TeamDetail,
  TeamMember,
  TeamSummary,
  VideoSubmissionPayload,
} from './team';
export { PAYMENT_STATUSES } from './team';
export { teamNameWithPrefix } from './team-name';
export type { ClientErrorReport, RemoteFailureReason } from './client-error';
export { CLIENT_ERROR_PATH, REMOTE_FAILURE_REASONS } from './client-error';
export type {
  AccountLinkProblem,
  AccountStatus,
  AdminMailsQuery,
  AppNotification,
  ChangeEmailPayload,
  ForgotPasswordPayload,
  AccountNotificationKind,
  MailDelivery,
  MailPreferences,
  MailState,
  MarkNotificationsReadPayload,
  NotificationKind,
  NotificationsPage,
  OutboxMail,
  OutboxMailDetail,
  ResetPasswordPayload,
  VerifyEmailData,
  VerifyEmailPayload,
} from './accounts';
export {
  ACCOUNT_LINK_PROBLEMS,
  ACCOUNT_NOTIFICATION_KINDS,
  MAIL_DELIVERIES,
  MAIL_STATES,
  NOTIFICATION_KINDS,
} from './accounts';
export type {
  AdminEventSettings,
  BankAccount,
  CompetitionSettings,
  DeadlineExtension,
  DeadlineExtensionPayload,
  EventSettings,
  EventWindow,
  ExtendableWindow,
  GeneralSettings,
  SeminarSettings,
  SettingsSection,
  SettingsSectionValue,
  WindowRefusal,
  WindowState,
} from './event-settings';
export {
  DEFAULT_EVENT_SETTINGS,
  EXTENDABLE_WINDOWS,
  SETTINGS_SECTIONS,
  WINDOW_REFUSALS,
  windowState,
} from './event-settings';
export type {
  RenameTeamPayload,
  TeamManagementNotificationKind,
  TransferLeadershipPayload,
} from './team-management';
export {
  TEAM_JOIN_PATH,
  TEAM_MANAGEMENT_NOTIFICATION_KINDS,
  TEAM_NAME_LIMITS,
} from './team-management';
export type {
  AdminAnnouncement,
  Announcement,
  AnnouncementAudience,
  AnnouncementPayload,
  AnnouncementPreview,
  AnnouncementRecipientCount,
  AnnouncementSchedulePayload,
  AnnouncementState,
  AnyNotificationKind,
  MyAnnouncement,
} from './announcements';
export {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_NOTIFICATION_KIND,
  ANNOUNCEMENT_STATE_LABELS,
  ANNOUNCEMENT_STATES,
  MORE_NOTIFICATION_KINDS,
} from './announcements';
export {
  announcementAudienceSchema,
  announcementScheduleSchema,
  SCHEDULE_IN_PAST,
} from './announcement-payloads';
export {
  adminAnnouncementResponse,
  adminAnnouncementsPageResponse,
  announcementPreviewResponse,
  announcementRecipientCountResponse,
} from './announcement-responses';
export type {
  InstitutionChange,
  InstitutionCreatePayload,
  InstitutionMergePayload,
  InstitutionOption,
  ProfileUpdateWithInstitution,
  UnmatchedInstitution,
} from './institutions';
export {
  institutionKey,
  isStoredFile,
  SOCMED_UPLOAD_PATH,
  STORED_FILE_PREFIX,
} from './institutions';
export type {
  AdminSeminarEntry,
  CheckInRefusal,
  CheckInRefusalBody,
  SeminarSettingsWithTicket,
  SeminarTicketSettings,
} from './seminar-ticket';
export {
  CHECK_IN_REFUSALS,
  DEFAULT_SEMINAR_TICKET_SETTINGS,
  seminarCancelClosesAt,
} from './seminar-ticket';
export type { CompetitionSettingsWithTexts, CompetitionTexts } from './competition-texts';
export { competitionTexts, DEFAULT_COMPETITION_TEXTS } from './competition-texts';
export type {
  AdminStats,
  InstitutionParticipants,
  PaymentsWaiting,
  RegistrationsOnDay,
  SeminarSeatStats,
  TeamsAtStage,
} from './admin-stats';
export { REGISTRATION_DAYS } from './admin-stats';
export { PAYLOAD_LOCALE, PAYLOAD_MESSAGES } from './payload-messages';
export { idField, optionalText, requiredText } from './payload-fields';
export {
  changeEmailSchema,
  forgotPasswordSchema,
  googleSignInSchema,
  logoutSchema,
  refreshTokenSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from './auth-payloads';
export { compactPhone, normalizePhone, profileUpdateSchema } from './profile-payload';
export {
  competitionParamsSchema,
  isVideoLink,
  joinCodeParamsSchema,
  joinCodeSchema,
  normalizeJoinCode,
  renameTeamSchema,
  teamFieldsSchema,
  transferLeadershipSchema,
  videoSubmissionSchema,
} from './team-payloads';
export {
  eventEntryResponse,
  eventsResponse,
  messageResponse,
  sessionResponse,
  ticketResponse,
  userResponse,
} from './response-schemas';
export { leaveTeamResponse, teamDetailResponse, teamSummaryResponse } from './team-responses';
export {
  announcementSchema,
  bulkTeamStatusSchema,
  checkInSchema,
  PAYMENT_PROOF_REQUIRED,
  paymentReviewSchema,
  SETTABLE_TEAM_STATUSES,
  teamStatusSchema,
  verifyUserSchema,
  ADMIN_VERIFY_EMAIL_REASON,
  adminVerifyEmailSchema,
} from './admin-payloads';
export {
  adminSeminarEntryResponse,
  adminSeminarPageResponse,
  adminStatsResponse,
  adminSummaryResponse,
  adminTeamsPageResponse,
  adminUserDetailResponse,
  adminUserResponse,
  adminUsersPageResponse,
  announcementResponse,
  announcementsPageResponse,
  auditPageResponse,
  bulkTeamStatusResponse,
  institutionChangeResponse,
  outboxMailDetailResponse,
  outboxMailResponse,
  outboxPageResponse,
  unmatchedInstitutionsResponse,
} from './admin-responses';
export {
  adminEventSettingsResponse,
  deadlineExtensionsResponse,
  eventSettingsResponse,
} from './settings-responses';
export {
  accountStatusResponse,
  institutionOptionsResponse,
  mailPreferencesResponse,
  myAnnouncementsResponse,
  notificationsPageResponse,
  unreadCountResponse,
  verifyEmailResponse,
} from './account-responses';
export {
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_LABELS,
  COMPETITION_LABELS,
  EVENT_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
} from './admin-labels';
export { auditChangeText } from './audit-change';
export type { TeamFee } from './payment';
export {
  missingPaymentFacts,
  PAYMENT_REFERENCE_PREFIX,
  paymentReference,
  teamFee,
} from './payment';
export type { SetupChecklist, SetupItem, SetupItemState } from './setup-checklist';
export { SETUP_ITEM_STATES, SETUP_TEST_MAIL_ITEM, setupChecklistResponse } from './setup-checklist';
export type {
  DoorBundle,
  DoorCheckInPayload,
  DoorRosterTicket,
  DoorSyncData,
  DoorSyncItem,
  DoorSyncPayload,
  DoorSyncResult,
  DoorSyncStatus,
} from './door';
export {
  DOOR_LIMITS,
  DOOR_SYNC_STATUSES,
  doorBundleResponse,
  doorCheckInSchema,
  doorSyncResponse,
  doorSyncSchema,
} from './door';
export type {
  AdminCertificate,
  Certificate,
  CertificateCandidate,
  CertificateCandidates,
  CertificateField,
  CertificateImageSlot,
  CertificateImageUpload,
  CertificateJob,
  CertificateJobPayload,
  CertificateJobStatus,
  CertificateKind,
  CertificateRevokePayload,
  CertificateSigner,
  CertificateStatus,
  CertificateTeamOption,
  CertificateTemplate,
  CertificateTemplateKey,
  CertificateTemplatePayload,
  CertificateVerification,
} from './certificates';
export {
  CERTIFICATE_CODE_PREFIX,
  CERTIFICATE_FIELDS,
  CERTIFICATE_IMAGE_SLOTS,
  CERTIFICATE_IMAGE_TYPES,
  CERTIFICATE_JOB_STATUS_LABELS,
  CERTIFICATE_JOB_STATUSES,
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_KINDS,
  CERTIFICATE_LIMITS,
  CERTIFICATE_NOT_FOUND,
  CERTIFICATE_NOTIFICATION_KIND,
  CERTIFICATE_STATUS_LABELS,
  CERTIFICATE_STATUSES,
  CERTIFICATE_TEMPLATE_KEYS,
  certificateNeedsTeams,
  certificateTemplateParts,
  certificateVerifyPath,
} from './certificates';
export {
  adminCertificatesQuerySchema,
  certificateCandidatesQuerySchema,
  certificateCodeParamsSchema,
  certificateImageParamsSchema,
  certificateJobSchema,
  certificateRevokeSchema,
  certificateTemplateParamsSchema,
  certificateTemplateSchema,
  unknownCertificateFields,
} from './certificate-payloads';
export {
  adminCertificateResponse,
  adminCertificatesPageResponse,
  certificateCandidatesResponse,
  certificateImageResponse,
  certificateJobResponse,
  certificateJobsResponse,
  certificateResponse,
  certificatesResponse,
  certificateTemplateResponse,
  certificateTemplatesResponse,
  certificateVerificationResponse,
} from './certificate-responses';
export type {
  CommitteeInvitePayload,
  CommitteeMember,
  CommitteeRole,
  CommitteeRolesPayload,
  CommitteeSelf,
  DefaultRoleKey,
  FileAccessEntry,
  Grant,
  Permission,
  PermissionScope,
} from './committee';
export {
  COMMITTEE_LIMITS,
  committeeInviteSchema,
  committeeRolesSchema,
  DEFAULT_ROLE_KEYS,
  hasGrant,
  missingGrantMessage,
  PERMISSION_LABELS,
  PERMISSION_SCOPES,
  PERMISSIONS,
  SCOPE_LABELS,
} from './committee';
export type {
  JudgeScoreResult,
  JudgeTeamDetail,
  JudgeTeamItem,
  JudgingResultRow,
  JudgingStage,
  JudgingStageInfo,
  RubricCriterion,
  RubricPayload,
  ScorePayload,
  ShortlistPayload,
} from './judging';
export {
  assignmentSchema,
  autoAssignSchema,
  conflictSchema,
  isJudgingStage,
  JUDGING_LIMITS,
  JUDGING_STAGE_LABELS,
  JUDGING_STAGE_STATUS,
  JUDGING_STAGES,
  rubricSchema,
  scoreSchema,
  shortlistSchema,
} from './judging';
export type {
  AdminErasurePayload,
  ConsentPayload,
  ConsentStatus,
  DataExport,
  DataExportStatus,
  ErasurePayload,
  ErasurePreview,
  ErasureResult,
  ErasureTeamOutcome,
  RetentionOverview,
  RetentionRun,
  RetentionSettings,
} from './privacy';
export {
  adminErasureSchema,
  consentSchema,
  consentStatusResponse,
  consentVersionField,
  DATA_EXPORT_LIMITS,
  DATA_EXPORT_STATUS_LABELS,
  DATA_EXPORT_STATUSES,
  dataExportResponse,
  dataExportsResponse,
  ERASURE_CONFIRM_WORD,
  erasurePreviewResponse,
  erasureResultResponse,
  erasureSchema,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  retentionOverviewResponse,
  retentionRunResponse,
  retentionSettingsResponse,
} from './privacy';
