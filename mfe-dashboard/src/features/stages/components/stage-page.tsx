import type { CompetitionType, GatedSection } from '@gcw/shared';
import { isSectionUnlocked, minimumStatusFor } from '@gcw/shared';
import { PageFrame } from '@gcw/shared/ui';

import { PageSkeleton } from '../../../components/page-skeleton';
import { useEventState } from '../../../hooks/use-event-state';
import { COMPETITIONS } from '../../../lib/competition-info';
import { CpStage } from './cp-stage';
import { HackathonFinalStage } from './hackathon-final-stage';
import { HackathonProposalStage } from './hackathon-proposal-stage';
import { HackathonVideoStage } from './hackathon-video-stage';
import { LockedStage } from './locked-stage';

type StageSection = Exclude<GatedSection, 'team'>;

interface StagePageProps {
  competition: CompetitionType;
  section: StageSection;
  title: string;
}

function StageContent({
  competition,
  section,
}: {
  competition: CompetitionType;
  section: StageSection;
}) {
  if (competition === 'competitive-programming') return <CpStage section={section} />;
  if (section === 'stage-1') return <HackathonProposalStage />;
  if (section === 'stage-2') return <HackathonVideoStage />;
  return <HackathonFinalStage />;
}

/** A stage page; visited by URL while locked, it explains why instead of showing content. */
export function StagePage({ competition, section, title }: StagePageProps) {
  const info = COMPETITIONS[competition];
  const events = useEventState();
  const status = events.statusOf(info.eventName);
  let body;
  if (events.isLoading) body = <PageSkeleton label="Memuat tahap" />;
  else if (!isSectionUnlocked(status, section)) {
    body = <LockedStage info={info} status={status} minimum={minimumStatusFor(section)} />;
  } else body = <StageContent competition={competition} section={section} />;
  return <PageFrame title={title}>{body}</PageFrame>;
}
