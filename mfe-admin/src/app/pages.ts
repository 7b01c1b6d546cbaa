import { lazyPage } from '@gcw/shared';

/** The admin pages, loaded on demand: one chunk per page (the route list in ../routes.tsx). */

export const UsersPage = lazyPage(() =>
  import('./pages/users-page').then((m) => ({ default: m.UsersPage })),
);
export const HackathonTeamsPage = lazyPage(() =>
  import('../features/teams/components/hackathon-teams-page').then((m) => ({
    default: m.HackathonTeamsPage,
  })),
);
export const CpTeamsPage = lazyPage(() =>
  import('../features/teams/components/cp-teams-page').then((m) => ({ default: m.CpTeamsPage })),
);
export const SeminarRegistrationsPage = lazyPage(() =>
  import('../features/seminar/components/seminar-registrations-page').then((m) => ({
    default: m.SeminarRegistrationsPage,
  })),
);

// Its own chunk, and the QR decoder a further one inside it: only the door pays for them.
export const DoorPage = lazyPage(() =>
  import('../features/door/components/door-page').then((m) => ({ default: m.DoorPage })),
);

export const OutboxPage = lazyPage(() =>
  import('../features/mails/components/outbox-page').then((m) => ({ default: m.OutboxPage })),
);

export const SettingsPage = lazyPage(() =>
  import('../features/settings/components/settings-page').then((m) => ({
    default: m.SettingsPage,
  })),
);

export const InstitutionsPage = lazyPage(() =>
  import('../features/institutions/components/institutions-page').then((m) => ({
    default: m.InstitutionsPage,
  })),
);

export const AnnouncementsPage = lazyPage(() =>
  import('../features/announcements/components/announcements-page').then((m) => ({
    default: m.AnnouncementsPage,
  })),
);

// Its own chunk: @mui/x-charts loads only when this page opens.
export const OverviewPage = lazyPage(() =>
  import('./pages/overview-page').then((m) => ({
    default: m.OverviewPage,
  })),
);

// Templates, issuing and revoking of e-certificates.
export const CertificatesPage = lazyPage(() =>
  import('../features/certificates/components/certificates-page').then((m) => ({
    default: m.CertificatesPage,
  })),
);

// Judging of the Hackathon stages: the division's page, and a judge's two (phone-first).
export const JudgingPage = lazyPage(() =>
  import('../features/judging/components/judging-page').then((m) => ({
    default: m.JudgingPage,
  })),
);
export const JudgePage = lazyPage(() =>
  import('../features/judging/components/judge-page').then((m) => ({ default: m.JudgePage })),
);
export const JudgeTeamPage = lazyPage(() =>
  import('../features/judging/components/judge-team-page').then((m) => ({
    default: m.JudgeTeamPage,
  })),
);

// The committee: members, invites and roles (committee.manage).
export const CommitteePage = lazyPage(() =>
  import('../features/committee/components/committee-page').then((m) => ({
    default: m.CommitteePage,
  })),
);

// Personal data (UU 27/2022): the retention job's report and erasure requests by mail.
export const PrivacyPage = lazyPage(() =>
  import('../features/privacy/components/privacy-page').then((m) => ({
    default: m.PrivacyPage,
  })),
);
