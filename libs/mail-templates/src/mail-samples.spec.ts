import { toPlainText } from '@react-email/render';
import { MAIL_SAMPLES, everyMailSample, mailSampleIn, renderMail, type MailData } from './index';

const cases = everyMailSample().map(
  (sample) => [sample.kind, 'language' in sample ? sample.language : 'en', sample] as const,
);

describe('every template with its sample data', () => {
  it.each(cases)(
    '%s in %s says the same in its HTML and plain-text parts, in words',
    (_kind, _language, sample) => {
      const mail = renderMail(sample);
      const seen = toPlainText(mail.html);
      const [heading, firstParagraph] = mail.text.split('\n\n');

      expect(mail.subject.trim()).not.toBe('');
      expect(seen).toContain(sample.kind === 'contact' ? mail.text : firstParagraph);
      expect(seen.toLowerCase()).toContain((heading as string).toLowerCase());
      expect(`${mail.subject}${mail.text}${seen}`).not.toMatch(/mail:\w|\{\w+\}/);
    },
  );

  it('shows a reminder with Pay now before View invoice, each with the link to the invoice', () => {
    const reminder = MAIL_SAMPLES.find((sample) => sample.kind === 'reminder') as MailData & {
      viewUrl: string;
    };
    const seen = toPlainText(renderMail(reminder).html);

    expect(seen).toContain(`Pay now ${reminder.viewUrl} View invoice ${reminder.viewUrl}`);
  });
});

describe('a sample in another language', () => {
  const sampleOf = (kind: MailData['kind']) =>
    MAIL_SAMPLES.find((sample) => sample.kind === kind) as MailData;

  it('writes a German reminder’s amount and due date as the mailer does in German', () => {
    const text = renderMail(mailSampleIn(sampleOf('reminder'), 'de-DE')).text;

    expect(text).toContain('1.200,00\u00a0€');
    expect(text).toContain('5. März 2026');
    expect(text).not.toContain('March');
  });

  it('names the payment method of a French receipt in French', () => {
    const text = renderMail(mailSampleIn(sampleOf('receipt'), 'fr-FR')).text;

    expect(text).toContain('Virement bancaire');
    expect(text).toContain('400,00');
  });

  it('leaves the American English samples as they are written', () => {
    expect(mailSampleIn(sampleOf('receipt'), 'en-US')).toEqual(sampleOf('receipt'));
    expect(mailSampleIn(sampleOf('reminder'), 'en-US')).toEqual(sampleOf('reminder'));
  });
});
