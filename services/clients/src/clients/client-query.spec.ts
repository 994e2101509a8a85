import { create } from '@bufbuild/protobuf';
import { ListClientsRequestSchema } from '@paydraft/contracts';
import { clientFilter, clientPage, escapeRegex } from './client-query';

const request = (init: Parameters<typeof create<typeof ListClientsRequestSchema>>[1]) =>
  create(ListClientsRequestSchema, init);

describe('client queries', () => {
  it('always scopes to the owner', () => {
    expect(clientFilter('owner-1', request({}))).toEqual({ ownerId: 'owner-1' });
  });

  it('searches literally: regex operators in the input match themselves', () => {
    const filter = clientFilter('o', request({ search: 'a.c (x)' }));
    const pattern = (filter.$or as Record<string, RegExp>[])[0].businessName;
    expect(pattern.test('A.C (X) Ltd')).toBe(true);
    expect(pattern.test('abc (x)')).toBe(false);
    expect(escapeRegex('.*+?^${}()|[]\\')).toBe('\\.\\*\\+\\?\\^\\$\\{\\}\\(\\)\\|\\[\\]\\\\');
  });

  it('writes a null byte as an escape, which BSON can carry in a pattern', () => {
    const pattern = escapeRegex('a\u0000b');

    expect(pattern).not.toContain('\u0000');
    expect(new RegExp(pattern).test('xa\u0000by')).toBe(true);
  });

  it('refuses an unknown status and a page size out of 1-100', () => {
    expect(() => clientFilter('o', request({ status: 'deleted' }))).toThrow('Status must be one of');
    expect(() => clientPage(request({ page: 1, pageSize: 0 }))).toThrow('Page size must be between 1 and 100');
    expect(() => clientPage(request({ page: 1, pageSize: 101 }))).toThrow('Page size');
  });

  it('pages from 1; page 0 is the whole list', () => {
    expect(clientPage(request({ page: 0 }))).toBeUndefined();
    expect(clientPage(request({ page: 3, pageSize: 10 }))).toEqual({ skip: 20, limit: 10 });
  });
});
