import { renderHook } from '@testing-library/react';
import { useNoIndex } from './useNoIndex';

const robots = () =>
  [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content'));

describe('useNoIndex', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove()));

  it('asks for noindex while mounted and removes the tag when the page is left', () => {
    const { unmount } = renderHook(() => useNoIndex());
    expect(robots()).toEqual(['noindex, nofollow']);
    unmount();
    expect(robots()).toEqual([]);
  });

  it('takes over the tag the gateway wrote into the HTML instead of adding a second', () => {
    const served = document.createElement('meta');
    served.name = 'robots';
    served.content = 'noindex';
    document.head.append(served);

    const { unmount } = renderHook(() => useNoIndex());
    expect(robots()).toEqual(['noindex, nofollow']);
    unmount();
    expect(robots()).toEqual([]);
  });
});
