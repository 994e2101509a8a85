import { Alert, Card, Form } from 'antd';
import { useRef, useState } from 'react';
import type { FormPreferences } from '../../../shared/preferences/formPreferences';
import { isDemoBlockedWrite } from '../../../shared/feedback/demoBlockedWrite';
import {
  LOGO_UPLOAD_KEY,
  useSaveFormPreferencesMutation,
  useUploadLogoMutation,
} from '../../../entities/preferences';
import {
  formValuesOf,
  payloadOf,
  serverErrorText,
  type PreferencesFormValues,
} from '../model/preferencesForm';
import { BankDetailsBlock } from './BankDetailsBlock';
import { BusinessInfoBlock } from './BusinessInfoBlock';
import { CustomFieldsBlock } from './CustomFieldsBlock';
import { DefaultTaxesBlock } from './DefaultTaxesBlock';
import { DocumentSettingsBlock, type DocumentTab } from './DocumentSettingsBlock';
import { GeneralSettingsBlock } from './GeneralSettingsBlock';
import { RemindersBlock } from './RemindersBlock';
import { SaveBar } from './SaveBar';
import { SellerDetailsBlock } from './SellerDetailsBlock';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

/** The preferences' snackbar stays 2.5 s. */
export const SAVED_SNACKBAR_SECONDS = 2.5;

type PreferencesFormProps = {
  /** What the server has, or null when nothing is saved yet (the spec's defaults then). */
  saved: FormPreferences | null;
};

const tabOfField = (name: string | number | undefined): DocumentTab | null => {
  const field = String(name ?? '');
  if (field.startsWith('invoice_') || field === 'next_invoice_number') return 'invoice';
  if (field.startsWith('quote_') || field === 'next_quote_number') return 'quote';
  return null;
};

/** The 'Form Settings' card: every block, one error alert, and the fixed save bar. */
export function PreferencesForm({ saved }: PreferencesFormProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<PreferencesFormValues>();
  // Read once: a later refetch (after Save) must not replace what the user is typing.
  const [initialValues] = useState(() => formValuesOf(saved));
  const [error, setError] = useState<string | null>(null);
  const [activeTab, setActiveTab] = useState<DocumentTab>('invoice');
  const [save, { isLoading: saving }] = useSaveFormPreferencesMutation();
  const [, logoUpload] = useUploadLogoMutation({ fixedCacheKey: LOGO_UPLOAD_KEY });
  const alertBox = useRef<HTMLDivElement>(null);

  const showError = (text: string | null) => {
    setError(text);
    if (text) requestAnimationFrame(() => alertBox.current?.scrollIntoView?.({ block: 'nearest' }));
  };

  const submit = async () => {
    showError(null);
    // The whole store: the custom fields' ids have no input of their own.
    const payload = payloadOf(form.getFieldsValue(true) as PreferencesFormValues);
    const result = await save(payload);
    if (result.error) {
      // A write the demo refused has its own prompt.
      if (!isDemoBlockedWrite(result.error))
        showError(serverErrorText(result.error, 'Failed to save settings'));
    } else if (result.data.success === false) {
      showError(result.data.error || 'Failed to save settings');
    } else {
      // The page shows what was saved: blank custom fields were dropped.
      form.setFieldValue('custom_fields', payload.custom_fields ?? []);
      message.success('Saved successfully', SAVED_SNACKBAR_SECONDS);
    }
  };

  const showFirstProblem = ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
    const first = errorFields[0]?.name;
    if (!first) return;
    const tab = tabOfField(first[0]);
    if (tab) setActiveTab(tab);
    // After the tab is shown; centred so the fixed bar does not cover it.
    setTimeout(() => form.scrollToField(first, { focus: true, block: 'center' }), 0);
  };

  return (
    <Form<PreferencesFormValues>
      form={form}
      name="form-preferences"
      layout="vertical"
      initialValues={initialValues}
      onFinish={() => void submit()}
      onFinishFailed={showFirstProblem}
      className="preferences"
      requiredMark={false}
    >
      <Card
        className="preferences-card"
        title={
          <h2 className="preferences-card__title" id="preferences-title">
            Form Settings
          </h2>
        }
      >
        <div ref={alertBox} className="preferences-card__alert">
          {error && (
            <Alert
              type="error"
              showIcon
              closable={{ 'aria-label': 'Close' }}
              title={error}
              onClose={() => setError(null)}
            />
          )}
        </div>
        <BusinessInfoBlock onError={showError} />
        <SellerDetailsBlock />
        <BankDetailsBlock />
        <GeneralSettingsBlock />
        <DefaultTaxesBlock />
        <CustomFieldsBlock onError={showError} />
        <DocumentSettingsBlock activeTab={activeTab} onTabChange={setActiveTab} />
        <RemindersBlock />
      </Card>
      <SaveBar saving={saving} waitingForLogo={logoUpload.isLoading} />
    </Form>
  );
}
