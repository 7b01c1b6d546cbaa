import type { PermissionPageDescriptor, RemoteRoutesModule } from '@gcw/shared';
import { PATHS } from '@gcw/shared';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BarChartIcon from '@mui/icons-material/BarChart';
import CampaignIcon from '@mui/icons-material/Campaign';
import CodeIcon from '@mui/icons-material/Code';
import EventIcon from '@mui/icons-material/Event';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import OutboxIcon from '@mui/icons-material/Outbox';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import TerminalIcon from '@mui/icons-material/Terminal';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

import {
  AnnouncementsPage,
  CertificatesPage,
  CommitteePage,
  CpTeamsPage,
  DoorPage,
  HackathonTeamsPage,
  InstitutionsPage,
  JudgePage,
  JudgeTeamPage,
  JudgingPage,
  OutboxPage,
  OverviewPage,
  PrivacyPage,
  SeminarRegistrationsPage,
  SettingsPage,
  UsersPage,
} from './app/pages';

const GROUP = 'admin-dashboard';

/**
 * Pages for holders of a judging permission for the Hackathon (the only competition judged): the
 * shell shows them to those members only.
 */
const JUDGING_PAGES: readonly PermissionPageDescriptor[] = [
  {
    // The Hackathon division's judging: rubrics, judges, assignments, results, shortlist.
    id: 'admin-judging',
    path: PATHS['admin-judging'],
    title: 'Admin: Penjurian',
    access: 'admin',
    permission: 'judging.manage',
    permissionScope: 'hackathon',
    menu: { group: GROUP, label: 'Penjurian', icon: GavelIcon, order: 11 },
    component: JudgingPage,
  },
  {
    // A judge's own teams; scoring one opens the page below (no menu entry of its own).
    id: 'admin-judge',
    path: PATHS['admin-judge'],
    title: 'Admin: Penilaian juri',
    access: 'admin',
    permission: 'judging.score',
    permissionScope: 'hackathon',
    menu: { group: GROUP, label: 'Penilaian Juri', icon: RateReviewIcon, order: 12 },
    component: JudgePage,
  },
  {
    id: 'admin-judge-team',
    path: PATHS['admin-judge-team'],
    title: 'Admin: Penilaian tim',
    access: 'admin',
    permission: 'judging.score',
    permissionScope: 'hackathon',
    component: JudgeTeamPage,
  },
];

/**
 * The admin pages, each for the committee members holding one of its permissions (any scope):
 * the shell leaves the others out of their menu and sends them to a page of theirs.
 */
