import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ServiceName } from '@paydraft/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SERVICE_IDENTITY = Symbol('SERVICE_IDENTITY');

export type ServiceIdentity = { service: ServiceName; version: string; instanceId: string };

/** The product's version, from the workspace's package.json. */
export function productVersion(): string {
  const manifest = JSON.parse(readFileSync(join(__dirname, '../../../../package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

export function createServiceIdentity(service: ServiceName): ServiceIdentity {
  return { service, version: productVersion(), instanceId: `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}` };
}
