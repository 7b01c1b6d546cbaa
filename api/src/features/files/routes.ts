import { eq } from 'drizzle-orm';

import { files } from '../../core/db/schema/files';
import { forbidden, notFound } from '../../core/http-error';
import type { RoutePlugin } from '../../core/route-plugin';
import { uuidParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { EXTENSIONS } from '../../core/sniff';
import type { SniffedType } from '../../core/sniff';
import { mayOpenFile } from './file-access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Downloads: the owner, the owner's team and the committee members whose work needs it; always an attachment, never sniffed. */
export const fileRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/:file_id',
    {
      schema: routeSchema({
        tags: ['files'],
        access: 'user',
        summary: 'Download an uploaded file (owner, teammates, committee by permission; logged)',
        params: uuidParams('file_id'),
        response: { media: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] },
      }),
    },
    async (request, reply) => {
      const id = request.params.file_id.toLowerCase();
      if (!UUID.test(id)) throw notFound('Berkas tidak ditemukan.');
      const [file] = await ctx.db.select().from(files).where(eq(files.id, id));
      if (!file) throw notFound('Berkas tidak ditemukan.');
      if (!(await mayOpenFile(ctx, request, file)))
        throw forbidden('Anda tidak boleh membuka berkas ini.');
      // Streamed from the store (disk or bucket) after the check; never a redirect to it.
      const stream = await ctx.files.open(file.storageKey);
      if (!stream) throw notFound('Berkas tidak ditemukan.');
      const name = `${file.purpose}-${file.id.slice(0, 8)}.${EXTENSIONS[file.mime as SniffedType] ?? 'bin'}`;
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Length', String(file.size))
        .send(stream);
    },
  );
};
