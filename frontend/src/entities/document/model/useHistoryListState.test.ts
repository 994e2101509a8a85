import { act, renderHook } from '@testing-library/react';
import { useHistoryListState } from './useHistoryListState';

describe('useHistoryListState', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const onPageThree = () => {
    const hook = renderHook(() => useHistoryListState());
    act(() => hook.result.current.pager.onPage(3));
    expect(hook.result.current.page).toBe(3);
    return hook;
  };

  it('goes back to page 1 when the search, the client or the page size changes', () => {
    const { result } = onPageThree();
    act(() => result.current.onSearch('acme'));
    expect(result.current.page).toBe(1);

    act(() => result.current.pager.onPage(2));
    act(() => result.current.onClient('client-7'));
    expect(result.current).toMatchObject({ client: 'client-7', page: 1 });

    act(() => result.current.pager.onPage(2));
    act(() => result.current.pager.onPageSize(25));
    expect(result.current.pager).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('asks for the search once typing pauses, without its outer spaces', () => {
    const { result } = renderHook(() => useHistoryListState());
    act(() => result.current.onSearch('  acme '));
    expect(result.current).toMatchObject({ search: '  acme ', settledSearch: '' });
    act(() => jest.advanceTimersByTime(300));
    expect(result.current.settledSearch).toBe('acme');
  });
});
