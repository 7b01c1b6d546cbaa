import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

import type { AppContext } from './context';
import type { YupTypeProvider } from './schema/yup-type-provider';

/** The instance a route plugin registers on: requests typed from the routeSchema parts. */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  YupTypeProvider
>;

/**
 * A feature's routes: a Fastify plugin registered by the route list (app/routes.ts) under its
 * prefix, with the context as its option. Each route's access is declared in its routeSchema.
 */
export type RoutePlugin = FastifyPluginAsync<
  { ctx: AppContext },
  RawServerDefault,
  YupTypeProvider
>;
