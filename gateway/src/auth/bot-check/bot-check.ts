import { BadRequestException } from '@nestjs/common';
import { GatewayErrorCodes } from '@paydraft/contracts';
import type { GatewayEnv } from '../../config/gateway.config';
import { BotCheckVerifier, type BotCheckAction } from './bot-check-verifier';
import { OffBotCheckVerifier } from './off-bot-check.verifier';
import { RecaptchaBotCheckVerifier } from './recaptcha-bot-check.verifier';

/** The spec's message (section 5, signup errors). */
export const BOT_CHECK_FAILED_MESSAGE =
  'Security verification failed. Please refresh the page and try again.';

/** Off without a secret; otherwise Google's siteverify at the configured URL. */
export function botCheckVerifierFor(config: GatewayEnv): BotCheckVerifier {
  if (!config.RECAPTCHA_SECRET) return new OffBotCheckVerifier();
  return new RecaptchaBotCheckVerifier({
    secret: config.RECAPTCHA_SECRET,
    verifyUrl: config.RECAPTCHA_VERIFY_URL,
    minScore: config.RECAPTCHA_MIN_SCORE,
    timeoutMs: config.RECAPTCHA_TIMEOUT_MS,
  });
}

/**
 * Throws the 400 the page shows as the spec's message. 400 rather than 403: the token is part of the
 * request and the remedy is to send a fresh one (refresh and retry), and the page already reads a 403
 * as "no plan" elsewhere; the code tells it apart from other invalid input.
 */
export async function requireBotCheck(
  verifier: BotCheckVerifier,
  token: unknown,
  action: BotCheckAction,
): Promise<void> {
  const passed = await verifier.verify(typeof token === 'string' ? token : '', action);
  if (passed) return;
  throw new BadRequestException({
    message: BOT_CHECK_FAILED_MESSAGE,
    code: GatewayErrorCodes.BOT_CHECK_FAILED,
  });
}
