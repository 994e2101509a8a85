import { Alert, Button, Flex, Spin } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { defaultsFromPreferences, type BuilderDefaults } from '../../builder';
import type { HistoryDocument } from '../../../entities/document';
import { useFormPreferencesQuery } from '../../../entities/preferences';
import type { ComposeRequest } from '../composeLocationState';
import { useLogoFile, type LogoFile } from '../hooks/useLogoFile';
import { composePlanOf } from '../model/composePlan';
import { ComposeBuilder } from './ComposeBuilder';

export type ComposeProps = {
  request: ComposeRequest;
  /** Beside the type toggle: the way back ('Back to History', 'Back to Quotes'). */
  headerExtra?: ReactNode;
  /** After each successful save (the client detail's dialog says 'Document updated successfully'). */
  onSaved?: (document: HistoryDocument) => void;
  /** After a failed save, with the reason. */
  onSaveFailed?: (reason: string) => void;
};

type Snapshot = { key: number; defaults: BuilderDefaults; storedLogo: LogoFile | null };

/**
 * The dashboard's builder for one request: loads the form preferences (404: the spec's defaults) and
 * the stored logo, reads the edited or converted document, then opens the builder. A new document
 * starts over after each generated PDF, with the next number of the refetched preferences.
 */
export function Compose({ request, headerExtra, onSaved, onSaveFailed }: ComposeProps) {
  const preferences = useFormPreferencesQuery();
  const prefs = preferences.data ?? null;
  const prepared = useMemo(
    () => (preferences.isSuccess ? composePlanOf(request, prefs) : null),
    [preferences.isSuccess, request, prefs],
  );
  const plan = prepared && 'plan' in prepared ? prepared.plan : null;
  const logoUrl = plan ? (plan.kind === 'create' ? prefs?.logo_url : plan.senderLogoUrl) : null;
  const logo = useLogoFile(logoUrl);

  // What the builder starts with is read once per start: a later refetch (a logo uploaded by a save)
  // does not replace the document being written.
  const [generation, setGeneration] = useState(0);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  if (plan && logo.ready && !preferences.isFetching && snapshot?.key !== generation) {
    setSnapshot({
      key: generation,
      defaults: defaultsFromPreferences(prefs ?? {}, logo.logo?.file ?? null),
      storedLogo: logo.logo,
    });
  }

  const { refetch } = preferences;
  const onGenerated = useCallback(() => {
    void refetch().then(() => setGeneration((current) => current + 1));
  }, [refetch]);

  if (preferences.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to load form settings"
        action={
          <Button size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (prepared && 'problem' in prepared) {
    return (
      <Flex vertical gap={12} align="flex-start">
        {headerExtra}
        <Alert type="error" showIcon title={prepared.problem} style={{ alignSelf: 'stretch' }} />
      </Flex>
    );
  }
  if (!plan || !snapshot || snapshot.key !== generation) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label="Loading the builder" />
      </Flex>
    );
  }
  return (
    <ComposeBuilder
      key={generation}
      // A carried form opens once: the new document after a generated PDF starts from the preferences.
      plan={plan.kind === 'create' && generation > 0 ? { ...plan, carried: undefined } : plan}
      defaults={snapshot.defaults}
      storedLogo={snapshot.storedLogo}
      headerExtra={headerExtra}
      onGenerated={plan.kind === 'create' ? onGenerated : undefined}
      onSaved={onSaved}
      onSaveFailed={onSaveFailed}
    />
  );
}
