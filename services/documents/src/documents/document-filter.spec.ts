import { create } from '@bufbuild/protobuf';
import { ListDocumentsRequestSchema } from '@paydraft/contracts';
import { documentFilter } from './document-filter';

const request = (fields: Partial<{ search: string; client: string; status: string }>) =>
  create(ListDocumentsRequestSchema, fields);

describe('documentFilter', () => {
  it("is the owner's documents when nothing is asked", () => {
    expect(documentFilter('u1', request({}))).toEqual({ ownerId: 'u1' });
  });

  it('searches the five fields case-insensitively, with the text taken literally', () => {
    const filter = documentFilter('u1', request({ search: '  a.b*(c) ' }));
    const pattern = { $regex: 'a\\.b\\*\\(c\\)', $options: 'i' };
    expect(filter.$or).toEqual([
      { number: pattern },
      { senderInfo: pattern },
      { receiverInfo: pattern },
      { poNumber: pattern },
      { notes: pattern },
    ]);
    expect(new RegExp(pattern.$regex, 'i').test('A.B*(C)')).toBe(true);
    expect(new RegExp(pattern.$regex, 'i').test('axb')).toBe(false);
  });

  it("reads client 'none' as no client assigned, and filters by status", () => {
    expect(documentFilter('u1', request({ client: 'none', status: 'paid' }))).toEqual({
      ownerId: 'u1',
      clientId: '',
      status: 'paid',
    });
    expect(documentFilter('u1', request({ client: 'c-7' })).clientId).toBe('c-7');
  });
});
