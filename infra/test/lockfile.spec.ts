import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  completeLockfile,
  missingOptionalEntries,
  platformOf,
  type Lockfile,
} from '../scripts/lib/lockfile.mjs';

describe('package-lock.json: complete for every platform, so npm ci accepts it', () => {
  it('the committed lockfile has an entry for every optional dependency (else run infra/scripts/complete-lockfile.mjs)', () => {
    const lock = JSON.parse(
      readFileSync(join(__dirname, '..', '..', 'package-lock.json'), 'utf8'),
    ) as Lockfile;
    expect(missingOptionalEntries(lock)).toEqual([]);
  });

  it.each([
    ['@swc/core-darwin-arm64', { os: ['darwin'], cpu: ['arm64'] }],
    ['@bufbuild/buf-linux-armv7', { os: ['linux'], cpu: ['arm'] }],
    ['@bufbuild/buf-linux-aarch64', { os: ['linux'], cpu: ['arm64'] }],
    ['@swc/core-win32-ia32-msvc', { os: ['win32'], cpu: ['ia32'] }],
    ['@swc/core-linux-ppc64-gnu', { os: ['linux'], cpu: ['ppc64'], libc: ['glibc'] }],
    ['@unrs/resolver-binding-linux-arm-musleabihf', { os: ['linux'], cpu: ['arm'], libc: ['musl'] }],
    ['@unrs/resolver-binding-android-arm-eabi', { os: ['android'], cpu: ['arm'] }],
    ['@unrs/resolver-binding-openharmony-arm64', { os: ['openharmony'], cpu: ['arm64'] }],
  ])('reads the platform of %s from its name', (name, platform) => {
    expect(platformOf(name)).toEqual(platform);
  });

  it('reads no platform from a name that has none', () => {
    expect(platformOf('fsevents')).toBeUndefined();
    expect(platformOf('@scope/linux-tools')).toBeUndefined();
  });

  it('records missing platform packages beside what is there and leaves the rest alone', () => {
    const lock: Lockfile = {
      lockfileVersion: 3,
      packages: {
        '': { version: '1.0.0' },
        'node_modules/tool': {
          version: '2.0.0',
          dev: true,
          optionalDependencies: {
            'tool-linux-x64-gnu': '2.0.0',
            'tool-darwin-arm64': '2.0.0',
            fsevents: '~2.3.0',
          },
        },
        'node_modules/tool-linux-x64-gnu': {
          version: '2.0.0',
          dev: true,
          optional: true,
          os: ['linux'],
          cpu: ['x64'],
        },
        'node_modules/other': { version: '1.0.0', optionalDependencies: { 'tool-darwin-arm64': '1.0.0' } },
      },
    };
    const { lock: completed, added, unknown } = completeLockfile(lock);
    expect(added).toEqual(['tool-darwin-arm64@2.0.0', 'tool-darwin-arm64@1.0.0']);
    expect(unknown).toEqual(['fsevents@~2.3.0']);
    expect(completed.packages['node_modules/tool-darwin-arm64']).toEqual({
      version: '2.0.0',
      dev: true,
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
    // The top level holds 2.0.0 now, so the other parent's 1.0.0 goes under it, as npm would place it.
    expect(completed.packages['node_modules/other/node_modules/tool-darwin-arm64']).toEqual({
      version: '1.0.0',
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
    expect(completed.packages['node_modules/tool-linux-x64-gnu']).toBe(
      lock.packages['node_modules/tool-linux-x64-gnu'],
    );
    expect(Object.keys(completed.packages)).toEqual(
      [...Object.keys(completed.packages)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(missingOptionalEntries(completed).map((m) => m.name)).toEqual(['fsevents']);
  });
});
