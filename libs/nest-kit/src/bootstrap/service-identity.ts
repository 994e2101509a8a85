import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ServiceName } from '@paydraft/contracts';
// Imported rather than read from disk next to __dirname, so a production bundle (dist/apps/<app>)
// carries the version inside it. The workspace manifest is no project for the boundary rule to weigh.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { version } from '../../../../package.json';

export const SERVICE_IDENTITY = Symbol('SERVICE_IDENTITY');

export type ServiceIdentity = { service: ServiceName; version: string; instanceId: string };

/** The product's version, from the workspace's package.json. */
export function productVersion(): string {
  return version;
}

export function createServiceIdentity(service: ServiceName): ServiceIdentity {
  return { service, version: productVersion(), instanceId: `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}` };
}
