import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nkeys } from 'nats';
import { natsIdentityOptions, nkeySeedFile } from './nats-credentials';

describe('natsIdentityOptions', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nats-credentials-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('signs in with the identity’s seed and takes replies under its own inbox prefix', () => {
    writeFileSync(nkeySeedFile(dir, 'mailer'), `${new TextDecoder().decode(nkeys.createUser().getSeed())}\n`);

    const options = natsIdentityOptions('mailer', dir);

    expect(options.inboxPrefix).toBe('_INBOX.mailer');
    expect(options.authenticator).toEqual(expect.any(Function));
  });

  it('connects without credentials when no directory is configured', () => {
    expect(natsIdentityOptions('mailer', undefined)).toEqual({ inboxPrefix: '_INBOX.mailer' });
  });

  it('names the identity and the file when its seed is missing', () => {
    expect(() => natsIdentityOptions('billing', dir)).toThrow(
      `No NATS credentials for "billing": cannot read ${join(dir, 'billing.nk')} (NATS_CREDENTIALS_DIR)`,
    );
  });
});
