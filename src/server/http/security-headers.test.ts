import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaderOptions, staticSecurityHeaders } from './security-headers';

/** The headers helmet itself sets on a real response with the same options. */
async function helmetOnRealResponse(hsts: boolean): Promise<Record<string, unknown>> {
  const apply = helmet(securityHeaderOptions(hsts));
  const server = createServer((req: IncomingMessage, res: ServerResponse) => apply(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers: Record<string, unknown> = {};
    res.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) headers[name] = value;
    });
    return headers;
  } finally {
    server.close();
  }
}

describe('staticSecurityHeaders', () => {
  it.each([false, true])('are exactly the headers helmet sets per request (hsts %s)', async (hsts) => {
    expect({ ...staticSecurityHeaders(hsts) }).toEqual(await helmetOnRealResponse(hsts));
  });

  it('carry the CSP, and HSTS only behind TLS', () => {
    const plain = staticSecurityHeaders(false);
    expect(plain['content-security-policy']).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(staticSecurityHeaders(true)['strict-transport-security']).toMatch(/max-age=15552000/);
  });
});
