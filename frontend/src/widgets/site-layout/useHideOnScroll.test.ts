import { act, renderHook } from '@testing-library/react';
import { useHideOnScroll } from './useHideOnScroll';

const scrollTo = (y: number) => {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
};

describe('useHideOnScroll', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  });

  it('is visible at first', () => {
    const { result } = renderHook(() => useHideOnScroll());
    expect(result.current).toBe(false);
  });

  it('stays visible after scrolling down by 8 px or less', () => {
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(8);
    expect(result.current).toBe(false);
  });

  it('hides after scrolling down by more than 8 px, counting small steps together', () => {
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(5);
    expect(result.current).toBe(false);
    scrollTo(9);
    expect(result.current).toBe(true);
  });

  it('shows again only after scrolling up by more than 8 px', () => {
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(400);
    expect(result.current).toBe(true);
    scrollTo(392);
    expect(result.current).toBe(true);
    scrollTo(391);
    expect(result.current).toBe(false);
  });

  it('always shows at the very top', () => {
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(20);
    expect(result.current).toBe(true);
    scrollTo(15);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useHideOnScroll());
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
