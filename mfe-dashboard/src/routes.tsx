import type { RemoteRoutesModule } from '@gcw/shared';
import { lazy } from 'react';

const ProfilePage = lazy(() =>
  import('./features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const SeminarPage = lazy(() =>
  import('./features/seminar/components/seminar-page').then((m) => ({ default: m.SeminarPage })),
);
const CompetitionOverviewPage = lazy(() =>
  import('./features/competition/components/competition-overview-page').then((m) => ({
    default: m.CompetitionOverviewPage,
  })),
);
const MyTeamPage = lazy(() =>
  import('./features/team/components/my-team-page').then((m) => ({ default: m.MyTeamPage })),
);
const TeamDetailPage = lazy(() =>
  import('./features/team/components/team-detail-page').then((m) => ({
    default: m.TeamDetailPage,
  })),
);
const StagePage = lazy(() =>
  import('./features/stages/components/stage-page').then((m) => ({ default: m.StagePage })),
);

/** The exposed `./routes`: the pages this remote renders for the shell's route table. */
const routesModule = {
  remote: 'mfe_dashboard',
  pages: {
    profile: ProfilePage,
    seminar: SeminarPage,
    hackathon: () => <CompetitionOverviewPage competition="hackathon" />,
    'hackathon-team': () => <MyTeamPage competition="hackathon" />,
    'hackathon-stage-1': () => (
      <StagePage competition="hackathon" section="stage-1" title="Hackathon Tahap 1: Proposal" />
    ),
    'hackathon-stage-2': () => (
      <StagePage competition="hackathon" section="stage-2" title="Hackathon Tahap 2: Video" />
    ),
    'hackathon-final': () => (
      <StagePage competition="hackathon" section="final" title="Hackathon Final" />
    ),
    'hackathon-detail': () => <TeamDetailPage competition="hackathon" />,
    cp: () => <CompetitionOverviewPage competition="competitive-programming" />,
    'cp-team': () => <MyTeamPage competition="competitive-programming" />,
    'cp-stage-1': () => (
      <StagePage
        competition="competitive-programming"
        section="stage-1"
        title="CP Tahap 1: Warm-up"
      />
    ),
    'cp-stage-2': () => (
      <StagePage
        competition="competitive-programming"
        section="stage-2"
        title="CP Tahap 2: Qualifying"
      />
    ),
    'cp-final': () => (
      <StagePage
        competition="competitive-programming"
        section="final"
        title="Final Competitive Programming"
      />
    ),
    'cp-detail': () => <TeamDetailPage competition="competitive-programming" />,
  },
} satisfies RemoteRoutesModule<'mfe_dashboard'>;

export default routesModule;