const ADMIN_PAGES: readonly PermissionPageDescriptor[] = [
  {
    id: 'admin',
    path: PATHS.admin,
    title: 'Admin: Pengguna',
    access: 'admin',
    permission: 'people.review',
    menu: { group: GROUP, label: 'Users', icon: SettingsIcon, order: 1 },
    component: UsersPage,
  },
  {
    id: 'admin-hackathon',
    path: PATHS['admin-hackathon'],
    title: 'Admin: Tim Hackathon',
    access: 'admin',
    permission: ['teams.manage', 'payments.verify'],
    permissionScope: 'hackathon',
    menu: { group: GROUP, label: 'Hackathon Teams', icon: CodeIcon, order: 2 },
    component: HackathonTeamsPage,
  },
  {
    id: 'admin-cp',
    path: PATHS['admin-cp'],
    title: 'Admin: Tim CP',
    access: 'admin',
    permission: ['teams.manage', 'payments.verify'],
    permissionScope: 'competitive-programming',
    menu: { group: GROUP, label: 'CP Teams', icon: TerminalIcon, order: 3 },
    component: CpTeamsPage,
  },
  {
    id: 'admin-seminar',
    path: PATHS['admin-seminar'],
    title: 'Admin: Seminar',
    access: 'admin',
    permission: 'seminar.manage',
    menu: { group: GROUP, label: 'Seminar', icon: SlideshowIcon, order: 4 },
    component: SeminarRegistrationsPage,
  },
  {
    // The door staff's scanning screen, also reached from the seminar page. Its links load the
    // document, as only this page's document may use the camera (the shell's menu does too).
    id: 'admin-seminar-door',
    path: PATHS['admin-seminar-door'],
    title: 'Admin: Pintu masuk seminar',
    access: 'admin',
    permission: 'door.check_in',
    menu: { group: GROUP, label: 'Pintu seminar', icon: QrCodeScannerIcon, order: 14 },
    component: DoorPage,
  },
  {
    // Not in R2.1 (account mail): the outbox of every mail the platform sends.
    id: 'admin-mails',
    path: PATHS['admin-mails'],
    title: 'Admin: Kotak keluar',
    access: 'admin',
    permission: 'announcements.send',
    menu: { group: GROUP, label: 'Kotak keluar', icon: OutboxIcon, order: 5 },
    component: OutboxPage,
  },
  {
    // The event settings: the event's facts (windows, fees, bank account, seminar) edited here.
    id: 'admin-settings',
    path: PATHS['admin-settings'],
    title: 'Admin: Pengaturan acara',
    access: 'admin',
    permission: 'settings.edit',
    menu: { group: GROUP, label: 'Pengaturan acara', icon: EventIcon, order: 6 },
    component: SettingsPage,
  },
  {
    // Institutions that match: the queue of institution names that match no canonical one (merge or add).
    id: 'admin-institutions',
    path: PATHS['admin-institutions'],
    title: 'Admin: Institusi',
    access: 'admin',
    permission: 'people.review',
    menu: { group: GROUP, label: 'Institusi', icon: AccountBalanceIcon, order: 7 },
    component: InstitutionsPage,
  },
  {
    // Announcements to everyone, one event or one stage (bell, home and mail).
    id: 'admin-announcements',
    path: PATHS['admin-announcements'],
    title: 'Admin: Pengumuman',
    access: 'admin',
    permission: 'announcements.send',
    menu: { group: GROUP, label: 'Pengumuman', icon: CampaignIcon, order: 8 },
    component: AnnouncementsPage,
  },
  {
    // The figures at a glance (charts with their tables); the menu entries of R2.29 keep
    // their places, this one comes after them.
    id: 'admin-overview',
    path: PATHS['admin-overview'],
    title: 'Admin: Ringkasan acara',
    access: 'admin',
    permission: 'overview.view',
    menu: { group: GROUP, label: 'Ringkasan grafik', icon: BarChartIcon, order: 9 },
    component: OverviewPage,
  },
  {
    // E-certificates (templates, preview, issuing with progress, revoking).
    id: 'admin-certificates',
    path: PATHS['admin-certificates'],
    title: 'Admin: Sertifikat',
    access: 'admin',
    permission: 'certificates.manage',
    menu: { group: GROUP, label: 'Sertifikat', icon: WorkspacePremiumIcon, order: 10 },
    component: CertificatesPage,
  },
  {
    // The committee: members, invites, their roles, and what each role may do.
    id: 'admin-committee',
    path: PATHS['admin-committee'],
    title: 'Admin: Panitia',
    access: 'admin',
    permission: 'committee.manage',
    menu: { group: GROUP, label: 'Panitia', icon: GroupsIcon, order: 13 },
    component: CommitteePage,
  },
  {
    // Personal data (UU 27/2022): retention periods and runs, erasure requests received by mail.
    id: 'admin-privacy',
    path: PATHS['admin-privacy'],
    title: 'Admin: Data pribadi',
    access: 'admin',
    permission: 'privacy.manage',
    menu: { group: GROUP, label: 'Data pribadi', icon: PrivacyTipIcon, order: 15 },
    component: PrivacyPage,
  },
];

/** The exposed `./routes`: the admin pages and the admin menu of R2.29. */
const routesModule = {
  remote: 'mfe_admin',
  menuGroups: [
    { id: GROUP, label: 'Admin Dashboard', path: PATHS.admin, icon: SecurityIcon, order: 1 },
  ],
  pages: [...ADMIN_PAGES, ...JUDGING_PAGES],
} satisfies RemoteRoutesModule<'mfe_admin'>;

export default routesModule;
