// The configuration of tests, built the way production builds it (loadConfig): quiet, no
// scheduler, no web build, PayPal unreachable, generous limits unless overridden. Tests never touch
// process.env.
import { loadConfig, type Config } from '../config.js';

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
