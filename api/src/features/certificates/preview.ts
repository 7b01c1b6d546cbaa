import { certificateTemplateParts, certificateVerifyPath } from '@gcw/shared/contract';
import type { CertificateTemplateKey } from '@gcw/shared/contract';

import type { AppContext } from '../../core/context';
import type { TemplateContent } from '../../core/db/schema/certificates';
import { resolvedTemplate } from './jobs';
import { renderCertificate } from './render';
import { checkImages, loadImages, loadTemplate } from './templates';
import { eventNameOf, longDate, ROLE_TEXTS } from './texts';

/** A code no certificate can have (it is not base32): the preview's QR leads to "not found". */
const SAMPLE_CODE = 'GCW-C-PRATINJAU0';

/** The template (saved, or the form's unsaved one) drawn with sample data. */
export async function previewPdf(
  ctx: AppContext,
  key: CertificateTemplateKey,
  unsaved?: TemplateContent,
): Promise<Uint8Array> {
  const content = unsaved ?? (await loadTemplate(ctx.db, key)).content;
  await checkImages(ctx.db, content);
  const template = await resolvedTemplate(ctx.db, key, content);
  const { kind, competition } = certificateTemplateParts(key);
  return renderCertificate({
    template,
    values: {
      nama: 'Nama Contoh Peserta',
      institusi: 'Universitas Contoh',
      acara: eventNameOf(competition, ctx.config.eventName),
      // Shown, not left blank: the admin sees what issuing would refuse (missingDateMessage).
      tanggal: template.eventDate ? longDate(template.eventDate) : '[tanggal acara belum diisi]',
      peran: ROLE_TEXTS[kind],
      tim: competition ? 'Tim Contoh' : '',
    },
    code: SAMPLE_CODE,
    verifyUrl: `${ctx.config.appOrigin}${certificateVerifyPath(SAMPLE_CODE)}`,
    issuedAt: new Date(0),
    images: await loadImages(ctx, template),
  });
}
