import FindMyWay from 'find-my-way';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods routes answer at this path, in the usual order; empty for none. */
    allowedMethods(path: string): string[];
  }
  interface FastifyContextConfig {
    /** A catch-all route's real paths: only they allow its methods; others stay 404. */
    servesOnly?: (path: string) => boolean;
  }
}

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const byOrder = (a: string, b: string) => ORDER.indexOf(a) - ORDER.indexOf(b);

/**
 * A copy of the routing table (find-my-way), so an unanswered request can be a 405 with `Allow` for
 * a known path or a 404 for an unknown one (error-handler.ts). Register before any route.
 */
export default fp(
  async (app) => {
    const router = FindMyWay({ ignoreTrailingSlash: true });
    const catchAlls: { methods: string[]; serves: (path: string) => boolean }[] = [];
    const noop = () => undefined;

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const serves = route.config?.servesOnly;
      if (serves) catchAlls.push({ methods, serves });
      else router.on(methods as FindMyWay.HTTPMethod[], route.url, noop);
    });

    app.decorate('allowedMethods', (path: string) => {
      const allowed = new Set<string>();
      for (const method of ORDER) if (router.find(method as FindMyWay.HTTPMethod, path)) allowed.add(method);
      for (const { methods, serves } of catchAlls) if (serves(path)) for (const method of methods) allowed.add(method);
      return [...allowed].sort(byOrder);
    });
  },
  { name: 'allowed-methods' },
);
