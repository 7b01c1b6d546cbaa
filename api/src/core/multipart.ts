import type { FastifyRequest } from 'fastify';

import { badRequest, HttpError } from './http-error';

export interface MultipartForm {
  fields: Record<string, string>;
  file: { field: string; bytes: Buffer } | null;
}

/**
 * Reads a multipart form with at most one file, named `fileField`. The size cap is enforced by
 * @fastify/multipart while streaming (413), so an oversized file is never held whole.
 */
export async function readForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new HttpError(415, 'Permintaan harus berupa multipart/form-data');
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'] = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField || file) {
        part.file.resume();
        throw badRequest(`Berkas tidak diharapkan: ${part.fieldname}`, {
          [part.fieldname]: 'Berkas tidak diharapkan',
        });
      }
      file = { field: part.fieldname, bytes: await part.toBuffer() };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
