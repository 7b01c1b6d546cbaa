import { ADMIN_API_BASE_PATH, API_BASE_PATH } from '@gcw/shared/contract';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../core/context';
import type { RoutePlugin } from '../core/route-plugin';
import { accountRoutes } from '../features/accounts/routes';
import { adminStatsRoutes } from '../features/admin-stats/routes';
import { adminSummaryRoutes } from '../features/admin-stats/summary';
import { announcementActionRoutes } from '../features/announcements/action-routes';
import { announcementRoutes, myAnnouncementRoutes } from '../features/announcements/routes';
import { adminAuditRoutes } from '../features/audit/routes';
import { authRoutes } from '../features/auth/routes';
import { certificateAdminRoutes } from '../features/certificates/admin-routes';
import { certificateStudentRoutes } from '../features/certificates/student-routes';
import { certificateTemplateRoutes } from '../features/certificates/template-routes';
import { CLIENT_ERRORS_PATH, clientErrorRoutes } from '../features/client-errors/routes';
import { committeeRoutes, fileAccessRoutes } from '../features/committee/routes';
import { doorRoutes } from '../features/door/routes';
import { eventsRoutes } from '../features/events/routes';
import { fileRoutes } from '../features/files/routes';
import { healthRoutes } from '../features/health/routes';
import { adminInstitutionRoutes, institutionRoutes } from '../features/institutions/routes';
import { judgingRoutes } from '../features/judging/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { adminMailRoutes } from '../features/outbox/routes';
import { adminPrivacyRoutes } from '../features/privacy/admin-routes';
import { consentRoutes } from '../features/privacy/consent-routes';
import { erasureRoutes } from '../features/privacy/erasure-routes';
import { exportRoutes } from '../features/privacy/export-routes';
import { profileRoutes } from '../features/profile/routes';
import { adminSeminarRoutes } from '../features/seminar/admin-routes';
import { seminarRoutes } from '../features/seminar/routes';
import { seminarSeatRoutes } from '../features/seminar/seat-routes';
import { adminSettingsRoutes, settingsRoutes } from '../features/settings/routes';
import { setupChecklistRoutes } from '../features/setup-checklist/routes';
import { submissionRoutes } from '../features/submissions/routes';
import { adminTeamRoutes } from '../features/teams/admin-routes';
import { teamManageRoutes } from '../features/teams/manage-routes';
import { teamRoutes } from '../features/teams/routes';
import { adminUserRoutes } from '../features/users/routes';

const R = API_BASE_PATH;
const A = ADMIN_API_BASE_PATH;

/**
 * The API's table of contents: each feature's routes under their prefix, in the order of the
 * OpenAPI document. The root's hooks (security headers, CORS, rate limits, the route-schema and
 * access checks) and error handler are in place before, so every plugin inherits them.
 */
export function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = (plugin: RoutePlugin, prefix: string) => app.register(plugin, { prefix, ctx });
  routes(healthRoutes, '/api');
  routes(authRoutes, `${R}/auth`);
  routes(accountRoutes, R);
  routes(profileRoutes, R);
  routes(institutionRoutes, `${R}/institutions`);
  routes(adminInstitutionRoutes, `${A}/institutions`);
  routes(notificationRoutes, R);
  routes(eventsRoutes, R);
  routes(teamRoutes, `${R}/team`);
  routes(teamManageRoutes, `${R}/team`);
  routes(submissionRoutes, `${R}/team/submission`);
  routes(seminarRoutes, `${R}/seminar`);
  routes(seminarSeatRoutes, `${R}/seminar`);
  routes(settingsRoutes, `${R}/settings`);
  routes(adminSettingsRoutes, A);
  routes(setupChecklistRoutes, `${A}/setup`);
  routes(fileRoutes, `${R}/files`);
  routes(adminUserRoutes, `${A}/users`);
  routes(fileAccessRoutes, `${A}/users`);
  routes(committeeRoutes, `${A}/committee`);
  routes(adminTeamRoutes, `${A}/teams`);
  routes(adminSeminarRoutes, `${A}/seminar`);
  routes(doorRoutes, `${A}/door`);
  routes(adminAuditRoutes, `${A}/audit-log`);
  routes(adminSummaryRoutes, A);
  routes(adminStatsRoutes, A);
  routes(adminMailRoutes, A);
  routes(announcementRoutes, `${A}/announcements`);
  routes(myAnnouncementRoutes, `${R}/announcements`);
  routes(announcementActionRoutes, `${A}/announcements`);
  routes(certificateTemplateRoutes, `${A}/certificates/templates`);
  routes(certificateAdminRoutes, `${A}/certificates`);
  routes(certificateStudentRoutes, `${R}/certificates`);
  routes(judgingRoutes, `${A}/judging`);
  routes(consentRoutes, `${R}/privacy`);
  routes(exportRoutes, `${R}/privacy`);
  routes(erasureRoutes, `${R}/privacy`);
  routes(adminPrivacyRoutes, `${A}/privacy`);
  routes(clientErrorRoutes, CLIENT_ERRORS_PATH);
}
