import { act, renderHook } from '@testing-library/react';
import { useInlineEdit } from './useInlineEdit';

describe('useInlineEdit', () => {
  it('opens on the saved value, so the user edits what they see', () => {
    const { result } = renderHook(() => useInlineEdit('ada@example.com'));
    act(() => result.current.open());
    expect(result.current).toMatchObject({ editing: true, draft: 'ada@example.com', saveHint: null });
  });

  it("drops Save's refusal as soon as the user types again", () => {
    const { result } = renderHook(() => useInlineEdit('ada'));
    act(() => result.current.open());
    act(() => result.current.setSaveHint('Username is too short'));
    expect(result.current.saveHint).toBe('Username is too short');
    act(() => result.current.edit('ada_l'));
    expect(result.current).toMatchObject({ draft: 'ada_l', saveHint: null });
  });

  it('reopens on the saved value after a cancelled edit, without the old refusal', () => {
    const { result } = renderHook(() => useInlineEdit('ada'));
    act(() => result.current.open());
    act(() => result.current.edit('x'));
    act(() => result.current.setSaveHint('Username is too short'));
    act(() => result.current.close());
    expect(result.current.editing).toBe(false);
    act(() => result.current.open());
    expect(result.current).toMatchObject({ editing: true, draft: 'ada', saveHint: null });
  });
});
