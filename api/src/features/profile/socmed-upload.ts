import { SOCMED_UPLOAD_PATH, userResponse } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import { currentAuth } from '../../core/auth/guard';
import type { AppContext } from '../../core/context';
import { users } from '../../core/db/schema/users';
import { readForm } from '../../core/multipart';
import { ok } from '../../core/reply';
import type { RouteApp } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { lockOwnerUploads } from '../../core/upload-quota';
import {
  dropReplacedFile,
  fileUrl,
  insertFileRow,
  removeStored,
  storeUpload,
} from '../../core/uploads';
import { toUser } from '../../domain/profile/to-user';
import { storedFileId } from './stored-file';

const FIELD = 'socmed_document';
const IMAGES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * The social-media proof as an image (ADR 0012): the same size cap, sniffing and private store
 * as the other uploads. The file has no team, so only its owner and admins can read it
 * (files/routes.ts). `socmed_document` becomes the file's URL; a link given before stays until
 * this replaces it.
 */
export function socmedUploadRoutes(app: RouteApp, ctx: AppContext) {
  app.post(
    SOCMED_UPLOAD_PATH,
    {
      schema: routeSchema({
        tags: ['profile'],
        access: 'user',
        summary: 'Upload the social-media proof (PNG, JPEG or WebP); answers the user',
        form: { files: { [FIELD]: 'PNG, JPEG or WebP, at most UPLOAD_MAX_BYTES' } },
        response: { data: userResponse },
      }),
    },
    async (request, reply) => {
      const user = currentAuth(request).user;
      const form = await readForm(request, FIELD);
      const upload = await storeUpload(ctx, FIELD, form.file?.bytes, [...IMAGES], {
        id: user.id,
        replaces: true,
      });
      const saved = await ctx.db
        .transaction(async (tx) => {
          await lockOwnerUploads(tx, user.id);
          const [current] = await tx
            .select()
            .from(users)
            .where(eq(users.id, user.id))
            .for('update');
          const replaced = storedFileId(current?.socmedDocument ?? undefined);
          await insertFileRow(tx, upload, user.id, null, 'socmed-document', replaced);
          const [updated] = await tx
            .update(users)
            .set({ socmedDocument: fileUrl(upload.id) })
            .where(eq(users.id, user.id))
            .returning();
          return { row: updated!, replacedKey: await dropReplacedFile(tx, replaced) };
        })
        .catch(async (error: unknown) => {
          await removeStored(ctx, upload.key);
          throw error;
        });
      await removeStored(ctx, saved.replacedKey);
      return ok(reply, toUser(saved.row));
    },
  );
}
