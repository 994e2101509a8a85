/** The structure types Paydraft's pages use (ISO 32000-1, 14.8.4). */
export type StructureType =
  | 'Document'
  | 'Sect'
  | 'H1'
  | 'H2'
  | 'H3'
  | 'P'
  | 'L'
  | 'LI'
  | 'Lbl'
  | 'LBody'
  | 'Table'
  | 'TR'
  | 'TH'
  | 'TD'
  | 'Figure'
  | 'Link';

/** What pdfkit's `struct()` takes at run time; its typings lack `scope`. */
export type ElementOptions = { alt?: string; scope?: 'Column' | 'Row' };

/** What is drawn but is no part of the document's content: a page number, a rule, a background. */
export type ArtifactType = 'Pagination' | 'Layout';

type Open = { element: PDFKit.PDFStructureElement; type: StructureType };

/**
 * The document's logical structure (PDF/UA-1), built while the layout draws. Layout code opens
 * elements in reading order with `within`; whatever is painted inside `content` belongs to the element
 * open at that moment (the text writer calls it for every line it draws); rules, backgrounds and page
 * furniture go inside `artifact`, which assistive technology skips.
 */
export class Tags {
  private readonly root: PDFKit.PDFStructureElement;
  private current: Open;
  private inArtifact = false;

  /** `language` (BCP 47) is the structure's /Lang, as the catalog's: what a reader speaks it in. */
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    language = 'en',
  ) {
    this.root = doc.struct('Document', { lang: language });
    doc.addStructure(this.root);
    this.current = { element: this.root, type: 'Document' };
  }

  /**
   * Runs `draw` with a new `type` element, child of the open one, as the open element. Inside an
   * artifact (a repeated table header) there is no element: all of it is the artifact's.
   */
  within<T>(type: StructureType, draw: () => T, options: ElementOptions = {}): T {
    if (this.inArtifact) return draw();
    const parent = this.current;
    const element = this.doc.struct(type, options as Parameters<PDFKit.PDFDocument['struct']>[1]);
    parent.element.add(element);
    this.current = { element, type };
    try {
      return draw();
    } finally {
      this.current = parent;
      element.end();
    }
  }

  /** Marks what `draw` paints as content of the open element; inside an artifact it is the artifact's. */
  content(draw: () => void): void {
    if (this.inArtifact) {
      draw();
      return;
    }
    const marked = this.doc.markStructureContent(this.current.type);
    draw();
    this.doc.endMarkedContent();
    this.current.element.add(marked);
  }

  artifact(draw: () => void, type: ArtifactType = 'Layout'): void {
    if (this.inArtifact) {
      draw();
      return;
    }
    this.doc.markContent('Artifact', { type });
    this.inArtifact = true;
    try {
      draw();
    } finally {
      this.inArtifact = false;
      this.doc.endMarkedContent();
    }
  }

  /**
   * An internal link over the area just drawn: a Link element holding the link's annotation, which
   * PDF/UA requires to be in the structure and to describe itself (`Contents`).
   */
  link(
    destination: string,
    description: string,
    area: { x: number; y: number; width: number; height: number },
  ): void {
    const { x, y, width, height } = area;
    // A String object: pdfkit writes a plain string as a PDF name.
    const options = { structParent: this.current.element, Contents: new String(description) };
    this.doc.goTo(x, y, width, height, destination, options as unknown as PDFKit.Mixins.AnnotationOption);
  }

  /** Closes the structure; called once, before `doc.end()`. */
  end(): void {
    this.root.end();
  }
}
