import type { RenderDocumentRequest } from '@paydraft/contracts';
import { ciiXml, EINVOICE_CORPUS } from '@paydraft/einvoice';
import { buildRenderModel } from '../../services/pdf-render/src/render/build-render-model';
import { drawDocument } from '../../services/pdf-render/src/render/draw-document';
import { Tags } from '../../services/pdf-render/src/render/structure/tags';
import type { FontLibrary } from '../../services/pdf-render/src/render/text/font-library';
import { timePair, type Timing } from './stats';

export type PairedRows = { a: Timing; b: Timing; difference: number; kb: [number, number] };

/**
 * Every PDF is tagged; to see what tagging costs, the untagged run draws the same page with the
 * structure calls passed through (no elements, no marked content), as before tagging.
 */
function drawUntagged(model: ReturnType<typeof buildRenderModel>, fonts: FontLibrary) {
  const { within, content, artifact } = Tags.prototype;
  Tags.prototype.within = (_type, draw) => draw();
  Tags.prototype.content = (draw) => draw();
  Tags.prototype.artifact = (draw) => draw();
  try {
    // Drawing is synchronous; the promise only waits for the bytes to stream out.
    return drawDocument(model, fonts);
  } finally {
    Object.assign(Tags.prototype, { within, content, artifact });
  }
}

const kbOf = async (draw: () => Promise<{ pdf: Buffer }>) => (await draw()).pdf.length / 1024;

/** Untagged vs tagged plain PDF, then plain vs Factur-X (PDF/A-3a + XML), each pair run alternately. */
export async function archiveSection(request: RenderDocumentRequest, fonts: FontLibrary) {
  const model = buildRenderModel(request);
  // The XML given, as pdf-render passes it to drawDocument; bench:einvoice times writing it.
  const xml = ciiXml(EINVOICE_CORPUS.find((entry) => entry.name === 'two rates')!.document);
  const untagged = () => drawUntagged(model, fonts);
  const plain = () => drawDocument(model, fonts);
  const facturX = () => drawDocument(model, fonts, { facturX: { xml } });
  const tagging: PairedRows = {
    ...(await timePair(200, 50, untagged, plain)),
    kb: [await kbOf(untagged), await kbOf(plain)],
  };
  const archive: PairedRows = {
    ...(await timePair(200, 50, plain, facturX)),
    kb: [await kbOf(plain), await kbOf(facturX)],
  };
  return { tagging, archive, xmlKb: Buffer.byteLength(xml) / 1024 };
}
