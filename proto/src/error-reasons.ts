import { ErrorCode } from './gen/paydraft/common/v1/error_pb';

/*
 * The registry of stable error codes the API answers with (`{ success: false, error, code }`), so the
 * frontend switches on a code, never on wording. A code is `<area>.<reason>` and never changes meaning
 * once shipped: add a new one rather than renaming.
 */

/** A reason a service gives, with the transport code (and so the HTTP status) it implies. */
export type ServiceErrorReason<Code extends string = string> = {
  readonly code: Code;
  readonly transport: ErrorCode;
};

const reason = <Code extends string>(code: Code, transport: ErrorCode): ServiceErrorReason<Code> => ({
  code,
  transport,
});

/**
 * What a service throws with: `new ServiceException(ServiceErrorReasons.EMAIL_TAKEN, message)`. The
 * code travels in ErrorReply.reason, the transport code in ErrorReply.code.
 */
export const ServiceErrorReasons = {
  // Generic reasons, one per transport code: what an error that names no domain reason carries.
  INVALID: reason('request.invalid', ErrorCode.INVALID_ARGUMENT),
  NOT_FOUND: reason('request.not_found', ErrorCode.NOT_FOUND),
  CONFLICT: reason('request.conflict', ErrorCode.ALREADY_EXISTS),
  UNAUTHENTICATED: reason('auth.unauthenticated', ErrorCode.UNAUTHENTICATED),
  FORBIDDEN: reason('auth.forbidden', ErrorCode.PERMISSION_DENIED),
  RATE_LIMITED: reason('request.rate_limited', ErrorCode.RATE_LIMITED),
  /** Said by the caller's RpcClient, not by a service: nobody listens, or nobody answered in time. */
  UNAVAILABLE: reason('rpc.unavailable', ErrorCode.UNAVAILABLE),
  /** The instance that got the request is answering as many as it may at once: refused at once, not queued. */
  OVERLOADED: reason('rpc.overloaded', ErrorCode.UNAVAILABLE),
  UNPROCESSABLE: reason('request.unprocessable', ErrorCode.UNPROCESSABLE),
  /** Whatever a service did not expect; the details are in its log, under the request id. */
  INTERNAL: reason('internal.unexpected', ErrorCode.INTERNAL),

  // Domain reasons.
  /** An owner-scoped call came without a signed-in caller. */
  CALLER_REQUIRED: reason('auth.caller_required', ErrorCode.UNAUTHENTICATED),
  EMAIL_TAKEN: reason('auth.email_taken', ErrorCode.ALREADY_EXISTS),
  USERNAME_TAKEN: reason('auth.username_taken', ErrorCode.ALREADY_EXISTS),
  INVALID_CREDENTIALS: reason('auth.invalid_credentials', ErrorCode.UNAUTHENTICATED),
  /** The bearer token is malformed, forged, expired, or its session has ended. */
  SESSION_INVALID: reason('auth.session_invalid', ErrorCode.UNAUTHENTICATED),
  /** change-password with a wrong current password (400, not 401: the session itself is fine). */
  WRONG_PASSWORD: reason('auth.wrong_password', ErrorCode.INVALID_ARGUMENT),
  /** A reset token that is unknown, used or expired. */
  INVALID_RESET_TOKEN: reason('auth.invalid_reset_token', ErrorCode.INVALID_ARGUMENT),
  /** set-password on an account that has one (change-password is the way). */
  PASSWORD_ALREADY_SET: reason('auth.password_already_set', ErrorCode.INVALID_ARGUMENT),
  /** An email-change confirmation token that is unknown, used or expired. */
  INVALID_EMAIL_CHANGE_TOKEN: reason('auth.invalid_email_change_token', ErrorCode.INVALID_ARGUMENT),
  INVALID_SIGNUP: reason('auth.invalid_input', ErrorCode.INVALID_ARGUMENT),
  /** Deleting an account without a password needs `confirm: "DELETE"` typed out. */
  DELETE_NOT_CONFIRMED: reason('auth.delete_not_confirmed', ErrorCode.INVALID_ARGUMENT),
  /** Too many failed sign-ins at one account, or too many requests from one network (429, Retry-After). */
  TOO_MANY_ATTEMPTS: reason('auth.too_many_attempts', ErrorCode.RATE_LIMITED),
  /** An operator command named an address no account has. */
  ACCOUNT_NOT_FOUND: reason('auth.account_not_found', ErrorCode.NOT_FOUND),
  /** Google sign-in with an address whose account is linked to another Google account. */
  EMAIL_ALREADY_LINKED: reason('auth.email_already_linked', ErrorCode.ALREADY_EXISTS),
  /** A Google sign-in code that is unknown, used or expired. */
  INVALID_LOGIN_CODE: reason('auth.invalid_login_code', ErrorCode.UNAUTHENTICATED),
  DOCUMENT_NOT_FOUND: reason('documents.not_found', ErrorCode.NOT_FOUND),
  DOCUMENT_NUMBER_TAKEN: reason('documents.number_taken', ErrorCode.ALREADY_EXISTS),
  /** The owner has not saved form preferences yet (the page then uses the spec's defaults). */
  PREFERENCES_NOT_FOUND: reason('documents.preferences_not_found', ErrorCode.NOT_FOUND),
  /** A saved document or preferences the service refuses (a status of the other type, an unknown currency). */
  INVALID_DOCUMENT_INPUT: reason('documents.invalid_input', ErrorCode.INVALID_ARGUMENT),
  /** A quote's client decided already: accept or reject happens once. */
  QUOTE_DECIDED: reason('documents.quote_decided', ErrorCode.ALREADY_EXISTS),
  /** Accept or reject of a revision the owner has replaced since the client loaded it. */
  QUOTE_REVISED: reason('documents.quote_revised', ErrorCode.ALREADY_EXISTS),
  /** The owner set accepted or rejected on a quote: only the client's decision on the public view does. */
  DECISION_BY_CLIENT_ONLY: reason('documents.decision_by_client_only', ErrorCode.PERMISSION_DENIED),
  /** Accept or reject on a shared invoice. */
  NOT_A_QUOTE: reason('documents.not_a_quote', ErrorCode.INVALID_ARGUMENT),
  /** send-document to an address that does not look like one. */
  INVALID_RECIPIENT: reason('documents.invalid_recipient', ErrorCode.INVALID_ARGUMENT),
  /** Too many documents emailed by one owner in the last hour. */
  SEND_LIMIT: reason('documents.send_limit', ErrorCode.RATE_LIMITED),
  /** A payment above the invoice's balance that is not marked as an overpayment (422). */
  PAYMENT_EXCEEDS_BALANCE: reason('documents.payment_exceeds_balance', ErrorCode.UNPROCESSABLE),
  /** A payment of a cancelled invoice, a draft, or one whose currency is not the invoice's (400 otherwise). */
  PAYMENT_NOT_ACCEPTED: reason('documents.payment_not_accepted', ErrorCode.UNPROCESSABLE),
  /** No payment with this id on the caller's invoice. */
  PAYMENT_NOT_FOUND: reason('documents.payment_not_found', ErrorCode.NOT_FOUND),
  /** Pay now on a shared invoice with nothing due (paid, cancelled, a zero total). */
  NOTHING_DUE: reason('documents.nothing_due', ErrorCode.ALREADY_EXISTS),
  /** Resume or skip on a recurring profile that has ended (its end was reached): 409. */
  RECURRING_ENDED: reason('documents.recurring_ended', ErrorCode.ALREADY_EXISTS),
  /** The development clock is off (DEV_CLOCK is not on): its routes answer 404 as if absent. */
  DEV_CLOCK_OFF: reason('dev.clock_off', ErrorCode.NOT_FOUND),
  /** Pay now for an owner without a connected Stripe account that can take charges. */
  NOT_CONNECTED: reason('billing.not_connected', ErrorCode.NOT_FOUND),
  /** A Pro-only call (or the dashboard) from a caller on the Free plan. */
  NO_PLAN: reason('billing.no_plan', ErrorCode.PERMISSION_DENIED),
  /**
   * A write (create, edit, send, convert) from a caller whose Pro subscription or trial ended: they
   * keep reading their own documents and clients, and renewing opens the rest again.
   */
  PLAN_LAPSED: reason('billing.plan_lapsed', ErrorCode.PERMISSION_DENIED),
  /** The caller's plan is not known (billing did not answer the gateway): try again, never treat as Free. */
  PLAN_UNKNOWN: reason('billing.plan_unknown', ErrorCode.UNAVAILABLE),
  /** The billing portal manages subscriptions only: Lifetime (and tester) accounts have none. */
  NO_PORTAL: reason('billing.no_portal', ErrorCode.PERMISSION_DENIED),
  /** Checkout for a plan the caller already has (Pro or Lifetime running, or Lifetime bought). */
  ALREADY_SUBSCRIBED: reason('billing.already_subscribed', ErrorCode.ALREADY_EXISTS),
  /** A webhook whose Stripe-Signature does not match its body with STRIPE_WEBHOOK_SECRET, or is stale. */
  INVALID_SIGNATURE: reason('billing.invalid_signature', ErrorCode.INVALID_ARGUMENT),
  /** The same Stripe event is being handled right now by another delivery: Stripe retries later. */
  EVENT_IN_PROGRESS: reason('billing.event_in_progress', ErrorCode.ALREADY_EXISTS),
  /** Stripe did not answer or refused a request the service made; details in the billing log. */
  STRIPE_UNAVAILABLE: reason('billing.stripe_unavailable', ErrorCode.UNAVAILABLE),
  /** No STRIPE_SECRET_KEY is configured for this billing service. */
  STRIPE_NOT_CONFIGURED: reason('billing.stripe_not_configured', ErrorCode.UNAVAILABLE),
  /** No client with this id among the caller's (another owner's client is not found either). */
  CLIENT_NOT_FOUND: reason('clients.not_found', ErrorCode.NOT_FOUND),
  /** A client field that is too long, an email that is not one, or an unknown status. */
  INVALID_CLIENT: reason('clients.invalid_input', ErrorCode.INVALID_ARGUMENT),
  INVALID_CONTACT: reason('mailer.invalid_contact', ErrorCode.INVALID_ARGUMENT),
  INVALID_DOCUMENT: reason('pdf.invalid_document', ErrorCode.INVALID_ARGUMENT),
  /** A render that ran past PDF_RENDER_BUDGET_MS: stopped, and refused as the input's doing (400). */
  TOO_COMPLEX: reason('pdf.too_complex', ErrorCode.INVALID_ARGUMENT),
  /** An e-invoice (Factur-X, XRechnung, Peppol, CII) of a document that lacks fields it needs (422, problems listed). */
  EINVOICE_NOT_READY: reason('pdf.einvoice_not_ready', ErrorCode.UNPROCESSABLE),
} as const;

