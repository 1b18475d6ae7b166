import fp from 'fastify-plugin';
import { errorBody } from '../plugins/errors.ts';
import { InFlight } from './in-flight.ts';
import { logRequests } from './logging.ts';
import { createMetrics, hasBearer, type Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** One log line per request, the requests in flight (`app.inFlight`), `app.metrics`, and with METRICS_TOKEN set /metrics behind that bearer token. */
export default fp<{ metricsToken: string | undefined }>(
  async (app, { metricsToken }) => {
    await logRequests(app);
    app.decorate('inFlight', new InFlight(app));
    const metrics = createMetrics(app);
    app.decorate('metrics', metrics);
    if (metricsToken) {
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        if (!hasBearer(request.headers.authorization, metricsToken))
          return reply.code(401).send(errorBody(401, 'Metrics need a bearer token.'));
        reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
        return metrics.registry.metrics();
      });
    }
  },
  { name: 'observability' },
);
