import type { SvgIconComponent } from '@mui/icons-material';
import CodeIcon from '@mui/icons-material/Code';
import DescriptionIcon from '@mui/icons-material/Description';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import TerminalIcon from '@mui/icons-material/Terminal';
import type { EventName, GatedSection } from '@gcw/shared';
import { PATHS } from '@gcw/shared';

export interface MenuChild {
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** The status-gated section this link belongs to; ungated links are always open. */
  gate?: { event: EventName; section: GatedSection };
}

export interface MenuGroup {
  label: string;
  path: string;
  icon: SvgIconComponent;
  children: MenuChild[];
}

/** SPEC §2 admin menu. */
export const ADMIN_MENU: MenuGroup[] = [
  {
    label: 'Admin Dashboard',
    path: PATHS.admin,
    icon: SecurityIcon,
    children: [
      { label: 'Users', path: PATHS.admin, icon: SettingsIcon },
      { label: 'Hackathon Teams', path: PATHS['admin-hackathon'], icon: CodeIcon },
      { label: 'CP Teams', path: PATHS['admin-cp'], icon: TerminalIcon },
      { label: 'Seminar', path: PATHS['admin-seminar'], icon: SlideshowIcon },
    ],
  },
];

function competitionChildren(
  event: EventName,
  paths: { team: string; s1: string; s2: string; final: string },
  labels: { s1: string; s2: string },
): MenuChild[] {
  return [
    { label: 'My Team', path: paths.team, icon: GroupsIcon, gate: { event, section: 'team' } },
    {
      label: labels.s1,
      path: paths.s1,
      icon: DescriptionIcon,
      gate: { event, section: 'stage-1' },
    },
    { label: labels.s2, path: paths.s2, icon: SlideshowIcon, gate: { event, section: 'stage-2' } },
    { label: 'Final', path: paths.final, icon: EmojiEventsIcon, gate: { event, section: 'final' } },
  ];
}

/** SPEC §2 participant menu. */
export const PARTICIPANT_MENU: MenuGroup[] = [
  {
    label: 'Hackathon',
    path: PATHS.hackathon,
    icon: CodeIcon,
    children: competitionChildren(
      'Hackathon',
      {
        team: PATHS['hackathon-team'],
        s1: PATHS['hackathon-stage-1'],
        s2: PATHS['hackathon-stage-2'],
        final: PATHS['hackathon-final'],
      },
      { s1: 'Stage 1 Proposal', s2: 'Stage 2 Video' },
    ),
  },
  {
    label: 'Competitive Programming',
    path: PATHS.cp,
    icon: TerminalIcon,
    children: competitionChildren(
      'Competitive Programming',
      {
        team: PATHS['cp-team'],
        s1: PATHS['cp-stage-1'],
        s2: PATHS['cp-stage-2'],
        final: PATHS['cp-final'],
      },
      { s1: 'Stage 1 Warm-up', s2: 'Stage 2 Qualifying' },
    ),
  },
  { label: 'Seminar', path: PATHS.seminar, icon: SlideshowIcon, children: [] },
];
