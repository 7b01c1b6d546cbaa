/** The API's base paths, as the names leave them out (the admin one stays as a word). */
const BASES: [string, string][] = [
  ['/api/v1/gcw/resources/', ''],
  ['/api/v1/admin/', 'admin/'],
  ['/api/v1/', ''],
  ['/api/', ''],
];

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * An operation's OpenAPI `operationId`, made from its method and path so it is stable and unique
 * without naming every route by hand: `DELETE /api/v1/gcw/resources/team/:id_team/members/:user_id`
 * is `deleteTeamByIdTeamMembersByUserId`, `GET /api/v1/admin/users` is `getAdminUsers`.
 */
export function operationIdOf(method: string, url: string): string {
  const base = BASES.find(([prefix]) => url.startsWith(prefix));
  const path = base ? base[1] + url.slice(base[0].length) : url;
  const words = path
    .split('/')
    .flatMap((segment) => {
      const param = /^(?::|\{)([^}]+)\}?$/.exec(segment)?.[1];
      return param ? ['by', ...param.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter((word) => word.length > 0);
  return method.toLowerCase() + words.map(capitalised).join('');
}
