import { z } from 'zod';

/** Thrown at start-up when the environment does not satisfy an app's config schema. */
export class ConfigError extends Error {
  constructor(appName: string, problems: string[]) {
    super(`Invalid configuration for ${appName}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment with a schema, naming every bad or missing variable at once. */
export function loadConfig<Schema extends z.ZodType>(
  appName: string,
  schema: Schema,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ConfigError(appName, problems);
}
