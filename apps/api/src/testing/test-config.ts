// The configuration of tests, built the way production builds it (loadConfig): quiet, no
// scheduler, no web build, PayPal unreachable, generous limits unless overridden. Tests never touch
// process.env.
import { loadConfig, type Config } from '../config.js';
import type { FakeSms } from './fake-sms.server.js';
import type { FakeSmtp } from './fake-smtp.server.js';

export const TEST_COOKIE_SECRET = 'test-cookie-secret-that-is-long-enough-0123456789';

/** A test configuration: quiet, no scheduler, no web build, PayPal unreachable, generous limits unless overridden. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCHEDULER: 'off',
    HOST: '127.0.0.1',
    PORT: '0',
    COOKIE_SECRET: TEST_COOKIE_SECRET,
    WEB_DIST_DIR: '/nonexistent/pick3-web-dist',
    RATE_LIMIT_MAX: '10000',
    REFRESH_RATE_LIMIT_MAX: '1000',
    // Outside demo mode the app needs PayPal credentials; these reach a closed local port (tests
    // that pay set DEMO_MODE=1 for the local sandbox, or a fake PayPal's URL).
    PAYPAL_CLIENT_ID: 'test-paypal-client',
    PAYPAL_CLIENT_SECRET: 'test-paypal-secret',
    PAYPAL_BASE_URL: 'http://127.0.0.1:9',
    ...env,
  });
}

/** The settings that send mail and texts to the local fakes: SMTP, and the SMS gateway from `from`. */
export function messagingEnv(
  smtp: FakeSmtp,
  sms: FakeSms,
  from = '+15550000001',
): Record<string, string> {
  return {
    SMTP_URL: smtp.smtpUrl,
    SMS_ACCOUNT_SID: sms.accountSid,
    SMS_AUTH_TOKEN: sms.authToken,
    SMS_FROM: from,
    SMS_BASE_URL: sms.url,
  };
}
