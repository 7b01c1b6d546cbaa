import type { JudgingStage, JudgingStageInfo } from '@gcw/shared/contract';
import Stack from '@mui/material/Stack';

import { AssignmentsPanel } from './assignments-panel';
import { JudgesList } from './judges-list';
import { JudgingSection } from './judging-section';
import { ResultsPanel } from './results-panel';
import { RubricEditor } from './rubric-editor';
import { StageStatus } from './stage-status';

/** Everything about one stage's judging, in the order the division works through it. */
export function StagePanel({ stage, info }: { stage: JudgingStage; info: JudgingStageInfo }) {
  return (
    <Stack spacing={3}>
      <JudgingSection id={`status-${stage}`} title="Status penilaian">
        <StageStatus stage={stage} info={info} />
      </JudgingSection>
      <JudgingSection
        id={`rubric-${stage}`}
        title="Rubrik"
        intro="Nilai akhir juri untuk satu tim adalah rata-rata berbobot: setiap kriteria dihitung sesuai porsi bobotnya."
      >
        <RubricEditor stage={stage} info={info} />
      </JudgingSection>
      <JudgingSection
        id={`judges-${stage}`}
        title="Juri dan penugasan"
        intro="Juri tidak pernah ditugaskan ke tim dari institusinya sendiri atau tim yang ia nyatakan konflik."
      >
        <Stack spacing={3}>
          <JudgesList stage={stage} />
          <AssignmentsPanel stage={stage} info={info} />
        </Stack>
      </JudgingSection>
      <JudgingSection
        id={`results-${stage}`}
        title="Hasil dan tim lolos"
        intro="Rata-rata dihitung dari nilai yang sudah dikirim juri. Tanda peringatan muncul bila nilai juri untuk satu tim berbeda jauh."
      >
        <ResultsPanel stage={stage} info={info} />
      </JudgingSection>
    </Stack>
  );
}
