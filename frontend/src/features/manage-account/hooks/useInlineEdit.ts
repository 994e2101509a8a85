import { useState } from 'react';
import { useFocusAfterEditing } from './useFocusAfterEditing';

/**
 * An account field's inline editor: whether it is open, the text being typed (starting from the saved
 * value), and the refusal its Save button gave, which typing again replaces.
 */
export function useInlineEdit(saved: string) {
  const [editing, setEditing] = useState(false);
  const editButton = useFocusAfterEditing(editing);
  const [draft, setDraft] = useState('');
  const [saveHint, setSaveHint] = useState<string | null>(null);

  const open = () => {
    setDraft(saved);
    setSaveHint(null);
    setEditing(true);
  };
  const edit = (value: string) => {
    setDraft(value);
    setSaveHint(null);
  };
  const close = () => setEditing(false);

  return { editing, editButton, draft, saveHint, setSaveHint, open, edit, close };
}
