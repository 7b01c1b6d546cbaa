import type { PrefetchingPageDescriptor, RemoteRoutesModule } from '@gcw/shared';
import { PATHS } from '@gcw/shared';
import { eventSettingsApi, selectTeamId } from '@gcw/shared/store';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

import { accountApi } from './api/account-api';
import { teamApi } from './api/team-api';
import { competitionMenuGroup, competitionPages } from './app/competition-pages';
import { DashboardHome } from './app/dashboard-home';
import {
  CertificatesPage,
  JoinByLinkPage,
  MyDataPage,
  ProfilePage,
  SeminarPage,
} from './app/pages';
import { announcementsApi } from './features/status-home/api/announcements-api';

const profilePage: PrefetchingPageDescriptor = {
  id: 'profile',
  path: PATHS.profile,
  title: 'Profil',
  access: 'user',
  component: ProfilePage,
  // The page shows a skeleton until all it shows at the top has answered (profile-page.tsx).
  prefetch: (dispatch) => {
    void dispatch(accountApi.util.prefetch('getAccountStatus', undefined, {}));
    void dispatch(eventSettingsApi.util.prefetch('getEventSettings', undefined, {}));
    void dispatch(announcementsApi.util.prefetch('getMyAnnouncements', undefined, {}));
    // A team member's steps depend on the team (payment review, submissions): the team the
    // stored session names, checked again against the events' answer by the page.
    dispatch((next, getState) => {
      const teamId = selectTeamId(getState());
      if (teamId !== null) void next(teamApi.util.prefetch('getTeam', teamId, {}));
    });
  },
};

/** The exposed `./routes`: the participant pages and the participant menu of R2.30. */
const routesModule = {
  remote: 'mfe_dashboard',
  menuGroups: [
    competitionMenuGroup('hackathon'),
    competitionMenuGroup('competitive-programming'),
    { id: 'seminar', label: 'Seminar', path: PATHS.seminar, icon: SlideshowIcon, order: 3 },
    // E-certificates: after the entries of R2.30.
    {
      id: 'sertifikat',
      label: 'Sertifikat',
      path: PATHS.certificates,
      icon: WorkspacePremiumIcon,
      order: 4,
    },
    // Personal data (UU 27/2022): last, next to the profile at the sidebar's foot.
    {
      id: 'data-saya',
      label: 'Data saya',
      path: PATHS['my-data'],
      icon: PrivacyTipIcon,
      order: 5,
    },
  ],
  pages: [
    profilePage,
    // The area's own path leads to the profile; no menu entry.
    {
      id: 'home',
      path: PATHS.dashboard,
      title: 'Profil',
      access: 'user',
      component: DashboardHome,
    },
    {
      id: 'seminar',
      path: PATHS.seminar,
      title: 'Seminar',
      access: 'user',
      component: SeminarPage,
    },
    {
      id: 'sertifikat',
      path: PATHS.certificates,
      title: 'Sertifikat',
      access: 'user',
      component: CertificatesPage,
    },
    {
      id: 'my-data',
      path: PATHS['my-data'],
      title: 'Data saya',
      access: 'user',
      component: MyDataPage,
    },
    {
      // The leader's share link (teams that manage themselves); no menu entry, reached only through the link.
      id: 'team-join',
      path: PATHS['team-join'],
      title: 'Gabung tim',
      access: 'user',
      component: JoinByLinkPage,
    },
    ...competitionPages('hackathon'),
    ...competitionPages('competitive-programming'),
  ],
} satisfies RemoteRoutesModule<'mfe_dashboard'>;

export default routesModule;
