import { createHash, randomBytes } from 'node:crypto';

/** A new secret token: 256 random bits, base64url (43 characters). Only its digest is stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/**
 * SHA-256 of the token exactly as it was given. Hashing the string, not what it decodes to, means
 * another spelling of the same bytes (base64url's unused trailing bits) is another token: unknown.
 */
export const digestOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
