import type { User } from '../contract/user';

/** A user as the API sends it (R3.1): a participant with an empty profile, unless overridden. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    profile_picture: null,
    name: 'Siti Peserta',
    email: 'siti@example.test',
    phone: null,
    role: 'participant',
    nim: null,
    major: null,
    institusi: null,
    socmed_document: null,
    profile_has_updated: false,
    data_has_verified: false,
    ...overrides,
  };
}
