import { TEAM_JOIN_PATH } from '../contract/team-management';

/**
 * The URL of every screen: the pages of R2.1 first, then the product's own pages (account
 * recovery, e-certificates, the door, the admin tools). Every remote reads its pages' paths and
 * its links from here, so grepping a URL finds its page. Which remote renders a path, under which
 * title and for whom, is declared by the remote itself (its `./routes` descriptors), not here.
 */
export const PATHS = {
  home: '/',
  about: '/about',
  login: '/auth/login',
  register: '/auth/register',
  profile: '/dashboard/profile',
  seminar: '/dashboard/seminar',
  hackathon: '/dashboard/hackathon',
  'hackathon-team': '/dashboard/hackathon/team',
  'hackathon-stage-1': '/dashboard/hackathon/tahap-1',
  'hackathon-stage-2': '/dashboard/hackathon/tahap-2',
  'hackathon-final': '/dashboard/hackathon/final',
  'hackathon-detail': '/dashboard/hackathon/:id',
  cp: '/dashboard/competitive-programming',
  'cp-team': '/dashboard/competitive-programming/team',
  'cp-stage-1': '/dashboard/competitive-programming/tahap-1',
  'cp-stage-2': '/dashboard/competitive-programming/tahap-2',
  'cp-final': '/dashboard/competitive-programming/final',
  'cp-detail': '/dashboard/competitive-programming/:id',
  admin: '/admin',
  'admin-hackathon': '/admin/hackathon',
  'admin-cp': '/admin/cp',
  'admin-seminar': '/admin/seminar',
  // The product's own pages, beyond R2.1.
  'forgot-password': '/auth/forgot-password',
  'reset-password': '/auth/reset-password',
  'verify-email': '/auth/verify-email',
  'certificate-check': '/sertifikat',
  'certificate-verify': '/sertifikat/:code',
  dashboard: '/dashboard',
  'team-join': TEAM_JOIN_PATH,
  certificates: '/dashboard/sertifikat',
  'admin-seminar-door': '/admin/seminar/pintu',
  'admin-mails': '/admin/mails',
  'admin-settings': '/admin/settings',
  'admin-institutions': '/admin/institutions',
  'admin-announcements': '/admin/announcements',
  'admin-overview': '/admin/overview',
  'admin-certificates': '/admin/certificates',
  // The committee (since 2.23): its members and roles, the judging of the Hackathon, a judge's pages.
  'admin-committee': '/admin/panitia',
  'admin-judging': '/admin/penjurian',
  'admin-judge': '/admin/juri',
  'admin-judge-team': '/admin/juri/:stage/:teamId',
  // Personal data (since 3.0): the privacy notice, a student's own data, the committee's page.
  privacy: '/privasi',
  'my-data': '/dashboard/data-saya',
  'admin-privacy': '/admin/data-pribadi',
} as const;

export type PageId = keyof typeof PATHS;

const DETAIL_PAGE = {
  hackathon: 'hackathon-detail',
  'competitive-programming': 'cp-detail',
} as const;

/** The path of a team detail page (`hackathon-detail` or `cp-detail` of PATHS) for one team. */
export function teamDetailPath(competition: 'hackathon' | 'competitive-programming', id: number) {
  return PATHS[DETAIL_PAGE[competition]].replace(':id', String(id));
}
