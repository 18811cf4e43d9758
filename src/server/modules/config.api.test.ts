import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema, operatorDetailsSchema } from '@/contracts/config';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { OPERATOR_DEFAULTS } from '../operator-env';
import { parseBody } from '../test/parse-body';
import { createTestApp, type TestApp } from '../test/test-app';

/** GET /api/config and the operator's details the policy pages name (OPERATOR_* variables). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const CONFIGURED = {
  OPERATOR_NAME: 'Grocer Holdings Ltd',
  OPERATOR_ADDRESS: '10 Market Street, Leeds, LS1 6DT',
  OPERATOR_COMPANY_NUMBER: 'sc123456',
  OPERATOR_EMAIL: 'help@grocer.example',
  OPERATOR_DPO_EMAIL: 'dpo@grocer.example',
  OPERATOR_PHONE: '0113 496 0123',
};

/** An app on the test database with these variables, its log lines collected. */
async function appWith(vars: Record<string, string>) {
  const lines: { level: number; msg: string; variables?: string[] }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({ database: t.database, env: loadEnv({ LOG_LEVEL: 'info', ...vars }), webRoot: null, logger: { level: 'info', stream } });
  await app.ready();
  return { app, lines };
}

describe('GET /api/config/operator', () => {
  it('answers the development defaults, which say they are for development', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/operator' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const operator = parseBody(operatorDetailsSchema, res);
    expect(operator).toEqual({
      name: OPERATOR_DEFAULTS.OPERATOR_NAME,
      address: OPERATOR_DEFAULTS.OPERATOR_ADDRESS,
      companyNumber: OPERATOR_DEFAULTS.OPERATOR_COMPANY_NUMBER,
      email: OPERATOR_DEFAULTS.OPERATOR_EMAIL,
      dataProtectionEmail: OPERATOR_DEFAULTS.OPERATOR_DPO_EMAIL,
      phone: OPERATOR_DEFAULTS.OPERATOR_PHONE,
    });
    expect(operator.name).toMatch(/development/);
    expect(operator.address).toMatch(/development/);
    expect(operator.email).toMatch(/\.local$/);
    parseBody(appConfigSchema, await t.app.inject({ method: 'GET', url: '/api/config' }));
  });

  it('answers the configured details, and production logs no warning when every one is set', async () => {
    const { app, lines } = await appWith({ NODE_ENV: 'production', ...CONFIGURED });
    try {
      const operator = parseBody(operatorDetailsSchema, await app.inject({ method: 'GET', url: '/api/config/operator' }));
      expect(operator).toEqual({
        name: 'Grocer Holdings Ltd',
        address: '10 Market Street, Leeds, LS1 6DT',
        companyNumber: 'SC123456',
        email: 'help@grocer.example',
        dataProtectionEmail: 'dpo@grocer.example',
        phone: '0113 496 0123',
      });
      expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('starts in production on the defaults, logging a warning naming each variable still at its default', async () => {
    const { app, lines } = await appWith({ NODE_ENV: 'production', OPERATOR_NAME: 'Grocer Holdings Ltd' });
    try {
      const warning = lines.find((l) => l.level === 40 && l.msg.includes('development operator details'));
      expect(warning?.variables).toEqual(['OPERATOR_ADDRESS', 'OPERATOR_COMPANY_NUMBER', 'OPERATOR_EMAIL', 'OPERATOR_DPO_EMAIL', 'OPERATOR_PHONE']);
    } finally {
      await app.close();
    }
    const dev = await appWith({ NODE_ENV: 'development' });
    await dev.app.close();
    expect(dev.lines.filter((l) => l.level >= 40)).toEqual([]);
  });
});

describe('operator configuration at start-up', () => {
  it('refuses each bad variable with a message naming it', () => {
    expect(() => loadEnv({ OPERATOR_EMAIL: 'not-an-email' })).toThrow(/OPERATOR_EMAIL: OPERATOR_EMAIL must be an e-mail address/);
    expect(() => loadEnv({ OPERATOR_DPO_EMAIL: 'dpo@' })).toThrow(/OPERATOR_DPO_EMAIL must be an e-mail address/);
    expect(() => loadEnv({ OPERATOR_COMPANY_NUMBER: '123' })).toThrow(/OPERATOR_COMPANY_NUMBER must be eight digits/);
    expect(() => loadEnv({ OPERATOR_NAME: '   ' })).toThrow(/OPERATOR_NAME must not be empty/);
    expect(() => loadEnv({ OPERATOR_ADDRESS: 'x'.repeat(301) })).toThrow(/OPERATOR_ADDRESS must be at most 300 characters/);
    expect(() => loadEnv({ OPERATOR_PHONE: '+1 212 555 0100' })).toThrow(/OPERATOR_PHONE must be a UK phone number/);
    expect(loadEnv({ OPERATOR_COMPANY_NUMBER: '01234567' }).operator.companyNumber).toBe('01234567');
    expect(loadEnv({ OPERATOR_PHONE: ' (0113) 496-0123 ' }).operator.phone).toBe('(0113) 496-0123');
  });

  it('the real process exits at once with a message naming OPERATOR_EMAIL when it is not an e-mail address', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_DIR: 'memory://', OPERATOR_EMAIL: 'support at everystore' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (d) => (output += String(d)));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid environment configuration');
    expect(output).toContain('OPERATOR_EMAIL: OPERATOR_EMAIL must be an e-mail address');
  }, 30_000);
});
