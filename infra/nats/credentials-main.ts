/**
 * `node main.js <dir>`: the production build of this file is the `nats-credentials` app, which
 * docker-compose.yml runs once before NATS starts, as the user node, to fill the nats-auth volume (see
 * writeIdentityCredentials). Seeds already in `<dir>` are kept, so a re-run leaves running apps valid.
 */
import { writeIdentityCredentials } from './identity-credentials';

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node main.js <dir>');
  process.exit(2);
}
const { configFile, identitiesDir } = writeIdentityCredentials(dir);
console.log(`nats-credentials: wrote ${configFile}; one seed per identity under ${identitiesDir}`);
