import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '@/domain/errors';
import { type AppMetrics, mayReadMetrics, UNMATCHED_ROUTE, watchProcess } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's metrics (modules/metrics), served at GET /api/metrics; `gauge` adds a value read at each scrape. */
    metrics: AppMetrics;
  }
}

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * GET /api/metrics in Prometheus's text format, and the counting of every request Fastify answers (the catalogue
 * edge's answers are counted where the edge runs, in app.ts). Register early, before the routes it counts.
 * Readable from this machine, or anywhere with `Authorization: Bearer <METRICS_TOKEN>`; otherwise 403.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics }: { metrics: AppMetrics }) => {
    app.decorate('metrics', metrics);

    app.addHook('onResponse', (request, reply, done) => {
      metrics.request(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    const stopWatching = watchProcess(metrics.registry);
    app.addHook('onClose', async () => stopWatching());

    metrics.gauge('everystore_tracking_streams_open', 'Order tracking streams (server-sent events) open now', () => app.openTrackingStreams());

    const { registry } = metrics;
    registry.read('everystore_admission_active', 'Requests doing database work now (admission slots taken)', () => app.admission.stats().active);
    registry.read('everystore_admission_queued', 'Requests waiting for an admission slot now', () => app.admission.stats().queued);
    registry.read('everystore_admission_admitted_total', 'Requests given an admission slot', () => app.admission.stats().admitted, 'counter');
    registry.read('everystore_admission_queued_total', 'Requests that found no free slot and waited for one', () => app.admission.stats().waited, 'counter');
    registry.read('everystore_admission_shed_total', 'Requests answered 503 by admission (queue full, or waited too long)', () => app.admission.stats().rejected, 'counter');

    // PostgreSQL's connection pool; the embedded database has none, and then the metric is absent.
    if (app.database.poolStats() !== null) {
      registry.read('everystore_db_pool_connections', 'Database pool connections now, by state (total, idle, waiting: requests waiting for one)', () => {
        const pool = app.database.poolStats();
        return pool === null ? [] : (['total', 'idle', 'waiting'] as const).map((state) => ({ labels: { state }, value: pool[state] }));
      });
    }

    // No session, no database work (admission does not gate it), never cached.
    app.get('/api/metrics', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const allowed = mayReadMetrics(
        {
          remoteAddress: request.socket.remoteAddress,
          forwarded: request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined,
          authorization: request.headers.authorization,
        },
        app.env.METRICS_TOKEN,
      );
      if (!allowed) throw forbidden('Metrics are readable from this machine, or with the metrics token');
      return reply.type(METRICS_CONTENT_TYPE).send(registry.render());
    });
  },
  { name: 'metrics', dependencies: ['admission'] },
);
