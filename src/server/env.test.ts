import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('environment', () => {
  it('has working defaults: port 3000, embedded database in ./data', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development', debugEnabled: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('turns the debug tools off in production unless asked', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).debugEnabled).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', ENABLE_DEBUG: 'true' }).debugEnabled).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', ENABLE_DEBUG: 'false' }).debugEnabled).toBe(false);
  });

  it('accepts a PostgreSQL URL and treats an empty one as unset', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://u:p@db:5432/x' }).DATABASE_URL).toBe('postgres://u:p@db:5432/x');
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('fails fast with a message naming each bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});

describe('TRUST_PROXY', () => {
  it('is a number of proxy hops; true means one and false none', () => {
    const hops = (TRUST_PROXY?: string) => loadEnv({ NODE_ENV: 'test', ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) }).TRUST_PROXY;
    expect(hops()).toBe(0);
    expect(hops('false')).toBe(0);
    expect(hops('true')).toBe(1);
    expect(hops('2')).toBe(2);
    expect(() => hops('yes')).toThrow(/TRUST_PROXY/);
    expect(() => hops('-1')).toThrow(/TRUST_PROXY/);
  });
});

describe('METRICS_TOKEN', () => {
  it('is optional (empty means unset) and, when set, long and without spaces', () => {
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: 'a-long-enough-token-value' }).METRICS_TOKEN).toBe('a-long-enough-token-value');
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
    expect(() => loadEnv({ METRICS_TOKEN: 'a long enough token value' })).toThrow(/METRICS_TOKEN must not contain spaces/);
  });
});
