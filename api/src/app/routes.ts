import type { FastifyInstance } from 'fastify';

import { adminStatsRoutes } from '../features/admin-stats/routes';
import { announcementRoutes } from '../features/announcements/routes';
import { adminAuditRoutes } from '../features/audit/routes';
import { adminMailRoutes } from '../features/outbox/routes';
import { adminSeminarRoutes } from '../features/seminar/admin-routes';
import { adminSummaryRoutes } from '../features/admin-stats/summary';
import { adminTeamRoutes } from '../features/teams/admin-routes';
import { adminUserRoutes } from '../features/users/routes';
import { accountRoutes } from '../features/accounts/routes';
import { authRoutes } from '../features/auth/routes';
import { certificateAdminRoutes } from '../features/certificates/admin-routes';
import { certificateStudentRoutes } from '../features/certificates/student-routes';
import { certificateTemplateRoutes } from '../features/certificates/template-routes';
import { clientErrorRoutes } from '../features/client-errors/routes';
import { doorRoutes } from '../features/door/routes';
import { eventsRoutes } from '../features/events/routes';
import { fileRoutes } from '../features/files/routes';
import { healthRoutes } from '../features/health/routes';
import { institutionRoutes } from '../features/institutions/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { profileRoutes } from '../features/profile/routes';
import { seminarRoutes } from '../features/seminar/routes';
import { seminarSeatRoutes } from '../features/seminar/seat-routes';
import { settingsRoutes } from '../features/settings/routes';
import { setupChecklistRoutes } from '../features/setup-checklist/routes';
import { submissionRoutes } from '../features/submissions/routes';
import { teamManageRoutes } from '../features/teams/manage-routes';
import { teamRoutes } from '../features/teams/routes';
import type { AppContext } from '../core/context';

export function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const register of [
    healthRoutes,
    authRoutes,
    accountRoutes,
    profileRoutes,
    institutionRoutes,
    notificationRoutes,
    eventsRoutes,
    teamRoutes,
    teamManageRoutes,
    submissionRoutes,
    seminarRoutes,
    seminarSeatRoutes,
    settingsRoutes,
    setupChecklistRoutes,
    fileRoutes,
    adminUserRoutes,
    adminTeamRoutes,
    adminSeminarRoutes,
    doorRoutes,
    adminAuditRoutes,
    adminSummaryRoutes,
    adminStatsRoutes,
    adminMailRoutes,
    announcementRoutes,
    certificateTemplateRoutes,
    certificateAdminRoutes,
    certificateStudentRoutes,
    clientErrorRoutes,
  ]) {
    register(app, ctx);
  }
}
