import { Inject, Injectable } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';
import { AUTH_CONFIG, type AuthEnv } from '../config/auth.config';

/** argon2id with the configured cost (one lane: the service answers many sign-ins at once). */
@Injectable()
export class PasswordHasher {
  constructor(@Inject(AUTH_CONFIG) private readonly config: AuthEnv) {}

  hash(password: string): Promise<string> {
    return hash(password, {
      type: argon2id,
      memoryCost: this.config.AUTH_ARGON2_MEMORY_KIB,
      timeCost: this.config.AUTH_ARGON2_PASSES,
      parallelism: 1,
    });
  }

  /** False for a wrong password and for a hash that cannot be read: either way, no sign-in. */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
