import type { Browser, CDPSession } from 'playwright-core';

export type LoadProfile = {
  name: string;
  /** Network.emulateNetworkConditions: latency in ms, throughputs in bytes per second. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown: number;
};

export const UNTHROTTLED: LoadProfile = { name: 'unthrottled', cpuSlowdown: 1 };

/**
 * DevTools' and Lighthouse's mobile "Slow 4G": 150 ms round trips and 1.6 / 0.75 Mbps, which
 * request-level throttling applies as 562.5 ms and 90% of the bandwidth; a mid-range phone's CPU.
 */
export const SLOW_4G: LoadProfile = {
  name: 'slow 4G',
  network: { latency: 562.5, downloadThroughput: (1.6e6 * 0.9) / 8, uploadThroughput: (750e3 * 0.9) / 8 },
  cpuSlowdown: 4,
};

/** Bytes of one page load, as sent over the wire (headers and compressed bodies) and decoded. */
export type LoadFigures = {
  jsFiles: number;
  jsTransferred: number;
  jsDecoded: number;
  totalTransferred: number;
  lcpMs: number;
};

// The last largest-contentful-paint entry so far, read in the page (ms since navigation start).
const READ_LCP = `new Promise((resolve) => new PerformanceObserver((list) => {
  const entries = list.getEntries();
  resolve(entries[entries.length - 1].startTime);
}).observe({ type: 'largest-contentful-paint', buffered: true }))`;

/**
 * Loads the page at `url` as a first visit (a new context: empty cache) under `profile`, until its main
 * heading shows and the network is idle.
 */
export async function coldLoad(browser: Browser, url: string, profile: LoadProfile): Promise<LoadFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const bytes = await watchBytes(cdp);
    if (profile.network) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.goto(url, { timeout: 120_000 });
    // The page's own chunk loads only once the shell's have run: idle network alone can come between.
    // Every page's own chunk draws its level-1 heading; the shell has none.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const lcpMs = await page.evaluate<number>(READ_LCP);
    return { ...bytes(), lcpMs };
  } finally {
    await context.close();
  }
}

type Request = { isScript: boolean; decoded: number; transferred: number };

/** Counts every response's bytes from the DevTools protocol, which sees them after throttling. */
async function watchBytes(cdp: CDPSession): Promise<() => Omit<LoadFigures, 'lcpMs'>> {
  const requests = new Map<string, Request>();
  const request = (id: string) => {
    if (!requests.has(id)) requests.set(id, { isScript: false, decoded: 0, transferred: 0 });
    return requests.get(id)!;
  };
  cdp.on('Network.responseReceived', (event) => {
    request(event.requestId).isScript = event.response.mimeType.includes('javascript');
  });
  cdp.on('Network.dataReceived', (event) => {
    request(event.requestId).decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    request(event.requestId).transferred = event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return () => {
    const all = [...requests.values()];
    const scripts = all.filter((entry) => entry.isScript);
    const sum = (entries: Request[], key: 'decoded' | 'transferred') =>
      entries.reduce((total, entry) => total + entry[key], 0);
    return {
      jsFiles: scripts.length,
      jsTransferred: sum(scripts, 'transferred'),
      jsDecoded: sum(scripts, 'decoded'),
      totalTransferred: sum(all, 'transferred'),
    };
  };
}
