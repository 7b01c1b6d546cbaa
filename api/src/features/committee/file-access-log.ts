import type { FileAccessEntry } from '@gcw/shared/contract';
import { desc, eq, inArray, or } from 'drizzle-orm';

import type { Db } from '../../core/db/client';
import { fileAccessLog } from '../../core/db/schema/committee';
import { teamMembers } from '../../core/db/schema/teams';

const LIMIT = 200;

/** "Who saw what": openings of the student's own files and of their team's, newest first. */
export async function fileAccessOf(db: Db, userId: number): Promise<FileAccessEntry[]> {
  const team = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  const rows = await db
    .select()
    .from(fileAccessLog)
    .where(or(eq(fileAccessLog.ownerId, userId), inArray(fileAccessLog.teamId, team)))
    .orderBy(desc(fileAccessLog.viewedAt), desc(fileAccessLog.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    id: r.id,
    file_kind: r.fileKind as FileAccessEntry['file_kind'],
    file_id: r.fileId,
    team_id: r.teamId,
    viewer_id: r.viewerId,
    viewer_name: r.viewerName,
    viewed_at: r.viewedAt.toISOString(),
  }));
}
