import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectDashboardAccess } from '../../../shared/session/sessionSlice';
import { useFreeLimit } from '../hooks/useFreeLimit';
import { payingActions, publicActions } from '../model/builderActions';
import { PUBLIC_DEFAULTS } from '../model/builderDefaults';
import { carriedLogoOf } from '../model/carriedLogo';
import type { CarriedForm } from '../model/carriedForm';
import { DocumentBuilder } from './DocumentBuilder';

/** Where 'Open in dashboard' goes: the dashboard's builder, which reads the form from the navigation state. */
export const DASHBOARD_COMPOSE_PATH = '/dashboard?section=create&skipChecks=true';

/**
 * The builder on /invoice-generator. A visitor (or a signed-in user without a plan) has the spec's
 * defaults, the free limit and feedback; a signed-in user with dashboard access has no free limit and
 * may open what they typed in the dashboard. The PDF call carries the session's token either way: the
 * server decides the watermark and the limit from it.
 */
export function PublicDocumentBuilder() {
  const freeLimit = useFreeLimit();
  const paying = useAppSelector(selectDashboardAccess) === 'granted';
  const navigate = useNavigate();
  const openInDashboard = useCallback(
    async (form: CarriedForm, logo: File | null) => {
      const carried: CarriedForm = { ...form, logo: logo ? await carriedLogoOf(logo) : null };
      await navigate(DASHBOARD_COMPOSE_PATH, { state: { carried } });
    },
    [navigate],
  );
  const actions = useMemo(
    () => (paying ? payingActions(openInDashboard) : publicActions(freeLimit)),
    [paying, openInDashboard, freeLimit],
  );
  return <DocumentBuilder defaults={PUBLIC_DEFAULTS} actions={actions} />;
}
