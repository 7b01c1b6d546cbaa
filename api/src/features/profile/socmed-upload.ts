import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../core/context';
import { users } from '../../core/db/schema/users';
import { readForm } from '../../core/multipart';
import { ok } from '../../core/reply';
import { fileUrl, insertFileRow, storeUpload } from '../../core/uploads';
import { currentAuth, requireUser } from '../auth/guard';
import { API_BASE_PATH, SOCMED_UPLOAD_PATH } from '@gcw/shared/contract';
import { toUser } from './to-user';

const FIELD = 'socmed_document';
const IMAGES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * The social-media proof as an image (issue 13): the same size cap, sniffing and private store
 * as the other uploads. The file has no team, so only its owner and admins can read it
 * (files/routes.ts). `socmed_document` becomes the file's URL; a link given before stays until
 * this replaces it.
 */
export function socmedUploadRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(
    `${API_BASE_PATH}${SOCMED_UPLOAD_PATH}`,
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        summary: 'Upload the social-media proof (PNG, JPEG or WebP); answers the user',
      },
    },
    async (request, reply) => {
      const user = currentAuth(request).user;
      const form = await readForm(request, FIELD);
      const upload = await storeUpload(ctx, FIELD, form.file?.bytes, [...IMAGES]);
      const row = await ctx.db.transaction(async (tx) => {
        await insertFileRow(tx, upload, user.id, null, 'socmed-document');
        const [updated] = await tx
          .update(users)
          .set({ socmedDocument: fileUrl(upload.id) })
          .where(eq(users.id, user.id))
          .returning();
        return updated!;
      });
      return ok(reply, toUser(row));
    },
  );
}
