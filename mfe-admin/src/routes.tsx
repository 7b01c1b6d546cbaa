import type { RemoteRoutesModule } from '@gcw/shared';
import { lazy } from 'react';

const UsersPage = lazy(() =>
  import('./features/users/components/users-page').then((m) => ({ default: m.UsersPage })),
);
const HackathonTeamsPage = lazy(() =>
  import('./features/teams/components/hackathon-teams-page').then((m) => ({
    default: m.HackathonTeamsPage,
  })),
);
const CpTeamsPage = lazy(() =>
  import('./features/teams/components/cp-teams-page').then((m) => ({ default: m.CpTeamsPage })),
);
const SeminarRegistrationsPage = lazy(() =>
  import('./features/seminar/components/seminar-registrations-page').then((m) => ({
    default: m.SeminarRegistrationsPage,
  })),
);

/** The exposed `./routes`: the pages this remote renders for the shell's route table. */
const routesModule = {
  remote: 'mfe_admin',
  pages: {
    admin: UsersPage,
    'admin-hackathon': HackathonTeamsPage,
    'admin-cp': CpTeamsPage,
    'admin-seminar': SeminarRegistrationsPage,
  },
} satisfies RemoteRoutesModule<'mfe_admin'>;

export default routesModule;
