import type { MenuGroupDescriptor, PageDescriptor, PageId } from '@gcw/shared';
import { lazyPage, PATHS } from '@gcw/shared';
import CodeIcon from '@mui/icons-material/Code';
import DescriptionIcon from '@mui/icons-material/Description';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import TerminalIcon from '@mui/icons-material/Terminal';
import type { ComponentType } from 'react';

import { COMPETITIONS } from '../lib/competition-info';
import {
  loadCompetitionOverviewPage,
  loadMyTeamPage,
  loadStagePage,
  loadTeamDetailPage,
} from './pages';

type Competition = 'hackathon' | 'competitive-programming';

interface CompetitionCopy {
  group: Omit<MenuGroupDescriptor, 'path' | 'id'>;
  /** The short name before a stage's title: "CP Tahap 1: Warm-up". */
  short: string;
  /** Page titles (reported on navigation) of the pages that are not stages. */
  titles: { team: string; detail: string };
  /** Sidebar labels of the stages (R2.30). */
  labels: { s1: string; s2: string };
}

const COPY: Record<Competition, CompetitionCopy> = {
  hackathon: {
    group: { label: 'Hackathon', icon: CodeIcon, order: 1 },
    short: 'Hackathon',
    titles: { team: 'Tim Hackathon', detail: 'Detail Tim Hackathon' },
    labels: { s1: 'Stage 1 Proposal', s2: 'Stage 2 Video' },
  },
  'competitive-programming': {
    group: { label: 'Competitive Programming', icon: TerminalIcon, order: 2 },
    short: 'CP',
    titles: { team: 'Tim Competitive Programming', detail: 'Detail Tim Competitive Programming' },
    labels: { s1: 'Stage 1 Warm-up', s2: 'Stage 2 Qualifying' },
  },
};

/** Each stage's page title and heading, from the one list of stages the overview shows too. */
function stageTitles(competition: Competition) {
  const [s1, s2, final] = COMPETITIONS[competition].stages.map(
    (stage) => `${COPY[competition].short} ${stage.title}`,
  );
  return { s1: s1!, s2: s2!, final: final! };
}

type CompetitionPage = 'base' | 'team' | 'stage-1' | 'stage-2' | 'final' | 'detail';

/** Each competition's pages by their PATHS key: the key is the page's id and names its path. */
const PAGE_KEYS = {
  hackathon: {
    base: 'hackathon',
    team: 'hackathon-team',
    'stage-1': 'hackathon-stage-1',
    'stage-2': 'hackathon-stage-2',
    final: 'hackathon-final',
    detail: 'hackathon-detail',
  },
  'competitive-programming': {
    base: 'cp',
    team: 'cp-team',
    'stage-1': 'cp-stage-1',
    'stage-2': 'cp-stage-2',
    final: 'cp-final',
    detail: 'cp-detail',
  },
} as const satisfies Record<Competition, Record<CompetitionPage, PageId>>;

/** One competition's page with its props set, loaded on first render or ahead by the shell. */
function pageOf<P extends object>(load: () => Promise<ComponentType<P>>, props: P) {
  return lazyPage(() =>
    load().then((Page) => ({
      default: function CompetitionPage() {
        return <Page {...props} />;
      },
    })),
  );
}

export function competitionMenuGroup(competition: Competition): MenuGroupDescriptor {
  return { ...COPY[competition].group, id: competition, path: PATHS[PAGE_KEYS[competition].base] };
}

/** The overview, My Team, the three stages and the team detail page of one competition. */
export function competitionPages(competition: Competition): PageDescriptor[] {
  const { titles, labels } = COPY[competition];
  const { eventName: event, title: overview } = COMPETITIONS[competition];
  const stages = stageTitles(competition);
  const keys = PAGE_KEYS[competition];
  const gate = (section: 'team' | 'stage-1' | 'stage-2' | 'final') => ({ event, section });
  return [
    {
      id: keys.base,
      path: PATHS[keys.base],
      title: overview,
      access: 'user',
      component: pageOf(loadCompetitionOverviewPage, { competition }),
    },
    {
      id: keys.team,
      path: PATHS[keys.team],
      title: titles.team,
      access: 'user',
      menu: {
        group: competition,
        label: 'My Team',
        icon: GroupsIcon,
        order: 1,
        gate: gate('team'),
      },
      component: pageOf(loadMyTeamPage, { competition }),
    },
    {
      id: keys['stage-1'],
      path: PATHS[keys['stage-1']],
      title: stages.s1,
      access: 'user',
      menu: {
        group: competition,
        label: labels.s1,
        icon: DescriptionIcon,
        order: 2,
        gate: gate('stage-1'),
      },
      component: pageOf(loadStagePage, { competition, section: 'stage-1', title: stages.s1 }),
    },
    {
      id: keys['stage-2'],
      path: PATHS[keys['stage-2']],
      title: stages.s2,
      access: 'user',
      menu: {
        group: competition,
        label: labels.s2,
        icon: SlideshowIcon,
        order: 3,
        gate: gate('stage-2'),
      },
      component: pageOf(loadStagePage, { competition, section: 'stage-2', title: stages.s2 }),
    },
    {
      id: keys.final,
      path: PATHS[keys.final],
      title: stages.final,
      access: 'user',
      menu: {
        group: competition,
        label: 'Final',
        icon: EmojiEventsIcon,
        order: 4,
        gate: gate('final'),
      },
      component: pageOf(loadStagePage, { competition, section: 'final', title: stages.final }),
    },
    {
      id: keys.detail,
      path: PATHS[keys.detail],
      title: titles.detail,
      access: 'user',
      component: pageOf(loadTeamDetailPage, { competition }),
    },
  ];
}
