/** 'admin' is the only role value the product checks (R6.3). */
export const ADMIN_ROLE = 'admin';
export const PARTICIPANT_ROLE = 'participant';
export type Role = typeof ADMIN_ROLE | typeof PARTICIPANT_ROLE | (string & {});

/** R3.1 "User": stored locally and returned in the profile response. */
export interface User {
  id: number;
  profile_picture: string | null;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  nim: string | null;
  major: string | null;
  institusi: string | null;
  socmed_document: string | null;
  profile_has_updated: boolean;
  data_has_verified: boolean;
}

export function isAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === ADMIN_ROLE;
}
