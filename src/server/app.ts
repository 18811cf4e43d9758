import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Database } from './db/client';
import { COMPRESSION } from './http/compression';
import { countRunningHandlers } from './http/shutdown';
import type { Env } from './env';
import { MicroCache } from './http/cache';
import { errorHandler } from './http/error-handler';
import { jsonBodyParser } from './http/json-body';
import { admission, defaultAdmission, type AdmissionOptions } from './http/admission';
import { catalogueEdge } from './http/catalogue-edge';
import { CatalogueFreshness, catalogueVersionReader } from './http/catalogue-freshness';
import { searchCache, type SearchCache } from './modules/lists/parse';
import { securityHeaders, staticSecurityHeaders } from './http/security-headers';
import { serveWebApp, webRootFrom } from './http/web-app';
import { cartRoutes } from './modules/cart/routes';
import { listRoutes } from './modules/lists/routes';
import { configRoutes } from './modules/config-routes';
import { healthRoutes } from './modules/health/routes';
import { imageRoutes } from './modules/images/routes';
import { priceAlertsTimer, priceRoutes } from './modules/prices/routes';
import { productRoutes } from './modules/products/routes';
import { sessionPlugin } from './modules/session/plugin';
import { authRoutes } from './modules/auth/routes';
import { passwordResetRoutes } from './modules/auth/password-reset-routes';
import { verificationRoutes } from './modules/auth/verification-routes';
import { mailPlugin } from './modules/mail/plugin';
import { orderRoutes } from './modules/orders/routes';
import { favouriteRoutes } from './modules/favourites/routes';
import { paymentMethodRoutes } from './modules/payment-methods/routes';
import { deliverySlotRoutes } from './modules/delivery-slots/routes';
import { testPaymentProvider } from './modules/payments/provider';
import { devOutboxRoutes } from './modules/mail/routes';
import { storeRoutes } from './modules/stores/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { reviewModerationRoutes } from './modules/reviews/moderation-routes';
import { notificationRoutes } from './modules/notifications/routes';
import { accountDataRoutes } from './modules/account-data/routes';
import { fulfilmentRoutes } from './modules/fulfilment/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { testProcessorRoutes } from './modules/test-processor/routes';
import { metricsPlugin } from './modules/metrics/routes';
import { createAppMetrics, EDGE_ROUTE, UNMATCHED_ROUTE } from './modules/metrics/service';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    env: Env;
    catalogueCache: MicroCache;
    /** Server-rendered pages, kept apart so a crawl through many pages never pushes out the catalogue's answers. */
    pageCache: MicroCache;
    /** Set by the process on SIGTERM: in-flight responses then close their keep-alive connections. */
    shuttingDown: boolean;
    /** Every route the app serves (method and path pattern), for the tests that walk all of them. */
    routeTable: { method: string; url: string }[];
    /** Asked before answering from any cache of catalogue data (http/catalogue-freshness.ts). */
    catalogueFreshness: CatalogueFreshness;
    /** The pasted-list reader's per-line search answers (lists/parse.ts), emptied with the catalogue's caches. */
    listSearches: SearchCache;
  }
}

export interface AppOptions {
  database: Database;
  env: Env;
  /** Folder of the built web app (default: the env's WEB_ROOT, else dist/web); null in API-only tests. */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** The bound on database work this instance accepts (http/admission.ts); defaults by database kind. */
  admission?: AdmissionOptions;
}

