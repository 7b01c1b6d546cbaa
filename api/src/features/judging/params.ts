import { JUDGING_STAGES } from '@gcw/shared/contract';
import type { JudgingStage } from '@gcw/shared/contract';
import { object, string } from 'yup';
import type { ObjectSchema } from 'yup';

import { idParams } from '../../core/schema/path-params';

const UNKNOWN_STAGE = 'Tahap penjurian tidak dikenal: pilih proposal, video atau final';

const stage = () =>
  string<JudgingStage>()
    .label('stage')
    .required(UNKNOWN_STAGE)
    .oneOf([...JUDGING_STAGES], UNKNOWN_STAGE);

/** `{stage}` of the judging routes: one of the Hackathon's judged stages (400 otherwise). */
export const stageParams = object({ stage: stage() }) as ObjectSchema<{ stage: JudgingStage }>;

/** `{stage}/teams/{team_id}`: the team's id stays text, an unknown one answers 404. */
export const stageTeamParams = idParams('team_id').shape({ stage: stage() }) as ObjectSchema<{
  stage: JudgingStage;
  team_id: string;
}>;

/** A path's team id as a number, or 0 (no team has it) for a malformed one. */
export const teamIdOf = (raw: string): number => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);
