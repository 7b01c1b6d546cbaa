import type { FastifyInstance, FastifyReply } from 'fastify';

import {
  ADMIN_API_BASE_PATH,
  certificateImageParamsSchema,
  certificateImageResponse,
  certificateTemplateParamsSchema,
  certificateTemplateResponse,
  certificateTemplateSchema,
  certificateTemplatesResponse,
} from '@gcw/shared/contract';
import type {
  CertificateImageSlot,
  CertificateTemplateKey,
  CertificateTemplatePayload,
} from '@gcw/shared/contract';

import type { AppContext } from '../../core/context';
import { readForm } from '../../core/multipart';
import { ok } from '../../core/reply';
import { routeSchema } from '../../core/schema/route-schema';
import { currentAuth, requireAdmin } from '../../core/auth/guard';
import { storeTemplateImage } from './images';
import { previewPdf } from './preview';
import { fromPayload, listTemplates, saveTemplate } from './templates';

const tags = ['certificates'];
type KeyParams = { Params: { key: CertificateTemplateKey } };

export const sendPdf = (reply: FastifyReply, pdf: Uint8Array, name: string, inline = false) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(pdf));

/** The admins' templates: read, save, upload images, preview (ADR 0021). */
export function certificateTemplateRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = requireAdmin(ctx);
  const path = `${ADMIN_API_BASE_PATH}/certificates/templates`;
  const spec = { tags, access: 'admin' as const };

  app.get(
    path,
    {
      preValidation: admin,
      schema: routeSchema({
        ...spec,
        summary: 'CertificateTemplate[]: every key, its default where none was saved',
        response: { data: certificateTemplatesResponse },
      }),
    },
    async (_request, reply) => ok(reply, await listTemplates(ctx.db)),
  );

  app.put<KeyParams>(
    `${path}/:key`,
    {
      preValidation: admin,
      schema: routeSchema({
        ...spec,
        params: certificateTemplateParamsSchema,
        body: certificateTemplateSchema,
        summary: 'Save a template (CertificateTemplatePayload); audited',
        response: { data: certificateTemplateResponse },
      }),
    },
    async (request, reply) => {
      const body = request.body as CertificateTemplatePayload;
      const me = currentAuth(request).user;
      return ok(reply, await saveTemplate(ctx, me.id, request.params.key, body));
    },
  );

  app.post<{ Params: { key: CertificateTemplateKey; slot: CertificateImageSlot } }>(
    `${path}/:key/images/:slot`,
    {
      preValidation: admin,
      schema: routeSchema({
        ...spec,
        params: certificateImageParamsSchema,
        form: { files: { file: 'PNG or JPEG, at most CERTIFICATE_LIMITS.imageBytes' } },
        summary: 'Upload a template image (background, logo, signature); answers its file_id',
        response: { status: 201, data: certificateImageResponse },
      }),
    },
    async (request, reply) => {
      const form = await readForm(request, 'file');
      const me = currentAuth(request).user;
      const { key, slot } = request.params;
      const id = await storeTemplateImage(ctx, me.id, key, slot, form.file?.bytes);
      return ok(reply, { file_id: id }, 201);
    },
  );

  app.get<KeyParams>(
    `${path}/:key/preview.pdf`,
    {
      preValidation: admin,
      schema: routeSchema({
        ...spec,
        params: certificateTemplateParamsSchema,
        summary: 'The saved template (or its default) as a PDF with sample data',
        response: { media: ['application/pdf'] },
      }),
    },
    async (request, reply) =>
      sendPdf(reply, await previewPdf(ctx, request.params.key), 'pratinjau-sertifikat.pdf', true),
  );

  app.post<KeyParams>(
    `${path}/:key/preview.pdf`,
    {
      preValidation: admin,
      schema: routeSchema({
        ...spec,
        params: certificateTemplateParamsSchema,
        body: certificateTemplateSchema,
        summary: 'An unsaved template (the form as it stands) as a PDF with sample data',
        response: { media: ['application/pdf'] },
      }),
    },
    async (request, reply) => {
      const unsaved = fromPayload(request.body as CertificateTemplatePayload);
      const pdf = await previewPdf(ctx, request.params.key, unsaved);
      return sendPdf(reply, pdf, 'pratinjau-sertifikat.pdf', true);
    },
  );
}
