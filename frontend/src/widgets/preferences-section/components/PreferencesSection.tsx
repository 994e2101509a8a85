import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { CardPaymentsCard } from '../../../features/card-payments';
import { useFormPreferencesQuery } from '../../../entities/preferences';
import { loadErrorText } from '../model/preferencesForm';
import { PreferencesForm } from './PreferencesForm';
import './Preferences.css';

/** /dashboard?section=preferences: 'Accept card payments', then the 'Form Settings' card. */
export function PreferencesSection() {
  return (
    <>
      <CardPaymentsCard />
      <FormSettings />
    </>
  );
}

/** The saved preferences (or the spec's defaults) in the 'Form Settings' card. */
function FormSettings(): ReactNode {
  const { data, error, isLoading, isFetching, isSuccess, refetch } = useFormPreferencesQuery();
  const [errorClosed, setErrorClosed] = useState(false);

  if (isLoading) {
    return (
      <Card className="preferences-card" title={<h2 className="preferences-card__title">Form Settings</h2>}>
        <Skeleton active paragraph={{ rows: 8 }} aria-label="Loading form settings" />
      </Card>
    );
  }
  if (!isSuccess) {
    // No form without the saved values: saving defaults over them would lose them.
    return (
      <Card className="preferences-card" title={<h2 className="preferences-card__title">Form Settings</h2>}>
        {!errorClosed && (
          <Alert
            type="error"
            showIcon
            closable={{ 'aria-label': 'Close' }}
            onClose={() => setErrorClosed(true)}
            title={loadErrorText(error)}
            className="preferences-card__alert"
          />
        )}
        <Button
          icon={<ReloadOutlined />}
          loading={isFetching}
          onClick={() => {
            setErrorClosed(false);
            void refetch();
          }}
        >
          Try again
        </Button>
      </Card>
    );
  }
  return <PreferencesForm saved={data ?? null} />;
}
