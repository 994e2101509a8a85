/** Where a payment code's structure element goes: the caller's element, else the document's root. */
export type StructParent = PDFKit.PDFStructureElement | undefined;

type WithOptions = { options: { tagged?: boolean } };

/**
 * Draws `draw` as the content of one structure element (a Figure with its alt text, a caption's P) in
 * a tagged document, and plainly in an untagged one. The element is attached before its content is
 * marked, so the content lands on the page being drawn, in drawing order.
 */
export function drawTagged(
  doc: PDFKit.PDFDocument,
  element: { type: string; alt?: string },
  parent: StructParent,
  draw: () => void,
): void {
  if ((doc as unknown as WithOptions).options.tagged !== true) {
    draw();
    return;
  }
  const struct = doc.struct(element.type, element.alt ? { alt: element.alt } : {});
  if (parent) parent.add(struct);
  else doc.addStructure(struct);
  const content = doc.markStructureContent(element.type);
  draw();
  doc.endMarkedContent();
  struct.add(content);
  struct.end();
}
