import { npmSummary } from '../scripts/lib/build.mjs';
import { runQuietly, step } from '../scripts/lib/run.mjs';

describe('set-up output: one line per step, details only on failure', () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    jest.spyOn(console, 'log').mockImplementation((line: string) => written.push(`${line}\n`));
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps a command’s output back and hands it to the caller', async () => {
    const output = await runQuietly(process.execPath, ['-e', 'console.log("out"); console.error("err")']);
    expect(output).toContain('out');
    expect(output).toContain('err');
    expect(written).toEqual([]);
  });

  it('a failed command’s error carries its exit code and the last lines of its output, not all of it', async () => {
    const script = 'for (let i = 1; i <= 100; i++) console.error("line " + i); process.exit(3)';
    const failure = runQuietly(process.execPath, ['-e', script]);
    await expect(failure).rejects.toThrow(/failed \(exit 3\):\nline 71\n[\s\S]*line 100$/);
    await expect(failure).rejects.not.toThrow(/line 70\n/);
  });

  it('a tool that is not installed is named as such', async () => {
    await expect(runQuietly('paydraft-no-such-tool', ['build'])).rejects.toThrow(
      'paydraft-no-such-tool is not installed (not found on PATH)',
    );
  });

  it('a step is one line: its label, then what it did; the time only when it took a while', async () => {
    await step('fonts for PDFs', async () => 'present');
    await step(
      'frontend',
      () => new Promise((resolve) => setTimeout(() => resolve('built into dist/frontend'), 150)),
    );
    expect(written.join('')).toMatch(
      /^ {2}fonts for PDFs: present\n {2}frontend: built into dist\/frontend, 0\.\d s\n$/,
    );
  });

  it('a failing step ends its line with "failed" and passes the error on', async () => {
    await expect(
      step('contracts', async () => Promise.reject(new Error('buf generate failed'))),
    ).rejects.toThrow('buf generate failed');
    expect(written.join('')).toBe('  contracts: failed\n');
  });

  it("npm's closing line is the summary, whatever warnings came before it", () => {
    const output = 'npm warn EBADENGINE Unsupported engine {\n\nadded 1218 packages in 49s\n';
    expect(npmSummary(output)).toBe('added 1218 packages');
    expect(npmSummary('\nup to date in 2s\n')).toBe('up to date');
    expect(npmSummary('added 3 packages, removed 1 package in 1m\n')).toBe(
      'added 3 packages, removed 1 package',
    );
    expect(npmSummary('')).toBe('installed');
  });
});
