/** The error body SendGrid answers a refused /v3/mail/send with. */
export type SendGridError = { message: string; field: string | null; help: string | null };

const HELP = 'http://sendgrid.com/docs/API_Reference/Web_API_v3/Mail/errors.html';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasEmail = (value: unknown) =>
  isObject(value) && typeof value.email === 'string' && value.email.includes('@');

/** The checks SendGrid makes on a v3 send before it accepts it (the ones our mails can trip). */
export function sendRequestErrors(body: unknown): SendGridError[] {
  if (!isObject(body)) return [{ message: 'Bad Request', field: null, help: null }];
  const errors: SendGridError[] = [];
  const { personalizations, from, subject, content } = body;
  if (!Array.isArray(personalizations) || personalizations.length === 0) {
    errors.push({
      message: 'The personalizations field is required and must have at least one personalization.',
      field: 'personalizations',
      help: `${HELP}#-Personalizations-Errors`,
    });
  } else {
    personalizations.forEach((personalization: unknown, index) => {
      const to = isObject(personalization) ? personalization.to : undefined;
      if (!Array.isArray(to) || to.length === 0 || !to.every(hasEmail)) {
        errors.push({
          message:
            'The to array is required for all personalization objects, and must have at least one email object with a valid email address.',
          field: `personalizations.${index}.to`,
          help: `${HELP}#message.personalizations.to`,
        });
      }
    });
  }
  if (!hasEmail(from)) {
    errors.push({
      message:
        'The from object must be provided for every email send. It is an object that requires the email parameter, but may also contain a name parameter.',
      field: 'from.email',
      help: `${HELP}#message.from`,
    });
  }
  const everyHasSubject =
    Array.isArray(personalizations) &&
    personalizations.every((p: unknown) => isObject(p) && typeof p.subject === 'string' && p.subject !== '');
  if ((typeof subject !== 'string' || subject === '') && !everyHasSubject) {
    errors.push({
      message:
        'The subject is required. You can get around this requirement if you use a template with a subject defined or if every personalization has a subject defined.',
      field: 'subject',
      help: `${HELP}#message.subject`,
    });
  }
  const blocks = Array.isArray(content) ? content : [];
  const validBlock = (block: unknown) =>
    isObject(block) &&
    typeof block.type === 'string' &&
    typeof block.value === 'string' &&
    block.value !== '';
  if (blocks.length === 0 || !blocks.every(validBlock)) {
    errors.push({
      message:
        'Unless a valid template_id is provided, the content parameter is required. There must be at least one defined content block. We typically suggest both text/plain and text/html blocks are included, but only one block is required.',
      field: 'content',
      help: `${HELP}#message.content`,
    });
  }
  if (body.attachments !== undefined) errors.push(...attachmentErrors(body.attachments));
  return errors;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** SendGrid's checks of `attachments`: each needs base64 content and a file name. */
function attachmentErrors(attachments: unknown): SendGridError[] {
  if (!Array.isArray(attachments)) {
    return [
      {
        message: 'The attachments field must be an array.',
        field: 'attachments',
        help: `${HELP}#message.attachments`,
      },
    ];
  }
  return attachments.flatMap((attachment: unknown, index): SendGridError[] => {
    const { content, filename } = isObject(attachment) ? attachment : {};
    const problems: SendGridError[] = [];
    if (typeof content !== 'string' || content === '') {
      problems.push({
        message: 'The attachment content is required.',
        field: `attachments.${index}.content`,
        help: `${HELP}#message.attachments.content`,
      });
    } else if (content.length % 4 !== 0 || !BASE64.test(content)) {
      problems.push({
        message: 'The attachment content must be base64 encoded.',
        field: `attachments.${index}.content`,
        help: `${HELP}#message.attachments.content`,
      });
    }
    if (typeof filename !== 'string' || filename === '') {
      problems.push({
        message: 'The attachment filename parameter is required.',
        field: `attachments.${index}.filename`,
        help: `${HELP}#message.attachments.filename`,
      });
    }
    return problems;
  });
}
