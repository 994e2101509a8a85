// Types of containers.mjs for the TypeScript that imports it (its unit test).
export type TestInfra = {
  natsUrl: string;
  mongoUrl: string;
  natsCredentialsDir?: string;
  stop: () => Promise<void>;
};
type Env = Record<string, string | undefined>;

export const MONGO_IMAGE: string;
export const NATS_IMAGE: string;
export function dockerReachable(connect?: () => Promise<unknown>, timeoutMs?: number): Promise<boolean>;
export function natsContainerArgs(withConfig: boolean): string[];
export function mongoContainerUrl(host: string, port: number): string;
export function startTestContainers(options: { env: Env; natsConfigFile?: string }): Promise<TestInfra>;
export function startTestInfra(options: {
  env: Env;
  startLocal: () => Promise<TestInfra>;
  startContainers?: (options: { env: Env }) => Promise<TestInfra>;
  probe?: () => Promise<boolean>;
  log?: (line: string) => void;
}): Promise<TestInfra>;
