import { MulterError } from 'multer';
import { DOCUMENT_TOO_LARGE_MESSAGE, FORM_SHAPE_MESSAGE, multipartException } from './multipart-exception';
import { LOGO_REJECTED_MESSAGE } from './normalise-logo';

const statusAndMessage = (error: unknown) => {
  const exception = multipartException(error);
  return { status: exception.getStatus(), message: exception.message };
};

describe('multipartException', () => {
  it('answers a logo over its limit as the builder’s upload failure', () => {
    expect(statusAndMessage(new MulterError('LIMIT_FILE_SIZE', 'logo'))).toEqual({
      status: 400,
      message: LOGO_REJECTED_MESSAGE,
    });
  });

  it('answers a document over its limit with 413', () => {
    expect(statusAndMessage(new MulterError('LIMIT_FIELD_VALUE', 'document'))).toEqual({
      status: 413,
      message: 'The document is too large (at most 6 MB)',
    });
    expect(DOCUMENT_TOO_LARGE_MESSAGE).toBe('The document is too large (at most 6 MB)');
  });

  it.each(['LIMIT_FIELD_COUNT', 'LIMIT_FILE_COUNT', 'LIMIT_UNEXPECTED_FILE'] as const)(
    'answers %s with 400 saying what the form may hold',
    (code) => {
      expect(statusAndMessage(new MulterError(code, 'extra'))).toEqual({
        status: 400,
        message: FORM_SHAPE_MESSAGE,
      });
    },
  );

  it('answers a form the parser cannot read with 400', () => {
    expect(statusAndMessage(new Error('Unexpected end of form'))).toEqual({
      status: 400,
      message: 'The form could not be read: Unexpected end of form',
    });
  });
});
