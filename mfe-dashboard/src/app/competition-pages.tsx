import CodeIcon from '@mui/icons-material/Code';
import DescriptionIcon from '@mui/icons-material/Description';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import TerminalIcon from '@mui/icons-material/Terminal';
import type { EventName, MenuGroupDescriptor, PageDescriptor } from '@gcw/shared';

import { CompetitionOverviewPage, MyTeamPage, StagePage, TeamDetailPage } from './dashboard-pages';

type Competition = 'hackathon' | 'competitive-programming';

interface CompetitionCopy {
  event: EventName;
  group: Omit<MenuGroupDescriptor, 'path' | 'id'>;
  /** Page titles (reported on navigation) and sidebar labels (SPEC §2). */
  titles: { overview: string; team: string; s1: string; s2: string; final: string; detail: string };
  labels: { s1: string; s2: string };
  /** The heading each stage page shows. */
  stageHeadings: { s1: string; s2: string; final: string };
}

const COPY: Record<Competition, CompetitionCopy> = {
  hackathon: {
    event: 'Hackathon',
    group: { label: 'Hackathon', icon: CodeIcon, order: 1 },
    titles: {
      overview: 'Hackathon',
      team: 'Tim Hackathon',
      s1: 'Hackathon Tahap 1: Proposal',
      s2: 'Hackathon Tahap 2: Video',
      final: 'Hackathon Final',
      detail: 'Detail Tim Hackathon',
    },
    labels: { s1: 'Stage 1 Proposal', s2: 'Stage 2 Video' },
    stageHeadings: {
      s1: 'Hackathon Tahap 1: Proposal',
      s2: 'Hackathon Tahap 2: Video',
      final: 'Hackathon Final',
    },
  },
  'competitive-programming': {
    event: 'Competitive Programming',
    group: { label: 'Competitive Programming', icon: TerminalIcon, order: 2 },
    titles: {
      overview: 'Competitive Programming',
      team: 'Tim Competitive Programming',
      s1: 'CP Tahap 1: Warm-up',
      s2: 'CP Tahap 2: Qualifying',
      final: 'CP Final',
      detail: 'Detail Tim Competitive Programming',
    },
    labels: { s1: 'Stage 1 Warm-up', s2: 'Stage 2 Qualifying' },
    stageHeadings: {
      s1: 'CP Tahap 1: Warm-up',
      s2: 'CP Tahap 2: Qualifying',
      final: 'Final Competitive Programming',
    },
  },
};

const ID_PREFIX: Record<Competition, string> = {
  hackathon: 'hackathon',
  'competitive-programming': 'cp',
};

export function competitionMenuGroup(competition: Competition): MenuGroupDescriptor {
  return { ...COPY[competition].group, id: competition, path: `/dashboard/${competition}` };
}

/** The overview, My Team, the three stages and the team detail page of one competition. */
export function competitionPages(competition: Competition): PageDescriptor[] {
  const { event, titles, labels, stageHeadings } = COPY[competition];
  const base = `/dashboard/${competition}`;
  const id = ID_PREFIX[competition];
  const gate = (section: 'team' | 'stage-1' | 'stage-2' | 'final') => ({ event, section });
  return [
    {
      id,
      path: base,
      title: titles.overview,
      access: 'user',
      component: () => <CompetitionOverviewPage competition={competition} />,
    },
    {
      id: `${id}-team`,
      path: `${base}/team`,
      title: titles.team,
      access: 'user',
      menu: {
        group: competition,
        label: 'My Team',
        icon: GroupsIcon,
        order: 1,
        gate: gate('team'),
      },
      component: () => <MyTeamPage competition={competition} />,
    },
    {
      id: `${id}-stage-1`,
      path: `${base}/tahap-1`,
      title: titles.s1,
      access: 'user',
      menu: {
        group: competition,
        label: labels.s1,
        icon: DescriptionIcon,
        order: 2,
        gate: gate('stage-1'),
      },
      component: () => (
        <StagePage competition={competition} section="stage-1" title={stageHeadings.s1} />
      ),
    },
    {
      id: `${id}-stage-2`,
      path: `${base}/tahap-2`,
      title: titles.s2,
      access: 'user',
      menu: {
        group: competition,
        label: labels.s2,
        icon: SlideshowIcon,
        order: 3,
        gate: gate('stage-2'),
      },
      component: () => (
        <StagePage competition={competition} section="stage-2" title={stageHeadings.s2} />
      ),
    },
    {
      id: `${id}-final`,
      path: `${base}/final`,
      title: titles.final,
      access: 'user',
      menu: {
        group: competition,
        label: 'Final',
        icon: EmojiEventsIcon,
        order: 4,
        gate: gate('final'),
      },
      component: () => (
        <StagePage competition={competition} section="final" title={stageHeadings.final} />
      ),
    },
    {
      id: `${id}-detail`,
      path: `${base}/:id`,
      title: titles.detail,
      access: 'user',
      component: () => <TeamDetailPage competition={competition} />,
    },
  ];
}
