import { join } from 'node:path';
import { testEnv } from '@paydraft/nest-kit/testing';
import {
  freePort,
  startProcess,
  stopProcess,
  waitForPort,
  type StartedProcess,
} from '../../scripts/lib/processes.mjs';
import {
  superviseProcess,
  type SupervisedProcess,
  type SupervisorEvent,
} from '../../scripts/lib/supervisor.mjs';

const LOG_DIR = join(__dirname, '../../../.data/test-logs/scale-out');

/** The gateway's OPS_TOKEN: /api/health counts instances only for it. */
const OPS_TOKEN = 'scale-out-test-ops-token-0123456789abcdef';

/** How the apps run under `npm start`: from their TypeScript sources. */
const fromSources = (main: string) => ({
  command: process.execPath,
  args: ['-r', '@swc-node/register', main],
});

export type PdfStack = {
  url: string;
  /** The pdf-render processes, supervised as `npm start` supervises them. */
  renderers: SupervisedProcess[];
  events: SupervisorEvent[];
  /** pdf-render instances that /api/health counts now. */
  pdfInstances(): Promise<number | undefined>;
  stop(): Promise<void>;
};

/**
 * A gateway and `instances` pdf-render processes on the test run's NATS: all an anonymous POST /api/pdf
 * needs. Real processes, so that one can be killed; `gatewayEnv` adds the gateway's variables.
 */
export async function startPdfStack(
  instances: number,
  gatewayEnv: Record<string, string>,
): Promise<PdfStack> {
  const port = await freePort();
  const events: SupervisorEvent[] = [];
  const renderers = Array.from({ length: instances }, (_, index) =>
    superviseProcess({
      name: `pdf-render-${index + 1}`,
      ...fromSources('services/pdf-render/src/main.ts'),
      env: testEnv({ LOG_LEVEL: 'warn' }),
      logDir: LOG_DIR,
      onEvent: (event) => events.push(event),
    }),
  );
  const gateway: StartedProcess = startProcess({
    name: 'gateway',
    ...fromSources('gateway/src/main.ts'),
    env: testEnv({ PORT: String(port), LOG_LEVEL: 'warn', OPS_TOKEN, ...gatewayEnv }),
    logDir: LOG_DIR,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(gateway);
    await Promise.all(renderers.map((renderer) => renderer.stop()));
  };
  const pdfInstances = async () => {
    const response = await fetch(`${url}/api/health`, { headers: { 'x-ops-token': OPS_TOKEN } });
    const body = (await response.json()) as { services: Array<{ name: string; instances: number }> };
    return body.services.find((service) => service.name === 'pdf-render')?.instances;
  };
  try {
    await waitForPort(port, { proc: gateway, timeoutMs: 90_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, renderers, events, pdfInstances, stop };
}
