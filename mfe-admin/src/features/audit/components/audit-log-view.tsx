import type { NamedAuditEntry } from '@gcw/shared';
import { formatShortDateTime } from '@gcw/shared/format';
import Stack from '@mui/material/Stack';

import { ExportCsvButton } from '../../../components/export-csv-button';
import { FilterSelect } from '../../../components/filter-select';
import type { Column } from '../../../components/list-table';
import { PagedListTable } from '../../../components/paged-list-table';
import { useListParams } from '../../../hooks/use-list-params';
import { useGetAuditLogQuery } from '../api/audit-api';
import { AUDIT_ACTIONS, actionLabel, actorLabel, detailText, targetLabel } from '../audit-labels';

const FILTER_KEYS = ['action'] as const;

const columns: Column<NamedAuditEntry>[] = [
  {
    id: 'created_at',
    label: 'Waktu',
    sortKey: 'created_at',
    render: (e) => formatShortDateTime(e.created_at),
  },
  { id: 'admin', label: 'Admin', render: actorLabel },
  { id: 'action', label: 'Aksi', sortKey: 'action', render: (e) => actionLabel(e.action) },
  { id: 'target', label: 'Sasaran', render: targetLabel },
  { id: 'detail', label: 'Perubahan', render: detailText, wrap: true },
];

/** Who did what, when: every admin action the API recorded, newest first. */
export function AuditLogView() {
  const list = useListParams(FILTER_KEYS);
  const result = useGetAuditLogQuery(list.params);
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <FilterSelect
          label="Jenis aksi"
          value={list.params.action ?? ''}
          options={Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))}
          onChange={(action) => list.update({ action })}
        />
        <ExportCsvButton path="/audit-log/export" params={list.params} fileName="log-audit" />
      </Stack>
      <PagedListTable
        label="Log audit"
        columns={columns}
        rowKey={(e) => e.id}
        list={list}
        result={result}
        errorText="Gagal memuat log audit."
        emptyText="Belum ada aksi admin yang tercatat."
      />
    </Stack>
  );
}
