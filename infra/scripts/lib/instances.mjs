/** More than this many instances of one service would only thrash a developer's machine. */
const MAX_INSTANCES = 16;

/** The variable that sets how many instances of a service `npm start` runs: pdf-render → PDF_RENDER_INSTANCES. */
export const instancesVariable = (service) => `${service.toUpperCase().replace(/-/g, '_')}_INSTANCES`;

/** How many instances of each service to run (1 unless `<SERVICE>_INSTANCES` says); names any bad value. */
export function instanceCounts(services, env) {
  const counts = {};
  for (const service of services) {
    const variable = instancesVariable(service);
    const value = env[variable] ?? '1';
    const count = Number(value);
    if (!Number.isInteger(count) || count < 1 || count > MAX_INSTANCES) {
      throw new Error(`${variable} must be a whole number from 1 to ${MAX_INSTANCES}, not '${value}'`);
    }
    counts[service] = count;
  }
  return counts;
}

/** Process names (and log file names): the service's own for one instance, numbered for several. */
export function instanceNames(service, count) {
  return count === 1 ? [service] : Array.from({ length: count }, (_, index) => `${service}-${index + 1}`);
}
