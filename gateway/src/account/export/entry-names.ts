/** A name that is safe as one path segment in every unzip tool (no separators, no dots in front). */
function safeSegment(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_')
    .replace(/^\.+/, '_')
    .slice(0, 80);
}

/**
 * Entry names of the documents, `documents/invoices/INV-0001` (then `.json` and `.pdf`): the number
 * the owner knows them by, made unique with the id where two numbers read the same once made safe.
 */
export class DocumentEntryNames {
  private readonly taken = new Set<string>();

  nameOf(document: { id: string; document_type: string; document_number: string }): string {
    const folder = `documents/${document.document_type}s`;
    const base = safeSegment(document.document_number) || document.id;
    const name = this.taken.has(`${folder}/${base}`)
      ? `${folder}/${base}-${document.id}`
      : `${folder}/${base}`;
    this.taken.add(name);
    return name;
  }
}
