import { BotCheckVerifier, type BotCheckAction } from './bot-check-verifier';

export type RecaptchaOptions = {
  secret: string;
  verifyUrl: string;
  /** reCAPTCHA v3 scores run from 0 (bot) to 1 (person); below this is refused. */
  minScore: number;
  timeoutMs: number;
};

/** The part of siteverify's answer that is checked; anything else in it is ignored. */
type SiteverifyAnswer = { success?: unknown; action?: unknown; score?: unknown };

/**
 * reCAPTCHA v3 through Google's siteverify (or a local fake at RECAPTCHA_VERIFY_URL). Fails closed: a
 * time-out, a network error, a non-2xx answer or an unreadable body count as a failed check, since
 * letting requests through whenever Google is slow would be the easiest way around it.
 */
export class RecaptchaBotCheckVerifier extends BotCheckVerifier {
  readonly enabled = true;

  constructor(private readonly options: RecaptchaOptions) {
    super();
  }

  async verify(token: string, action: BotCheckAction): Promise<boolean> {
    // Google answers an empty token with missing-input-response anyway: no need to ask.
    if (!token) return false;
    const answer = await this.ask(token);
    if (!answer) return false;
    // The action is checked so a token minted for the cheap username check cannot be replayed on signup.
    if (answer.success !== true || answer.action !== action) return false;
    return typeof answer.score === 'number' && answer.score >= this.options.minScore;
  }

  private async ask(token: string): Promise<SiteverifyAnswer | undefined> {
    try {
      const response = await fetch(this.options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.options.secret, response: token }).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) return undefined;
      const body: unknown = await response.json();
      return typeof body === 'object' && body !== null ? (body as SiteverifyAnswer) : undefined;
    } catch {
      return undefined;
    }
  }
}
