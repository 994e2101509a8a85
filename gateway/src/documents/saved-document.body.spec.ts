import { savedDocumentBodySchema } from './saved-document.body';

const nested = (depth: number): unknown => {
  let value: unknown = 'Ada';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
};

const messagesOf = (body: unknown) => {
  const parsed = savedDocumentBodySchema('invoice').safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('savedDocumentBodySchema', () => {
  it('keeps a sender object as its JSON text', () => {
    const parsed = savedDocumentBodySchema('invoice').parse({
      sender_info: { name: 'Ada Studio', logo_url: '/api/upload/logo/a.png' },
    });

    expect(parsed.sender_info).toBe('{"name":"Ada Studio","logo_url":"/api/upload/logo/a.png"}');
  });

  it('refuses a sender or receiver nested thousands of levels deep as not text, without throwing', () => {
    expect(messagesOf({ sender_info: nested(5_000) })).toEqual(['Sender must be text']);
    expect(messagesOf({ receiver_info: JSON.parse('['.repeat(5_000) + ']'.repeat(5_000)) })).toEqual([
      'Receiver must be text',
    ]);
  });
});
