import { STORED_FILE_PREFIX } from '@gcw/shared/contract';

const STORED_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The file id of `/api/v1/gcw/resources/files/<uuid>`, else null. */
export function storedFileId(value: string | undefined): string | null {
  if (!value?.startsWith(STORED_FILE_PREFIX)) return null;
  const id = value.slice(STORED_FILE_PREFIX.length);
  return STORED_FILE.test(id) ? id : null;
}
