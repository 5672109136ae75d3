import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig as loadAny } from './config.js';

/** Outside demo mode every start needs PayPal credentials (attacks.release finding 5). */
const PAY = { PAYPAL_CLIENT_ID: 'test-id', PAYPAL_CLIENT_SECRET: 'test-secret' };
const loadConfig = (env: Record<string, string>) => loadAny({ ...PAY, ...env });

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.server).toEqual({
      host: '0.0.0.0',
      port: 3000,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.rateLimit).toEqual({ max: 300, refreshMax: 5, redisUrl: undefined });
    expect(config.scheduler.enabled).toBe(true);
    expect(config.sources.baseUrl).toBeUndefined();
    expect(config.database).toEqual({
      url: undefined,
      pgliteDir: undefined,
      poolSize: 10,
      queryTimeoutMs: undefined,
      importBundledHistory: true,
      historyDir: undefined,
    });
    expect(config.web.distDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.passcode).toEqual({ gate: 'auto', codes: [] });
  });

  it('converts numbers and switches from text', () => {
    const config = loadConfig({
      PORT: '8080',
      RATE_LIMIT_MAX: '1000',
      REFRESH_RATE_LIMIT_MAX: '2',
      SCHEDULER: 'off',
      PASSCODE_GATE: 'on',
      PICK3_PASSCODES: ' alpha, beta ,,',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/x',
      DATABASE_POOL_SIZE: '4',
      DATABASE_QUERY_TIMEOUT_MS: '30000',
      SOURCES_BASE_URL: 'http://127.0.0.1:8080/mirror',
    });
    expect(config.sources.baseUrl).toBe('http://127.0.0.1:8080/mirror');
    expect(config.server.port).toBe(8080);
    expect(config.rateLimit.max).toBe(1000);
    expect(config.rateLimit.refreshMax).toBe(2);
    expect(config.scheduler.enabled).toBe(false);
    expect(config.passcode).toEqual({ gate: 'on', codes: ['alpha', 'beta'] });
    expect(config.database.url).toBe('postgres://u@127.0.0.1:5432/x');
    expect(config.database.poolSize).toBe(4);
    expect(config.database.queryTimeoutMs).toBe(30_000);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1, 192.168.0.0/16', ['10.0.0.1', '192.168.0.0/16']],
  ])('reads TRUST_PROXY=%s', (text, expected) => {
    expect(loadConfig({ TRUST_PROXY: text }).server.trustProxy).toEqual(expected);
  });

  it('lists every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        SCHEDULER: 'maybe',
        RATE_LIMIT_MAX: '0',
        DATABASE_URL: 'mysql://x',
        DATABASE_POOL_SIZE: '0',
        DATABASE_QUERY_TIMEOUT_MS: '50',
        LOG_LEVEL: 'loud',
        COOKIE_SECRET: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.split('=')[0]).sort()).toEqual(
      [
        'COOKIE_SECRET',
        'DATABASE_POOL_SIZE',
        'DATABASE_QUERY_TIMEOUT_MS',
        'DATABASE_URL',
        'LOG_LEVEL',
        'PORT',
        'RATE_LIMIT_MAX',
        'SCHEDULER',
      ].sort(),
    );
    expect(problems.find((p) => p.startsWith('SCHEDULER'))).toContain('one of on, off');
    expect((error as Error).message).toContain('PORT="eighty"');
  });

  it('requires COOKIE_SECRET in production and draws a random one in development', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' })).toThrow(/COOKIE_SECRET/);
    const secret = 'x'.repeat(40);
    const production = loadConfig({
      NODE_ENV: 'production',
      COOKIE_SECRET: secret,
      DEMO_MODE: '1',
    });
    expect(production.cookie).toEqual({ secret, secretFromEnv: true });
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.cookie.secretFromEnv).toBe(false);
    expect(a.cookie.secret.length).toBeGreaterThanOrEqual(32);
    expect(a.cookie.secret).not.toBe(b.cookie.secret);
  });

  it('treats empty variables as unset and ignores unknown ones', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '  ', UNRELATED: 'x' });
    expect(config.database.url).toBeUndefined();
    expect(config.rateLimit.redisUrl).toBeUndefined();
  });

  it('returns a deeply frozen object', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.server)).toBe(true);
    expect(Object.isFrozen(config.passcode.codes)).toBe(true);
  });
});

describe('demo and production modes', () => {
  const secret = 'y'.repeat(40);
  const real = {
    COOKIE_SECRET: secret,
    PAYPAL_CLIENT_ID: 'live-id',
    PAYPAL_CLIENT_SECRET: 'live-secret',
    SMTP_URL: 'smtps://u:p@mail.example.com',
  };

  it('refuses a production start outside demo mode, naming each missing setting', () => {
    let error: unknown;
    try {
      loadAny({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.split(':')[0])).toEqual([
      'COOKIE_SECRET',
      'PAYPAL_CLIENT_ID',
      'PAYPAL_CLIENT_SECRET',
      'SMTP_URL',
    ]);
    for (const name of Object.keys(real)) {
      const partial: Record<string, string> = { NODE_ENV: 'production', ...real };
      delete partial[name];
      expect(() => loadAny(partial)).toThrow(
        new RegExp(`^Invalid configuration:\\n  - ${name}: required`),
      );
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DEMO_MODE: '0', ...real, SMTP_URL: '' }),
    ).toThrow(/SMTP_URL/);
  });

  it('starts production with every real setting, not in demo mode', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...real });
    expect(config.demo).toBe(false);
    expect(config.paypal).toMatchObject({ clientId: 'live-id', clientSecret: 'live-secret' });
    expect(config.mail.smtpUrl).toBe(real.SMTP_URL);
  });

  it('runs a declared demo with the local payment sandbox whatever PayPal settings are present', () => {
    for (const on of ['1', 'true', 'on']) expect(loadConfig({ DEMO_MODE: on }).demo).toBe(true);
    for (const off of ['0', 'false', 'off', ''])
      expect(loadConfig({ DEMO_MODE: off }).demo).toBe(false);
    const demo = loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1', ...real });
    expect(demo.demo).toBe(true);
    expect(demo.paypal.clientId).toBeUndefined();
    expect(demo.paypal.clientSecret).toBeUndefined();
    expect(() => loadConfig({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });
});
