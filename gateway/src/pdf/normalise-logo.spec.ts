import sharp from 'sharp';
import {
  LOGO_MAX_HEIGHT_PX,
  LOGO_MAX_WIDTH_PX,
  LOGO_REJECTED_MESSAGE,
  normaliseLogo,
} from './normalise-logo';

type Channels = 3 | 4;

const image = (width: number, height: number, channels: Channels) =>
  sharp({
    create: {
      width,
      height,
      channels,
      background: { r: 200, g: 40, b: 90, alpha: channels === 4 ? 0.5 : 1 },
    },
  });

const rejection = (bytes: Buffer) =>
  normaliseLogo(bytes).then(
    () => {
      throw new Error('expected the logo to be rejected');
    },
    (error: Error) => error.message,
  );

describe('normaliseLogo', () => {
  it('fits a wide transparent PNG inside 472 × 236 and keeps it a PNG', async () => {
    const logo = await normaliseLogo(await image(2000, 500, 4).png().toBuffer());

    expect(logo).toMatchObject({ mimeType: 'image/png', widthPx: 472, heightPx: 118 });
    const written = await sharp(logo.data).metadata();
    expect(written).toMatchObject({ format: 'png', width: 472, height: 118, hasAlpha: true });
  });

  it('keeps a JPEG a JPEG, fitted to the box height', async () => {
    const logo = await normaliseLogo(await image(1000, 1000, 3).jpeg().toBuffer());

    expect(logo).toMatchObject({
      mimeType: 'image/jpeg',
      widthPx: LOGO_MAX_HEIGHT_PX,
      heightPx: LOGO_MAX_HEIGHT_PX,
    });
    expect((await sharp(logo.data).metadata()).format).toBe('jpeg');
  });

  it('does not enlarge a small logo', async () => {
    const logo = await normaliseLogo(await image(120, 40, 4).png().toBuffer());

    expect(logo).toMatchObject({ widthPx: 120, heightPx: 40 });
    expect(logo.widthPx).toBeLessThanOrEqual(LOGO_MAX_WIDTH_PX);
  });

  it('turns a photo saved as PNG without transparency into a smaller JPEG', async () => {
    const logo = await normaliseLogo(await image(800, 400, 3).png().toBuffer());

    expect(logo).toMatchObject({ mimeType: 'image/jpeg', widthPx: 472, heightPx: 236 });
  });

  it('applies the camera orientation before fitting', async () => {
    // 300 × 600 pixels stored sideways (EXIF orientation 6): shown as 600 × 300.
    const sideways = await image(300, 600, 3).jpeg().withMetadata({ orientation: 6 }).toBuffer();

    expect(await normaliseLogo(sideways)).toMatchObject({ widthPx: 472, heightPx: 236 });
  });

  it('rejects a GIF', async () => {
    expect(await rejection(await image(100, 50, 4).gif().toBuffer())).toBe(LOGO_REJECTED_MESSAGE);
  });

  it('rejects a text file, whatever its name says', async () => {
    expect(await rejection(Buffer.from('not a logo.png, honest'))).toBe(LOGO_REJECTED_MESSAGE);
  });

  it('rejects an empty file as not an image', async () => {
    expect(await rejection(Buffer.alloc(0))).toBe(LOGO_REJECTED_MESSAGE);
  });

  it('rejects a PNG cut short', async () => {
    const png = await image(600, 600, 4).png().toBuffer();

    expect(await rejection(png.subarray(0, 200))).toBe(LOGO_REJECTED_MESSAGE);
  });
});
