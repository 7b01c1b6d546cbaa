import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../core/context';
import { routeSchema } from '../../core/schema/route-schema';
import { auditLog } from '../../core/db/schema/audit';
import { ok } from '../../core/reply';
import { requireAdmin } from '../auth/guard';
import { ADMIN_API_BASE_PATH, AUDIT_ACTION_LABELS, auditPageResponse } from '@gcw/shared/contract';
import { auditSortable, listAudit } from './audit';
import { AUDIT_CSV_HEADER, auditCsvRow } from './audit-csv';
import { streamCsv } from './csv';
import { listQuerySchema, parseList } from './list-query';
import { eq } from 'drizzle-orm';

const tags = ['admin'];

function actionFilter(query: unknown) {
  const action = (query as { action?: unknown }).action;
  return typeof action === 'string' && action
    ? eq(auditLog.action, action.slice(0, 60))
    : undefined;
}

export function adminAuditRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = `${ADMIN_API_BASE_PATH}/audit-log`;
  const guard = requireAdmin(ctx);
  // The action filter is declared, or the checked query drops it and every action is listed.
  const querystring = listQuerySchema(
    { action: Object.keys(AUDIT_ACTION_LABELS) },
    Object.keys(auditSortable),
  );

  app.get(
    base,
    {
      preValidation: guard,
      schema: routeSchema({
        tags,
        auth: 'bearer',
        querystring,
        summary: 'Audit log of admin actions (filter: action)',
        response: { data: auditPageResponse },
      }),
    },
    async (request, reply) => {
      const params = parseList(request.query, auditSortable, '-created_at');
      return ok(reply, await listAudit(ctx, params, actionFilter(request.query)));
    },
  );

  app.get(
    `${base}/export`,
    {
      preValidation: guard,
      schema: routeSchema({
        tags,
        auth: 'bearer',
        querystring,
        summary:
          'Audit log as CSV: every entry of the filter, with names, streamed (UTF-8 BOM, WIB)',
        response: { media: ['text/csv'] },
      }),
    },
    async (request, reply) => {
      const params = parseList(request.query, auditSortable, '-created_at');
      const where = actionFilter(request.query);
      return streamCsv(reply, 'log-audit', AUDIT_CSV_HEADER, async (offset, limit) =>
        (await listAudit(ctx, params, where, limit, offset)).items.map(auditCsvRow),
      );
    },
  );
}
