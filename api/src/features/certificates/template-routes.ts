import {
  certificateImageParamsSchema,
  certificateImageResponse,
  certificateTemplateParamsSchema,
  certificateTemplateResponse,
  certificateTemplateSchema,
  certificateTemplatesResponse,
} from '@gcw/shared/contract';
import type { FastifyReply } from 'fastify';

import { currentAuth } from '../../core/auth/guard';
import { readForm } from '../../core/multipart';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { storeTemplateImage } from './images';
import { previewPdf } from './preview';
import { requireTemplateGrant } from './template-grant';
import { fromPayload, listTemplates, saveTemplate } from './templates';

const tags = ['certificates'];

export const sendPdf = (reply: FastifyReply, pdf: Uint8Array, name: string, inline = false) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(pdf));

/** The admins' templates: read, save, upload images, preview (ADR 0021). */
export const certificateTemplateRoutes: RoutePlugin = async (app, { ctx }) => {
  const spec = { tags, access: { permission: 'certificates.manage' } } as const;

  app.get(
    '',
    {
      schema: routeSchema({
        ...spec,
        summary: 'CertificateTemplate[]: every key, its default where none was saved',
        response: { data: certificateTemplatesResponse },
      }),
    },
    async (_request, reply) => ok(reply, await listTemplates(ctx.db)),
  );

  app.put(
    '/:key',
    {
      schema: routeSchema({
        ...spec,
        params: certificateTemplateParamsSchema,
        body: certificateTemplateSchema,
        summary: 'Save a template (CertificateTemplatePayload); audited',
        response: { data: certificateTemplateResponse },
      }),
    },
    async (request, reply) => {
      const body = request.body;
      requireTemplateGrant(request, request.params.key);
      const me = currentAuth(request).user;
      return ok(reply, await saveTemplate(ctx, me.id, request.params.key, body));
    },
  );

  app.post(
    '/:key/images/:slot',
    {
      schema: routeSchema({
        ...spec,
        params: certificateImageParamsSchema,
        form: { files: { file: 'PNG or JPEG, at most CERTIFICATE_LIMITS.imageBytes' } },
        summary: 'Upload a template image (background, logo, signature); answers its file_id',
        response: { status: 201, data: certificateImageResponse },
      }),
    },
    async (request, reply) => {
      requireTemplateGrant(request, request.params.key);
      const form = await readForm(request, 'file');
      const me = currentAuth(request).user;
      const { key, slot } = request.params;
      const id = await storeTemplateImage(ctx, me.id, key, slot, form.file?.bytes);
      return ok(reply, { file_id: id }, 201);
    },
  );

  app.get(
    '/:key/preview.pdf',
    {
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

  app.post(
    '/:key/preview.pdf',
    {
      schema: routeSchema({
        ...spec,
        params: certificateTemplateParamsSchema,
        body: certificateTemplateSchema,
        summary: 'An unsaved template (the form as it stands) as a PDF with sample data',
        response: { media: ['application/pdf'] },
      }),
    },
    async (request, reply) => {
      const unsaved = fromPayload(request.body);
      const pdf = await previewPdf(ctx, request.params.key, unsaved);
      return sendPdf(reply, pdf, 'pratinjau-sertifikat.pdf', true);
    },
  );
};
