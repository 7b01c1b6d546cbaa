import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';

import type { AppContext } from '../../core/context';
import { routeSchema } from '../../core/schema/route-schema';
import type { RouteSpec } from '../../core/schema/route-schema';
import { requireAdmin } from '../../core/auth/guard';

type Handler<G extends RouteGenericInterface> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  G
>;

/**
 * Registers the admin's announcement routes: each is guarded for admins, tagged and documented
 * as a bearer route the same way, so a route states only its method, path, parts and handler.
 */
export function adminAnnouncementRoute(app: FastifyInstance, ctx: AppContext) {
  const preValidation = requireAdmin(ctx);
  return <G extends RouteGenericInterface = RouteGenericInterface>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    spec: Omit<RouteSpec, 'tags' | 'access'>,
    handler: Handler<G>,
  ) => {
    app.route<G>({
      method,
      url,
      preValidation,
      schema: routeSchema({ tags: ['announcements'], access: 'admin', ...spec }),
      handler,
    });
  };
}
