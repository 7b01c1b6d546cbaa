import { lazy } from 'react';

// Each page is its own chunk: loading `./routes` for the menu downloads none of them.
export const ProfilePage = lazy(() =>
  import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const SeminarPage = lazy(() =>
  import('../features/seminar/components/seminar-page').then((m) => ({ default: m.SeminarPage })),
);
export const CompetitionOverviewPage = lazy(() =>
  import('../features/competition/components/competition-overview-page').then((m) => ({
    default: m.CompetitionOverviewPage,
  })),
);
export const MyTeamPage = lazy(() =>
  import('../features/team/components/my-team-page').then((m) => ({ default: m.MyTeamPage })),
);
export const TeamDetailPage = lazy(() =>
  import('../features/team/components/team-detail-page').then((m) => ({
    default: m.TeamDetailPage,
  })),
);
export const StagePage = lazy(() =>
  import('../features/stages/components/stage-page').then((m) => ({ default: m.StagePage })),
);
export const JoinByLinkPage = lazy(() =>
  import('../features/team/components/join-by-link-page').then((m) => ({
    default: m.JoinByLinkPage,
  })),
);
