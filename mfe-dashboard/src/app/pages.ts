import { lazyPage } from '@gcw/shared';

// Each page is its own chunk: loading `./routes` for the menu downloads none of them, and the
// shell can fetch the one being opened beside its own start (lazyPage, not React's lazy).
export const ProfilePage = lazyPage(() =>
  import('./pages/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const SeminarPage = lazyPage(() =>
  import('../features/seminar/components/seminar-page').then((m) => ({ default: m.SeminarPage })),
);
// The student's e-certificates.
export const CertificatesPage = lazyPage(() =>
  import('../features/certificates/components/certificates-page').then((m) => ({
    default: m.CertificatesPage,
  })),
);
// The student's personal data: consent, archive, erasure (UU 27/2022).
export const MyDataPage = lazyPage(() =>
  import('../features/my-data/components/my-data-page').then((m) => ({
    default: m.MyDataPage,
  })),
);
// The competition pages take the competition as a prop: competition-pages.tsx makes one
// lazyPage per competition from these, over the same chunk.
export const loadCompetitionOverviewPage = () =>
  import('../features/competition/components/competition-overview-page').then(
    (m) => m.CompetitionOverviewPage,
  );
export const loadMyTeamPage = () =>
  import('../features/team/components/my-team-page').then((m) => m.MyTeamPage);
export const loadTeamDetailPage = () =>
  import('../features/team/components/team-detail-page').then((m) => m.TeamDetailPage);
export const loadStagePage = () =>
  import('../features/stages/components/stage-page').then((m) => m.StagePage);
export const JoinByLinkPage = lazyPage(() =>
  import('./pages/join-by-link-page').then((m) => ({
    default: m.JoinByLinkPage,
  })),
);
