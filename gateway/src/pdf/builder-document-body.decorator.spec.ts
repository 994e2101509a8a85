import { DOCUMENT_NOT_JSON_MESSAGE, parseDocumentField } from './builder-document-body.decorator';

describe('parseDocumentField', () => {
  it('parses the JSON text of the multipart field', () => {
    expect(parseDocumentField('{"type":"quote"}')).toEqual({ type: 'quote' });
  });

  it.each([['{type: quote}'], [''], [undefined], [['{}']]])('rejects %p', (field) => {
    expect(() => parseDocumentField(field)).toThrow(DOCUMENT_NOT_JSON_MESSAGE);
  });
});
