import { PERMISSION_SCOPES, PERMISSIONS } from '@gcw/shared/contract';
import { array, boolean, mixed, number, object, string } from 'yup';
import type { AnyObjectSchema } from 'yup';

/* The answers of the committee routes (CommitteeRole, CommitteeMember, CommitteeSelf, FileAccessEntry). */

const text = () => string().defined();
const maybeText = () => string().nullable().defined();
const int = () => number().integer().defined();
const maybeInt = () => number().integer().nullable().defined();
const oneOf = <T extends string>(values: readonly T[]) =>
  mixed<T>()
    .oneOf([...values])
    .defined();
const listOf = <S extends AnyObjectSchema>(item: S) => array(item.defined()).defined();

const grants = () =>
  listOf(object({ permission: oneOf(PERMISSIONS), scope: oneOf(PERMISSION_SCOPES) }));

export const rolesResponse = listOf(
  object({ id: int(), key: maybeText(), name: text(), description: text(), grants: grants() }),
);

export const memberResponse = object({
  user_id: int(),
  name: text(),
  email: text(),
  institution_id: maybeInt(),
  institution_name: maybeText(),
  role_ids: array(int()).defined(),
  joined: boolean().defined(),
  invited_at: text(),
});
export const membersResponse = listOf(memberResponse);

export const selfResponse = object({
  user_id: int(),
  roles: listOf(object({ id: int(), name: text() })),
  grants: grants(),
});

export const fileAccessResponse = listOf(
  object({
    id: int(),
    file_kind: oneOf(['socmed_document', 'payment_proof', 'proposal', 'other'] as const),
    file_id: text(),
    team_id: maybeInt(),
    viewer_id: maybeInt(),
    viewer_name: text(),
    viewed_at: text(),
  }),
);
