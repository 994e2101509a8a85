import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** Runs a command to completion with inherited output; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Lines of a failed command's output that its error carries: enough for the cause, not a wall. */
const FAILURE_TAIL_LINES = 30;

/**
 * Runs a command to completion with its output kept back: resolves with the output (stdout and stderr
 * interleaved), rejects with an error that ends with the output's last lines. Set-up steps use it so
 * a fresh machine sees one line per step, and the details only when a step fails.
 */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    // A missing tool (Go on a new machine) is an expected condition: say so, not "spawn go ENOENT".
    child.on('error', (error) =>
      reject(error.code === 'ENOENT' ? new Error(`${command} is not installed (not found on PATH)`) : error),
    );
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString('utf8');
      if (code === 0) return resolve(output);
      const tail = output.trimEnd().split('\n').slice(-FAILURE_TAIL_LINES).join('\n');
      reject(
        new Error(
          `${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})${tail ? `:\n${tail}` : ''}`,
        ),
      );
    });
  });
}

/**
 * One set-up step on one line: its label at once, then what `work` answers it did ('present', 'built
 * …') and, when it took a while, its time; so a slow step shows what is going on and a quick one takes
 * one short line. Whatever runs inside keeps its output back (runQuietly) so the line stays whole.
 */
export async function step(label, work) {
  process.stdout.write(`  ${label}: `);
  const started = Date.now();
  try {
    const done = await work();
    const seconds = (Date.now() - started) / 1000;
    console.log(seconds >= 0.1 ? `${done}, ${seconds.toFixed(1)} s` : done);
  } catch (error) {
    console.log('failed');
    throw error;
  }
}

/** Wall-clock seconds of an async step, printed once it ends. */
export async function timed(label, step) {
  const started = Date.now();
  const result = await step();
  console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}
