import { certificateTemplateParts } from '@gcw/shared/contract';
import type { CertificateTemplateKey } from '@gcw/shared/contract';
import type { FastifyRequest } from 'fastify';

import { requireGrant } from '../../core/auth/grants';

/** A division edits and issues its own competition's certificates (the seminar's: Divisi Seminar). */
export function requireTemplateGrant(request: FastifyRequest, key: CertificateTemplateKey): void {
  requireGrant(
    request,
    'certificates.manage',
    certificateTemplateParts(key).competition ?? 'seminar',
  );
}
