import { AUDIT_ACTION_LABELS, auditPageResponse } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import { auditLog } from '../../core/db/schema/audit';
import { listQuerySchema } from '../../core/list/list-query';
import { listedWithExport } from '../../core/list/listed-with-export';
import type { RoutePlugin } from '../../core/route-plugin';
import { AUDIT_CSV_HEADER, auditCsvRow } from './csv';
import { auditSortable, listAudit } from './list';

const tags = ['admin'];

function actionFilter(query: unknown) {
  const action = (query as { action?: unknown }).action;
  return typeof action === 'string' && action
    ? eq(auditLog.action, action.slice(0, 60))
    : undefined;
}

export const adminAuditRoutes: RoutePlugin = async (app, { ctx }) => {
  // The action filter is declared, or the checked query drops it and every action is listed.
  const querystring = listQuerySchema(
    { action: Object.keys(AUDIT_ACTION_LABELS) },
    Object.keys(auditSortable),
  );

  listedWithExport(app, ctx, {
    base: '',
    tags,
    access: { permission: 'audit.read' },
    querystring,
    sortable: auditSortable,
    defaultSort: '-created_at',
    filters: (query) => actionFilter(query),
    list: listAudit,
    page: { summary: 'Audit log of admin actions (filter: action)', data: auditPageResponse },
    csv: {
      summary: 'Audit log as CSV: every entry of the filter, with names, streamed (UTF-8 BOM, WIB)',
      file: 'log-audit',
      header: AUDIT_CSV_HEADER,
      row: auditCsvRow,
    },
  });
};
