import pino from 'pino';
import { localFontLibrary } from '../../test/fixtures/local-fonts';
import { RenderService } from './render.service';
import { RenderWarmUp } from './warm-up';

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { lines, logger };
}

describe('RenderWarmUp', () => {
  it('renders one document at boot and says how long it took', async () => {
    const { lines, logger } = capturingLogger();
    const renderer = new RenderService(localFontLibrary());
    const render = jest.spyOn(renderer, 'render');

    await new RenderWarmUp(renderer, logger).onApplicationBootstrap();

    expect(render).toHaveBeenCalledTimes(1);
    const { pdf } = await render.mock.results[0].value;
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'renderer warmed up', ms: expect.any(Number) }),
    );
  });

  it('lets the service start when the warm-up fails, with a warning', async () => {
    const { lines, logger } = capturingLogger();
    const renderer = new RenderService(localFontLibrary());
    jest.spyOn(renderer, 'render').mockRejectedValue(new Error('font missing'));

    await expect(new RenderWarmUp(renderer, logger).onApplicationBootstrap()).resolves.toBeUndefined();
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: 'renderer warm-up failed' }));
  });
});
