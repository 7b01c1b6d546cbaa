import { COMPETITION_TYPES } from '@gcw/shared/contract';
import type { SetupChecklist } from '@gcw/shared/contract';

import type { AppContext } from '../../core/context';
import { readSettings } from '../../domain/settings/store';
import { competitionItems } from './competition-items';
import { mailItems } from './mail-items';
import { seminarItems } from './seminar-items';

/** What the event still lacks, from the saved settings and this server's configuration. */
export async function setupChecklist(ctx: AppContext, now = Date.now()): Promise<SetupChecklist> {
  const settings = await readSettings(ctx.db);
  const items = [
    ...COMPETITION_TYPES.flatMap((type) => competitionItems(type, settings[type], now)),
    ...seminarItems(settings.seminar, now),
    ...(await mailItems(ctx)),
  ];
  return { items, ready: items.every((item) => !item.required || item.state === 'done') };
}
