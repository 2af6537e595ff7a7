import type { z } from 'zod';

export class ConfigValidationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigValidationError';
  }
}

/**
 * Parses the environment once at boot against the process's schema. Every bad variable is named
 * in one error, with what was expected, so an operator fixes them all in one go.
 */
export function loadConfig<TSchema extends z.ZodType>(
  schema: TSchema,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<TSchema> {
  // `NAME=` (as in .env.example) means "not set": the default applies.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.length > 0 ? issue.path.join('.') : '(environment)';
    const received = issue.path.length === 1 ? env[String(issue.path[0])] : undefined;
    const shown = received === undefined ? 'not set' : `got ${JSON.stringify(redact(variable, received))}`;
    return `${variable}: ${issue.message} (${shown})`;
  });
  throw new ConfigValidationError(problems);
}

const SECRET_NAME = /(PASSWORD|SECRET|KEY|TOKEN|_URL)$/;

/** Values of secret-looking variables are never echoed back in full. */
function redact(variable: string, value: string): string {
  if (!SECRET_NAME.test(variable)) return value;
  return value.length <= 4 ? '****' : `${value.slice(0, 4)}****`;
}
