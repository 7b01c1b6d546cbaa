import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';

import type { AppContext } from '../../core/context';
import { readForm } from '../../core/multipart';
import { ok } from '../../core/reply';
import { removeStored, storeUpload } from '../../core/uploads';
import { validate } from '../../core/validate';
import { currentAuth, requireUser } from '../auth/guard';
import { teamDetail } from '../teams/detail';
import { API_BASE_PATH } from '@gcw/shared/contract';
import { submitProposal, submitVideo } from './service';

const tags = ['submissions'];
const security = [{ bearer: [] }];

const videoSchema = object({
  video_url: string()
    .trim()
    .required('video_url is required')
    .max(500, 'video_url is too long')
    .matches(/^https:\/\//, 'video_url must be an https link')
    .url('video_url must be a link'),
});

/** Hackathon stage 1 (proposal PDF) and stage 2 (video link); answers the updated TeamDetail. */
export function submissionRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = `${API_BASE_PATH}/team/submission`;

  app.post(
    `${base}/stage-1`,
    {
      preHandler: requireUser(ctx),
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: 'Hackathon stage 1: proposal PDF in the `proposal` field (team at Stage-1)',
      },
    },
    async (request, reply) => {
      const userId = currentAuth(request).user.id;
      const form = await readForm(request, 'proposal');
      const upload = await storeUpload(ctx, 'proposal', form.file?.bytes, ['application/pdf'], {
        id: userId,
        replaces: true,
      });
      const saved = await submitProposal(ctx, userId, upload).catch(async (error) => {
        await removeStored(ctx, upload.key);
        throw error;
      });
      await removeStored(ctx, saved.replacedKey);
      return ok(reply, await teamDetail(ctx, saved.teamId));
    },
  );

  app.post(
    `${base}/stage-2`,
    {
      preHandler: requireUser(ctx),
      schema: {
        tags,
        security,
        summary: 'Hackathon stage 2: video link (team at Stage-2)',
        body: {
          type: 'object',
          required: ['video_url'],
          properties: { video_url: { type: 'string', format: 'uri' } },
        },
      },
    },
    async (request, reply) => {
      const input = await validate(videoSchema, request.body);
      return ok(
        reply,
        await teamDetail(
          ctx,
          await submitVideo(ctx, currentAuth(request).user.id, input.video_url),
        ),
      );
    },
  );
}
