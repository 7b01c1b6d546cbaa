import type { User } from '@gcw/shared/contract';

import type { UserRow } from '../../core/db/schema/users';

/** The R3.1 User as it goes on the wire: never the hash or the Google subject. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    profile_picture: row.profilePicture,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    nim: row.nim,
    major: row.major,
    institusi: row.institusi,
    socmed_document: row.socmedDocument,
    profile_has_updated: row.profileHasUpdated,
    data_has_verified: row.dataHasVerified,
  };
}
