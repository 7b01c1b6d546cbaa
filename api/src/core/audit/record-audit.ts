import type { Tx } from '../db/client';
import { auditLog } from '../db/schema/audit';

export async function recordAudit(
  tx: Tx,
  adminId: number,
  action: string,
  target: { type: string; id: string | number },
  detail: Record<string, unknown> = {},
): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({ adminId, action, targetType: target.type, targetId: String(target.id), detail })
    .returning({ id: auditLog.id });
  return row!.id;
}
