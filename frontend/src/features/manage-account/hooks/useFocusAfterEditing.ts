import { useEffect, useRef } from 'react';

/**
 * When an inline editor closes (saved, cancelled or Escape), its input leaves the page and the focus
 * would fall back to the top of the document; it goes back to the Edit button that opened it instead.
 */
export function useFocusAfterEditing(editing: boolean) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return editButton;
}
