import type { NamedAuditEntry, Page } from '@gcw/shared/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { auditLog } from '../../core/db/schema/audit';
import { users } from '../../core/db/schema/users';
import type { ListParams } from '../../core/list/list-query';
import { withNames } from './names';

export const auditSortable = { created_at: auditLog.createdAt, action: auditLog.action };

export async function listAudit(
  ctx: AppContext,
  params: ListParams,
  where: SQL | undefined,
  limit = params.pageSize,
  offset = params.offset,
): Promise<Page<NamedAuditEntry>> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ entry: auditLog, email: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.adminId))
      .where(where)
      .orderBy(params.orderBy, desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const entries = rows.map(({ entry, email }) => ({
    id: entry.id,
    admin_id: entry.adminId,
    admin_email: email,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    detail: entry.detail,
    created_at: entry.createdAt.toISOString(),
  }));
  return {
    items: await withNames(ctx, entries),
    page: params.page,
    page_size: params.pageSize,
    total: total?.n ?? 0,
  };
}