export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * The access log: one line per request, written when it is answered, with what was asked, the status and the
 * time taken. Fastify's own writes two (one on arrival): under load the log was a twentieth of the server's work.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const catalogueCache = new MicroCache(60_000, 20_000);
  const pageCache = new MicroCache(60_000, 5_000, 48 * 1024 * 1024);
  const listSearches = searchCache();
  // New prices reach every instance's caches within CATALOGUE_CHECK_MS (http/catalogue-freshness.ts).
  const freshness = new CatalogueFreshness(
    catalogueVersionReader(database.pipelined),
    () => {
      catalogueCache.clear();
      pageCache.clear();
      listSearches.clear();
    },
    env.CATALOGUE_CHECK_MS,
  );
  catalogueCache.guardWith(freshness);
  pageCache.guardWith(freshness);
  const security = staticSecurityHeaders(env.TRUST_PROXY > 0);
  // In front of Fastify: cached catalogue answers go straight out (see http/catalogue-edge.ts).
  const edge = catalogueEdge([catalogueCache, pageCache], security, () => app.shuttingDown);
  // Counted here for the edge's answers, which Fastify never sees, and by the metrics plugin for the rest.
  const metrics = createAppMetrics();
  const app = Fastify({
    logger: options.logger ?? {
      level: env.LOG_LEVEL,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
    },
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count: the client is the address that many hops from the right of X-Forwarded-For.
    trustProxy: env.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < env.TRUST_PROXY : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors Fastify answers before routing (a path that is not valid percent-encoding) run no hooks:
    // they get the security headers and the API's error shape here, and are counted as unmatched.
    frameworkErrors: (error, request, frameworkReply) => {
      metrics.request(request.method, UNMATCHED_ROUTE, 400, 0);
      const reply = frameworkReply as unknown as FastifyReply;
      void reply
        .headers(security)
        .code(400)
        .send({ message: error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad request' });
    },
    serverFactory: (handler, opts) => {
      const server = createServer((req, res) => {
        const started = performance.now();
        if (edge(req, res)) metrics.request(req.method ?? 'GET', EDGE_ROUTE, res.statusCode, (performance.now() - started) / 1000);
        else handler(req, res);
      });
      // What Fastify sets on the server it would have made itself.
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = opts as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number };
      if (keepAliveTimeout) server.keepAliveTimeout = keepAliveTimeout;
      if (requestTimeout) server.requestTimeout = requestTimeout;
      if (connectionTimeout) server.setTimeout(connectionTimeout);
      return server;
    },
  });

  app.decorate('database', database);
  app.decorate('env', env);
  app.decorate('catalogueCache', catalogueCache);
  app.decorate('pageCache', pageCache);
  app.decorate('catalogueFreshness', freshness);
  app.decorate('listSearches', listSearches);
  app.decorate('shuttingDown', false);
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  // A shutdown closes the database only once the handlers under way have finished (http/shutdown.ts).
  countRunningHandlers(app);
  // The one payment provider (test mode); its ledger's statements stand alone, on the pipelined connections.
  app.decorate('payments', testPaymentProvider(database.pipelined));
  // How much one account may order (orders/account-limits.ts); tests change them on the app, as the slots' settings.
  app.decorate('orderLimits', { perHour: env.ORDERS_PER_HOUR, openPerDay: env.OPEN_ORDERS_PER_DAY });
  // Told of each new order (never of a replayed answer): the metrics count them.
  app.decorate('orderPlaced', () => metrics.ordersPlaced.inc());
  app.addHook('onSend', async (_request, reply) => {
    if (app.shuttingDown) reply.header('connection', 'close');
  });

  await app.register(securityHeaders, { headers: security });
  await app.register(compress, COMPRESSION);
  await app.register(cookie);
  // After the security headers (a 503 carries them), before any route's database work.
  await app.register(admission, options.admission ?? defaultAdmission(database.kind));

  app.setErrorHandler(errorHandler(BODY_LIMIT_BYTES));
  jsonBodyParser(app);
  // After the error handler (its route's 403 is the API's error shape), before the routes, so its onResponse
  // hook counts every one of them (and the 404s).
  await app.register(metricsPlugin, { metrics });

  await app.register(sessionPlugin);
  await app.register(mailPlugin);
  await app.register(authRoutes);
  await app.register(verificationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(devOutboxRoutes);
  await app.register(storeRoutes);
  await app.register(cartRoutes);
  await app.register(listRoutes);
  await app.register(deliverySlotRoutes);
  await app.register(testProcessorRoutes);
  await app.register(orderRoutes);
  await app.register(notificationRoutes);
  await app.register(accountDataRoutes);
  await app.register(favouriteRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(trackingRoutes);
  await app.register(fulfilmentRoutes);
  await app.register(productRoutes);
  await app.register(priceRoutes);
  await app.register(priceAlertsTimer);
  await app.register(reviewRoutes);
  await app.register(reviewModerationRoutes);
  await app.register(imageRoutes);
  await app.register(configRoutes);
  await app.register(healthRoutes);

  await serveWebApp(app, options.webRoot === undefined ? webRootFrom(env.WEB_ROOT) : options.webRoot);

  return app;
}
