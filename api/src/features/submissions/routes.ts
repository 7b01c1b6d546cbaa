import type { FastifyInstance } from 'fastify';
import type { InferType } from 'yup';

import type { AppContext } from '../../core/context';
import { readForm } from '../../core/multipart';
import { ok } from '../../core/reply';
import { removeStored, storeUpload } from '../../core/uploads';
import { routeSchema } from '../../core/schema/route-schema';
import { currentAuth, requireUser } from '../../core/auth/guard';
import { teamDetail } from '../../domain/teams/detail';
import { API_BASE_PATH, teamDetailResponse, videoSubmissionSchema } from '@gcw/shared/contract';
import { submitProposal, submitVideo } from './service';

const tags = ['submissions'];

/** Hackathon stage 1 (proposal PDF) and stage 2 (video link); answers the updated TeamDetail. */
export function submissionRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = `${API_BASE_PATH}/team/submission`;

  app.post(
    `${base}/stage-1`,
    {
      preValidation: requireUser(ctx),
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'Hackathon stage 1: proposal PDF in the `proposal` field (team at Stage-1)',
        form: { files: { proposal: 'PDF, at most UPLOAD_MAX_BYTES' } },
        response: { data: teamDetailResponse },
      }),
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

  app.post<{ Body: InferType<typeof videoSubmissionSchema> }>(
    `${base}/stage-2`,
    {
      preValidation: requireUser(ctx),
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'Hackathon stage 2: video link (team at Stage-2)',
        body: videoSubmissionSchema,
        response: { data: teamDetailResponse },
      }),
    },
    async (request, reply) => {
      const input = request.body;
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
