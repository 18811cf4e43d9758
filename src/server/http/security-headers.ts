import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The app's CSP: everything from our own origin; inline style attributes for Radix/Tailwind positioning.
 * HSTS only when served over TLS (behind a proxy): on plain http://localhost it would be wrong.
 */
export const securityHeaderOptions = (hsts: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: hsts ? { maxAge: 15_552_000, includeSubDomains: true } : false,
});

/**
 * Helmet's headers on every response. @fastify/helmet builds the helmet middleware (and re-parses the CSP)
 * on each request, which halved throughput in the benchmark; the policy never changes, so it is built once.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: { hsts: boolean }) => {
  const apply = helmet(securityHeaderOptions(options.hsts));
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
