import type { DropdownProps } from 'antd';
import { cloneElement, lazy, Suspense, useCallback, useState, type ReactElement, type Ref } from 'react';
import { useOpenedOnce } from '../hooks/useOpenedOnce';

const Dropdown = lazy(() => import('./antdDropdown').then((m) => ({ default: m.Dropdown })));

type TriggerProps = { onClick?: () => void; ref?: Ref<HTMLElement> };

type DropdownOnFirstUseProps = Omit<DropdownProps, 'open' | 'onOpenChange' | 'trigger' | 'children'> & {
  /** The button that opens the menu: the same markup before and after antd's Dropdown has loaded. */
  children: ReactElement<TriggerProps>;
};

/**
 * antd's Dropdown, opened by a click, whose code loads on that first click: until then the button is
 * all there is, so a header's menus cost the first download nothing.
 */
export function DropdownOnFirstUse({ children, ...dropdownProps }: DropdownOnFirstUseProps) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  // The button is mounted anew inside the Dropdown, once, after the click that focused the first.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);

  if (!opened) return cloneElement(children, { onClick: () => setOpen(true) });
  return (
    <Suspense fallback={children}>
      <Dropdown {...dropdownProps} trigger={['click']} open={open} onOpenChange={setOpen}>
        {cloneElement(children, { ref: focusOnMount })}
      </Dropdown>
    </Suspense>
  );
}