export type ServiceErrorCode = (typeof ServiceErrorReasons)[keyof typeof ServiceErrorReasons]['code'];

/** The generic reason of a transport code: for errors thrown with a bare code, and for older services. */
export function genericReasonOf(code: ErrorCode): ServiceErrorReason {
  switch (code) {
    case ErrorCode.INVALID_ARGUMENT:
      return ServiceErrorReasons.INVALID;
    case ErrorCode.NOT_FOUND:
      return ServiceErrorReasons.NOT_FOUND;
    case ErrorCode.ALREADY_EXISTS:
      return ServiceErrorReasons.CONFLICT;
    case ErrorCode.UNAUTHENTICATED:
      return ServiceErrorReasons.UNAUTHENTICATED;
    case ErrorCode.PERMISSION_DENIED:
      return ServiceErrorReasons.FORBIDDEN;
    case ErrorCode.RATE_LIMITED:
      return ServiceErrorReasons.RATE_LIMITED;
    case ErrorCode.UNAVAILABLE:
      return ServiceErrorReasons.UNAVAILABLE;
    case ErrorCode.UNPROCESSABLE:
      return ServiceErrorReasons.UNPROCESSABLE;
    default:
      return ServiceErrorReasons.INTERNAL;
  }
}

/** Codes only the gateway answers with: the request was refused before any service saw it. */
export const GatewayErrorCodes = {
  /** A bearer token was sent and is not valid (or has expired). */
  INVALID_TOKEN: 'auth.invalid_token',
  INVALID_BODY: 'request.invalid_body',
  /** A query parameter that is malformed or out of range (a page size of 1000, an unknown status). */
  INVALID_QUERY: 'request.invalid_query',
  MALFORMED_JSON: 'request.malformed_json',
  BODY_TOO_LARGE: 'request.body_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'request.unsupported_media_type',
  /** The bot check (reCAPTCHA) of signup or of the username check failed, timed out or had no token. */
  BOT_CHECK_FAILED: 'auth.bot_check_failed',
  /** Google sign-in is not configured here (no GOOGLE_CLIENT_ID). */
  GOOGLE_SIGN_IN_OFF: 'auth.google_sign_in_off',
  /** An ID token posted to /api/auth/google that does not verify against the issuer. */
  GOOGLE_CREDENTIAL_INVALID: 'auth.google_credential_invalid',
  /** An X-Ops-Token on /api/health that is not the configured OPS_TOKEN (or none is configured). */
  OPS_TOKEN_INVALID: 'health.ops_token_invalid',
  /** Any other refusal of the request as such (a method not allowed, ...). */
  REFUSED: 'request.refused',
  /** A service answered with a transport code this gateway does not know (a newer service). */
  UNKNOWN_ERROR: 'internal.unknown_error',
} as const;

export type GatewayErrorCode = (typeof GatewayErrorCodes)[keyof typeof GatewayErrorCodes];

/** Every `code` an API error answer can carry (a newer service may send reasons this list lacks). */
export type ApiErrorCode = ServiceErrorCode | GatewayErrorCode;
