import type { DecisionMade } from '@gcw/shared/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';

import type { Tx } from '../../core/db/client';
import { auditLog } from '../../core/db/schema/audit';
import { users } from '../../core/db/schema/users';

export interface Moved {
  id: number;
  /** The state the target is in now. */
  state: DecisionMade['state'];
  /** The audit action that leads to `state`; null when no admin decision does. */
  action: string | null;
}

/**
 * Who left each target in the state it is in, from the newest audit record among `actions` (a
 * decision is audited in its own transaction, so its record is there once the row is). A newest
 * record of another action (e.g. a shortlist moved the team since) names nobody rather than the
 * wrong admin. One query for all targets: a bulk move may find many.
 */
export async function lastDecisions(
  tx: Tx,
  type: DecisionMade['target_type'],
  moved: Moved[],
  actions: string[],
  leads: (action: string, detail: Record<string, unknown>, target: Moved) => boolean = (a, _d, t) =>
    a === t.action,
): Promise<DecisionMade[]> {
  const rows = await tx
    .select({
      targetId: auditLog.targetId,
      action: auditLog.action,
      detail: auditLog.detail,
      byId: auditLog.adminId,
      byName: users.name,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.adminId))
    .where(
      and(
        eq(auditLog.targetType, type),
        inArray(
          auditLog.targetId,
          moved.map((m) => String(m.id)),
        ),
        inArray(auditLog.action, actions),
      ),
    )
    .orderBy(desc(auditLog.id));
  return moved.map((target) => {
    const row = rows.find((r) => r.targetId === String(target.id));
    const known = row && leads(row.action, row.detail, target) ? row : null;
    return {
      target_type: type,
      target_id: target.id,
      action: known?.action ?? target.action ?? actions[0]!,
      state: target.state,
      by_id: known?.byId ?? null,
      by_name: known?.byName ?? null,
      at: known ? new Date(known.at).toISOString() : null,
    };
  });
}
