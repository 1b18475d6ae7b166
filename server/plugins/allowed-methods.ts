import FindMyWay from 'find-my-way';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers at this path, in the usual order; empty when no route has it. */
    allowedMethods(path: string): string[];
  }
  interface FastifyContextConfig {
    /**
     * For a catch-all route: the paths it really serves. Only they are said to allow its methods;
     * any other path stays a 404 whatever the method.
     */
    servesOnly?: (path: string) => boolean;
  }
}

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const byOrder = (a: string, b: string) => ORDER.indexOf(a) - ORDER.indexOf(b);

/**
 * Keeps a second copy of the routing table (Fastify's own router, find-my-way) so that a request
 * no route answers can be told apart: a known path with the wrong method is a 405 with `Allow`
 * (error-handler.ts), an unknown path a 404. Register it before any route.
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
