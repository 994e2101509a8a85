import { ServiceErrorReasons } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';

/** The request cannot be drawn as it is: pdf.invalid_document (INVALID_ARGUMENT), with what is wrong. */
export function invalidDocument(message: string): never {
  throw new ServiceException(ServiceErrorReasons.INVALID_DOCUMENT, message);
}
