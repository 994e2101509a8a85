// `node infra/build/main.mjs <app>`: the command behind each app's Nx `build` target.
import { relative } from 'node:path';
import { ROOT } from '../scripts/lib/paths.mjs';
import { buildApp } from './build-app.mjs';

const app = process.argv[2];
if (app) {
  buildApp(app).then(
    ({ outDir, packages }) =>
      console.log(
        `${app}: ${relative(ROOT, outDir)}/main.js, ${packages.length} npm packages (${packages.join(', ')})`,
      ),
    (error) => {
      console.error(`${app}: ${error.message}`);
      process.exit(1);
    },
  );
}
