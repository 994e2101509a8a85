import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** Runs a command to completion with inherited output; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Wall-clock seconds of an async step, printed once it ends. */
export async function timed(label, step) {
  const started = Date.now();
  const result = await step();
  console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}
