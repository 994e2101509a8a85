// Types of instances.mjs for the TypeScript that imports it (its tests, the scale-out test).
export function instancesVariable(service: string): string;

export function instanceCounts(
  services: readonly string[],
  env: Record<string, string | undefined>,
): Record<string, number>;

export function instanceNames(service: string, count: number): string[];
