import type {
  AdminCertificate,
  ApiEnvelope,
  Certificate,
  CertificateCandidates,
  CertificateJob,
  CertificateJobPayload,
  CertificateTemplate,
  CertificateTemplateKey,
  CertificateTemplatePayload,
  Page,
} from '@gcw/shared';
import { api } from '@gcw/shared/store';

import { pageQuery } from '../../../api/page-query';
import type { ListParams } from '../../../hooks/use-list-params';

const admin = { base: 'admin' } as const;
const TEMPLATES = { type: 'Admin', id: 'CERT_TEMPLATES' } as const;
const JOBS = { type: 'Admin', id: 'CERT_JOBS' } as const;
const CANDIDATES = { type: 'Admin', id: 'CERT_CANDIDATES' } as const;
export const ISSUED_TAG = 'CERTIFICATES';
const ISSUED = { type: 'Admin', id: ISSUED_TAG } as const;
const AUDIT = { type: 'Admin', id: 'AUDIT' } as const;

/** What an issue job changes once it has run: who still lacks one, and the issued list. */
export const AFTER_JOB_TAGS = [CANDIDATES, ISSUED];

const data = <T>(response: ApiEnvelope<T>) => response.Data;

export const adminCertificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCertificateTemplates: build.query<CertificateTemplate[], void>({
      query: () => '/certificates/templates',
      extraOptions: admin,
      transformResponse: data<CertificateTemplate[]>,
      providesTags: [TEMPLATES],
    }),
    saveCertificateTemplate: build.mutation<
      CertificateTemplate,
      { key: CertificateTemplateKey; body: CertificateTemplatePayload }
    >({
      query: ({ key, body }) => ({ url: `/certificates/templates/${key}`, method: 'PUT', body }),
      extraOptions: admin,
      transformResponse: data<CertificateTemplate>,
      invalidatesTags: [TEMPLATES, AUDIT],
    }),
    /**
     * The PDF of the form as it stands (saved or not) with sample data. The bytes become an
     * object URL in the response handler: the store keeps a string, never a Blob.
     */
    previewCertificate: build.mutation<
      string,
      { key: CertificateTemplateKey; body: CertificateTemplatePayload }
    >({
      query: ({ key, body }) => ({
        url: `/certificates/templates/${key}/preview.pdf`,
        method: 'POST',
        body,
        timeout: 60_000,
        responseHandler: async (response: Response) => {
          if (response.ok) return URL.createObjectURL(await response.blob());
          const type = response.headers.get('content-type') ?? '';
          return type.includes('json') ? response.json() : response.text();
        },
      }),
      extraOptions: admin,
    }),
    getCertificateCandidates: build.query<
      CertificateCandidates,
      { key: CertificateTemplateKey; teamIds: number[] }
    >({
      query: ({ key, teamIds }) => ({
        url: '/certificates/candidates',
        params: teamIds.length > 0 ? { key, team_ids: teamIds.join(',') } : { key },
      }),
      extraOptions: admin,
      transformResponse: data<CertificateCandidates>,
      providesTags: [CANDIDATES],
    }),
    getCertificateJobs: build.query<CertificateJob[], void>({
      query: () => '/certificates/jobs',
      extraOptions: admin,
      transformResponse: data<CertificateJob[]>,
      providesTags: [JOBS],
    }),
    getCertificateJob: build.query<CertificateJob, number>({
      query: (id) => `/certificates/jobs/${id}`,
      extraOptions: admin,
      transformResponse: data<CertificateJob>,
    }),
    startCertificateJob: build.mutation<CertificateJob, CertificateJobPayload>({
      query: (body) => ({ url: '/certificates/jobs', method: 'POST', body }),
      extraOptions: admin,
      transformResponse: data<CertificateJob>,
      invalidatesTags: [JOBS, AUDIT],
    }),
    getAdminCertificates: build.query<Page<AdminCertificate>, ListParams>(
      pageQuery<AdminCertificate>('/certificates', ISSUED_TAG),
    ),
    revokeCertificate: build.mutation<Certificate, { code: string; reason: string }>({
      query: ({ code, reason }) => ({
        url: `/certificates/${encodeURIComponent(code)}/revoke`,
        method: 'POST',
        body: { reason },
      }),
      extraOptions: admin,
      transformResponse: data<Certificate>,
      invalidatesTags: [ISSUED, CANDIDATES, AUDIT],
    }),
  }),
});

export const {
  useGetCertificateTemplatesQuery,
  useSaveCertificateTemplateMutation,
  usePreviewCertificateMutation,
  useGetCertificateCandidatesQuery,
  useGetCertificateJobsQuery,
  useGetCertificateJobQuery,
  useStartCertificateJobMutation,
  useGetAdminCertificatesQuery,
  useRevokeCertificateMutation,
} = adminCertificatesApi;
