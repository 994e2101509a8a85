/**
 * The most a builder document may take as JSON text, as a JSON body or as a form's `document` field.
 * The largest document the schema accepts is about 5 MB when its text is ASCII (500 items, each with
 * a 5,000-character description and 10 custom values of 500 characters), so 8 MB holds it with room
 * for accented text, and a body of a few more than 500 items still gets read and refused by the
 * schema's 'At most 500 items'. Every field at its maximum in a script of 3 UTF-8 bytes a character
 * would not fit: bounding what one request makes the gateway hold matters more than that document.
 */
export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;
