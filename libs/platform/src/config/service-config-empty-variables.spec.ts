import { type ConfigValidationError, loadConfig } from './load-config';
import { serviceEnvSchema } from './service-config';

describe('serviceEnvSchema with an empty port variable', () => {
  it.each(['', ' '])('does not turn AUTH_PORT=%j into port 0 (a random free port)', (value) => {
    let port: number | undefined;
    let error: unknown;
    try {
      port = loadConfig(serviceEnvSchema('auth'), { AUTH_PORT: value }).port;
    } catch (caught) {
      error = caught;
    }
    // Either the default applies or the variable is named as invalid; a silent port 0 is neither.
    if (error === undefined) expect(port).toBe(4101);
    else expect((error as ConfigValidationError).problems.some((p) => p.startsWith('AUTH_PORT:'))).toBe(true);
  });
});
