import { teamDetailResponse, videoSubmissionSchema } from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { readForm } from '../../core/multipart';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { removeStored, storeUpload } from '../../core/uploads';
import { teamDetail } from '../../domain/teams/detail';
import { submitProposal, submitVideo } from './service';

const tags = ['submissions'];

/** Hackathon stage 1 (proposal PDF) and stage 2 (video link); answers the updated TeamDetail. */
export const submissionRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '/stage-1',
    {
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

  app.post(
    '/stage-2',
    {
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
};
