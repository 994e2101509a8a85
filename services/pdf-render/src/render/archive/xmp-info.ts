/** The characters XML text may not hold as they are. */
const escapeXml = (text: string): string =>
  text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char]!);

type InfoWriter = {
  info: { Title?: string; Creator?: string; Producer?: string; CreationDate: Date };
  appendXML(xml: string): void;
  _addInfo(): void;
};

/**
 * pdfkit copies the document information (title, creator, producer, date) into the XMP metadata as it
 * is, so a document number such as 'A&B <2>' would make the XMP ill-formed, and PDF/UA and PDF/A reject
 * the file. This writes the same properties escaped, in place of pdfkit's own (`_addInfo`, called by
 * `doc.end()`); PDF/A requires them to match the Info dictionary, which keeps the raw text.
 */
export function escapeInfoInMetadata(doc: PDFKit.PDFDocument): void {
  const writer = doc as unknown as InfoWriter;
  writer._addInfo = () => {
    const { Title = '', Creator = '', Producer = '', CreationDate } = writer.info;
    writer.appendXML(`
      <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
        <xmp:CreateDate>${CreationDate.toISOString().split('.')[0]}Z</xmp:CreateDate>
        <xmp:CreatorTool>${escapeXml(Creator)}</xmp:CreatorTool>
      </rdf:Description>
      <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(Title)}</rdf:li></rdf:Alt></dc:title>
      </rdf:Description>
      <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
        <pdf:Producer>${escapeXml(Producer)}</pdf:Producer>
      </rdf:Description>`);
  };
}
