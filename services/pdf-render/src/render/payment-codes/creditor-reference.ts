import { isSCORReferenceValid } from 'swissqrbill/utils';

/** The reference compacted when it is an ISO 11649 RF creditor reference with a valid check, else ''. */
export function rfReference(reference: string): string {
  const compacted = reference.replace(/\s/g, '').toUpperCase();
  return /^RF\d{2}[A-Z0-9]{1,21}$/.test(compacted) && isSCORReferenceValid(compacted) ? compacted : '';
}
