import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import { SEND_TIMEOUT_MS, type MailSender, type OutgoingMail, type SendOutcome } from './mail-sender';

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'number' ? error.code : undefined;
}

/** Sends through the official client, pointed at SENDGRID_BASE_URL (SendGrid itself or the capture server). */
export class SendGridMailSender implements MailSender {
  private readonly mail = new MailService();

  constructor(provider: { apiKey: string; baseUrl: string }) {
    const client = new Client();
    // setApiKey resets the base URL to SendGrid's, so it goes first.
    client.setApiKey(provider.apiKey);
    client.setDefaultRequest('baseUrl', provider.baseUrl);
    this.mail.setClient(client);
    this.mail.setTimeout(SEND_TIMEOUT_MS);
  }

  async send(mail: OutgoingMail): Promise<SendOutcome> {
    try {
      // The client sends text/plain first, then text/html, as SendGrid requires.
      const [response] = await this.mail.send({
        to: mail.to,
        from: mail.fromName ? { email: mail.from, name: mail.fromName } : mail.from,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.length
          ? mail.attachments.map((file) => ({ ...file, disposition: 'attachment' }))
          : undefined,
      });
      const header = response.headers['x-message-id'];
      const providerMessageId = Array.isArray(header) ? header[0] : header;
      if (typeof providerMessageId !== 'string' || !providerMessageId) {
        return {
          ok: false,
          retryable: true,
          reason: `accepted (${response.statusCode}) without X-Message-Id`,
        };
      }
      return { ok: true, providerMessageId };
    } catch (error) {
      const status = statusOf(error);
      const reason = error instanceof Error ? error.message : String(error);
      // 429 and 5xx are the provider's momentary trouble, no status is the network: worth another try.
      // Any other 4xx refuses this mail as it is; sending it again would be refused again.
      const retryable = status === undefined || status === 429 || status >= 500;
      return { ok: false, retryable, reason: status ? `${status} ${reason}` : reason };
    }
  }
}
