import type { CertificateTemplateKey } from '@gcw/shared';
import { CERTIFICATE_TEMPLATE_KEYS } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import { PageFrame } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import { useListParams } from '../../../hooks/use-list-params';
import { useGetCertificateTemplatesQuery } from '../api/certificates-api';
import { TEMPLATE_LABELS } from '../template-labels';
import { IssuePanel } from './issue-panel';
import { IssuedList } from './issued-list';
import { TemplateEditor } from './template-editor';

const FILTER_KEYS = ['template_key'] as const;

function templateKeyOf(value: string | undefined): CertificateTemplateKey {
  return (CERTIFICATE_TEMPLATE_KEYS as readonly string[]).includes(value ?? '')
    ? (value as CertificateTemplateKey)
    : 'seminar';
}

/**
 * /admin/certificates: per template (kind and competition) its design with a PDF preview, the
 * issuing with its progress, and the certificates issued. The chosen template lives in the URL
 * (`template_key`, the issued list's filter), so a reload or a shared link opens the same one.
 */
export function CertificatesPage() {
  const list = useListParams(FILTER_KEYS);
  const key = templateKeyOf(list.params.template_key);
  const templates = useGetCertificateTemplatesQuery();
  const template = templates.data?.find((candidate) => candidate.key === key);
  const params = { ...list.params, template_key: key };

  return (
    <PageFrame
      title="Sertifikat"
      subtitle="Rancang e-sertifikat, pratinjau dengan data contoh, terbitkan, dan cabut bila perlu."
    >
      <Stack spacing={3}>
        <TextField
          select
          label="Jenis sertifikat"
          value={key}
          onChange={(event) => list.update({ template_key: event.target.value, search: null })}
          sx={{ maxWidth: 420 }}
        >
          {CERTIFICATE_TEMPLATE_KEYS.map((option) => (
            <MenuItem key={option} value={option}>
              {TEMPLATE_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        {templates.error ? (
          <Alert severity="error">{errorMessage(templates.error, 'Templat gagal dimuat.')}</Alert>
        ) : null}
        {template ? (
          <TemplateEditor key={`editor-${key}`} template={template} />
        ) : templates.isLoading ? (
          <Skeleton variant="rounded" height={320} />
        ) : null}
        <IssuePanel key={`issue-${key}`} templateKey={key} />
        <IssuedList key={`issued-${key}`} list={{ ...list, params }} />
      </Stack>
    </PageFrame>
  );
}
