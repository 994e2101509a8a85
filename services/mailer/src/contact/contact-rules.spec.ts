import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { ContactCategory, SendContactMessageRequestSchema } from '@paydraft/contracts';
import type { Mailboxes } from '../config/mailer.config';
import { contactProblems, contactSubject, contactText, mailboxFor } from './contact-rules';

const request = (fields: MessageInitShape<typeof SendContactMessageRequestSchema>) =>
  create(SendContactMessageRequestSchema, fields);

const complete = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Can I export to CSV?',
  category: ContactCategory.SUPPORT,
};

const mailboxes: Mailboxes = { support: 'help@test', sales: 'deals@test', info: 'hello@test' };

describe('contactProblems', () => {
  it('accepts a complete contact message', () => {
    expect(contactProblems(request(complete))).toEqual([]);
  });

  it('accepts a business name in place of a person', () => {
    expect(contactProblems(request({ ...complete, name: '', business: 'Analytical Engines Ltd' }))).toEqual(
      [],
    );
  });

  it('lists every missing field of an empty contact message, blanks counting as missing', () => {
    const problems = contactProblems(
      request({ category: ContactCategory.SALES, name: '  ', business: '\t', email: ' ', message: '\n' }),
    );

    expect(problems).toEqual([
      'Either name or business is required',
      'Email is required',
      'Message is required',
    ]);
  });

  it('needs only a non-blank message for builder feedback', () => {
    expect(contactProblems(request({ category: ContactCategory.FEEDBACK, message: 'Love it' }))).toEqual([]);
    expect(contactProblems(request({ category: ContactCategory.FEEDBACK, message: '   ' }))).toEqual([
      'Message is required',
    ]);
  });

  it('requires a category', () => {
    expect(contactProblems(request({ ...complete, category: ContactCategory.UNSPECIFIED }))).toEqual([
      'Category is required',
    ]);
  });
});

describe('mailboxFor', () => {
  it.each([
    ['support', ContactCategory.SUPPORT, 'help@test'],
    ['feedback', ContactCategory.FEEDBACK, 'help@test'],
    ['sales', ContactCategory.SALES, 'deals@test'],
    ['inquiries', ContactCategory.INQUIRIES, 'hello@test'],
  ] as const)('routes %s to %s', (_label, category, mailbox) => {
    expect(mailboxFor(category, mailboxes)).toBe(mailbox);
  });
});

describe('contactSubject', () => {
  it('names the category and the sender', () => {
    expect(contactSubject(request({ ...complete, name: '  Ada  ', category: ContactCategory.SALES }))).toBe(
      '[Paydraft sales] from Ada',
    );
  });

  it('falls back to the business, then to an anonymous visitor', () => {
    expect(contactSubject(request({ ...complete, name: ' ', business: 'Engines Ltd' }))).toBe(
      '[Paydraft support] from Engines Ltd',
    );
    expect(contactSubject(request({ category: ContactCategory.FEEDBACK, message: 'Nice' }))).toBe(
      '[Paydraft feedback] from anonymous visitor',
    );
  });
});

describe('contactText', () => {
  it('lists the filled-in details in a fixed order, then the message', () => {
    const text = contactText(
      request({
        message: '  Hello there  ',
        location: 'London ',
        email: ' ada@example.com',
        name: 'Ada',
        phone: '   ',
        category: ContactCategory.INQUIRIES,
      }),
    );

    expect(text).toBe(
      ['Name: Ada', 'Email: ada@example.com', 'Location: London', '', 'Hello there'].join('\n'),
    );
  });

  it('is just the message when there are no details', () => {
    expect(contactText(request({ category: ContactCategory.FEEDBACK, message: ' Nice tool \n' }))).toBe(
      'Nice tool',
    );
  });
});
