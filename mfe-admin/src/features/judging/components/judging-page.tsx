import type { JudgingStage } from '@gcw/shared/contract';
import { JUDGING_STAGE_LABELS, JUDGING_STAGES, isJudgingStage } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';

import { useGetJudgingStagesQuery } from '../api/judging-api';
import { StagePanel } from './stage-panel';

/**
 * /admin/penjurian: the Hackathon division's judging, one tab per stage (kept in the URL as
 * `tahap`, so a reload or a shared link opens the same stage).
 */
export function JudgingPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tahap');
  const stage: JudgingStage = isJudgingStage(asked) ? asked : 'proposal';
  const stages = useGetJudgingStagesQuery();
  const info = stages.data?.find((entry) => entry.stage === stage);

  return (
    <PageFrame
      title="Penjurian"
      subtitle="Rubrik, juri, penugasan, hasil, dan tim yang lolos untuk setiap tahap Hackathon."
    >
      <Tabs
        value={stage}
        onChange={(_e, next: JudgingStage) => setSearch({ tahap: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Tahap penjurian"
        sx={{ mb: 3 }}
      >
        {JUDGING_STAGES.map((s) => (
          <Tab
            key={s}
            value={s}
            label={JUDGING_STAGE_LABELS[s]}
            id={`tab-${s}`}
            aria-controls="stage-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="stage-panel" aria-labelledby={`tab-${stage}`}>
        {stages.isLoading ? <Skeleton variant="rounded" height={320} /> : null}
        {stages.error ? (
          <Alert severity="error">
            {errorMessage(stages.error, 'Data penjurian gagal dimuat.')}
          </Alert>
        ) : null}
        {/* key: a fresh panel per stage, so no form or selection carries over. */}
        {info ? <StagePanel key={stage} stage={stage} info={info} /> : null}
      </Box>
    </PageFrame>
  );
}
