import { ContactCategory } from '@paydraft/contracts';
import { sendEmailBodySchema } from './send-email.body';

const messagesFor = (body: unknown) => {
  const parsed = sendEmailBodySchema.safeParse(body);
  if (parsed.success) throw new Error('expected the body to be rejected');
  return parsed.error.issues.map((issue) => issue.message);
};

describe('sendEmailBodySchema', () => {
  it('trims every text field', () => {
    const body = sendEmailBodySchema.parse({
      name: '  Ada ',
      business: ' Engines Ltd\n',
      phone: ' +44 20 7946 0000 ',
      location: '\tLondon ',
      email: ' ada@example.com ',
      message: '  Hello  ',
      category: 'sales',
    });

    expect(body).toEqual({
      name: 'Ada',
      business: 'Engines Ltd',
      phone: '+44 20 7946 0000',
      location: 'London',
      email: 'ada@example.com',
      message: 'Hello',
      category: ContactCategory.SALES,
    });
  });

  it('drops the `to` field, so the caller cannot choose the recipient', () => {
    const body = sendEmailBodySchema.parse({ to: 'victim@example.com', message: 'Hi', category: 'support' });

    expect(body).not.toHaveProperty('to');
  });

  it.each([
    ['support', ContactCategory.SUPPORT],
    ['sales', ContactCategory.SALES],
    ['inquiries', ContactCategory.INQUIRIES],
    ['feedback', ContactCategory.FEEDBACK],
  ] as const)('maps the category %s', (category, expected) => {
    expect(sendEmailBodySchema.parse({ category }).category).toBe(expected);
  });

  it('defaults to an inquiry, and fills absent text fields with empty strings', () => {
    expect(sendEmailBodySchema.parse({})).toEqual({
      name: '',
      business: '',
      phone: '',
      location: '',
      email: '',
      message: '',
      category: ContactCategory.INQUIRIES,
    });
  });

  it('rejects an invalid email address', () => {
    expect(messagesFor({ email: 'ada@', message: 'Hi' })).toEqual(['Please enter a valid email address']);
  });

  it('rejects an unknown category', () => {
    expect(messagesFor({ category: 'billing' })).toEqual([
      'Category must be one of support, sales, inquiries, feedback',
    ]);
  });

  it('rejects a category given by its number', () => {
    expect(messagesFor({ category: ContactCategory.SALES })).toEqual([
      'Category must be one of support, sales, inquiries, feedback',
    ]);
  });

  it('rejects a name that is not text', () => {
    expect(messagesFor({ name: 42 })).toEqual(['Name must be text']);
  });

  it('rejects text over its limit, and names every problem at once', () => {
    expect(messagesFor({ phone: '1'.repeat(51), business: ['x'], email: 'nope' })).toEqual([
      'Business must be text',
      'Phone must be at most 50 characters',
      'Please enter a valid email address',
    ]);
  });
});
