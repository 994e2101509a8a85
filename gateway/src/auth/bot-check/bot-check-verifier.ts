/** The spec's bot-check actions: the page names one when it asks for a token, the gateway checks it. */
export const BotCheckActions = {
  SIGNUP: 'signup',
  USERNAME_CHECK: 'username_check',
} as const;

export type BotCheckAction = (typeof BotCheckActions)[keyof typeof BotCheckActions];

/**
 * The gateway's one seam for telling people from bots on the public signup routes. An abstract class
 * rather than a type because Nest injects by class; OffBotCheckVerifier passes everything (no secret
 * configured), RecaptchaBotCheckVerifier asks Google's siteverify.
 */
export abstract class BotCheckVerifier {
  /** Whether the page should render a widget and send tokens at all. */
  abstract readonly enabled: boolean;

  /** True when the token shows a person doing `action`; false for anything else, errors included. */
  abstract verify(token: string, action: BotCheckAction): Promise<boolean>;
}
