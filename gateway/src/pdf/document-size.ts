/**
 * The most a builder document may take as JSON text, as a JSON body or as a form's `document` field.
 * The largest document the schema accepts is about 5.3 MB when its text is ASCII (500 items, each with
 * a 5,000-character description and 10 custom values of 500 characters), so 6 MB holds it, and a body
 * of a few more than 500 items still gets read and refused by the schema's 'At most 500 items'. It
 * stays under what one NATS message carries (NATS_MAX_PAYLOAD_BYTES, 8 MB) with room for the
 * re-encoded logo and the request's framing: a larger body would be read only to fail on its way to
 * pdf-render. Every field at its maximum in accented or non-Latin text does not fit: bounding what
 * one request makes the gateway hold matters more than that document.
 */
export const MAX_DOCUMENT_BYTES = 6 * 1024 * 1024;
