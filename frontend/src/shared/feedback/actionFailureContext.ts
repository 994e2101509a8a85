import { createContext, useContext } from 'react';

/** A failed action, as the spec words it: the dialog 'Generate invoice Failed' says 'Failed to …'. */
export type ActionFailure = {
  /** What the user tried, capitalised as a title: 'Generate invoice', 'Save draft', 'Feedback'. */
  action: string;
  /** What went wrong, usually 'Failed to …' and the server's reason. */
  message: string;
};

export type ShowFailure = (failure: ActionFailure) => void;

export const ActionFailureContext = createContext<ShowFailure | null>(null);

/** The app's one way to tell the user that an action failed (see ActionFailureProvider). */
export function useShowFailure(): ShowFailure {
  const show = useContext(ActionFailureContext);
  if (!show) throw new Error('useShowFailure needs an ActionFailureProvider (AppProviders has one)');
  return show;
}
