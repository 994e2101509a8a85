import { ComposeSection } from '.';

/** The dashboard's 'Invoice / Quote' section: the builder that saves to the account (features/compose). */
export function CreateSection() {
  return <ComposeSection />;
}
