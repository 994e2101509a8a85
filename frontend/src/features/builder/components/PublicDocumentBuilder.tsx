import { useMemo } from 'react';
import { useFreeLimit } from '../hooks/useFreeLimit';
import { publicActions } from '../model/builderActions';
import { PUBLIC_DEFAULTS } from '../model/builderDefaults';
import { DocumentBuilder } from './DocumentBuilder';

/** The builder as a visitor without an account has it: the spec's defaults, the free limit, feedback. */
export function PublicDocumentBuilder() {
  const freeLimit = useFreeLimit();
  const actions = useMemo(() => publicActions(freeLimit), [freeLimit]);
  return <DocumentBuilder defaults={PUBLIC_DEFAULTS} actions={actions} />;
}
