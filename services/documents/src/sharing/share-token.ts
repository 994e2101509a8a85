import { randomBytes } from 'node:crypto';

/** 24 random bytes: 192 bits, well above the 128 the issue asks, as 32 base64url characters. */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether a string could be a token at all: anything else is not looked up. */
export function couldBeShareToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/** The public view's path of a link, as the frontend routes it. */
export function sharePath(type: string, token: string): string {
  return `/view/${type}/${token}`;
}
