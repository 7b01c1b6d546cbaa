import { PATHS } from '@gcw/shared';
import type { JudgingStage } from '@gcw/shared/contract';

/** The judge's page of one team (`admin-judge-team` of PATHS). */
export function judgeTeamPath(stage: JudgingStage, teamId: number): string {
  return PATHS['admin-judge-team'].replace(':stage', stage).replace(':teamId', String(teamId));
}
