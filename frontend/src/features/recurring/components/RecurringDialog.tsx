import { Alert, Button, Flex, Form, Modal, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isDemoBlockedWrite } from '../../../shared/feedback/demoBlockedWrite';
import { useGetClientQuery } from '../../../entities/client';
import { useSectionHref } from '../../../shared/dashboard-links/dashboardBase';
import { serverErrorText } from '../../../entities/document';
import { useFormPreferencesQuery } from '../../../entities/preferences';
import {
  useCreateRecurringMutation,
  useUpdateRecurringMutation,
  type RecurringProfile,
} from '../api/recurringApi';
import {
  defaultTimeZone,
  newProfileValues,
  previewLine,
  problemOf,
  recurringInputOf,
  templateOf,
  valuesOfProfile,
  type RecurringFormValues,
} from '../model/recurringForm';
import { RecurringFields } from './RecurringFields';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

/** A saved invoice to make recurring, or a profile to edit. */
export type RecurringTarget =
  | { kind: 'create'; invoice: Record<string, unknown> & { client_id?: string | null }; number: string }
  | { kind: 'edit'; profile: RecurringProfile };

type Props = { target: RecurringTarget | null; onClose: () => void };

const clientIdOf = (target: RecurringTarget | null) =>
  String((target?.kind === 'create' ? target.invoice.client_id : target?.profile.invoice.client_id) ?? '');

/** 'Make recurring' on a saved invoice, and 'Edit' of a profile (changes apply to future invoices). */
export function RecurringDialog({ target, onClose }: Props) {
  const clientId = clientIdOf(target);
  const client = useGetClientQuery(clientId, { skip: !clientId });
  const preferences = useFormPreferencesQuery(undefined, { skip: !target });
  const loading = (clientId && client.isLoading) || preferences.isLoading;
  const title =
    target?.kind === 'edit' ? 'Edit recurring profile' : `Make recurring · ${target?.number ?? ''}`;
  return (
    <Modal open={target !== null} title={title} onCancel={onClose} footer={null} destroyOnHidden>
      {!target ? null : loading ? (
        <Skeleton active paragraph={{ rows: 8 }} aria-label="Loading the profile's defaults" />
      ) : (
        <RecurringForm
          target={target}
          clientEmail={client.data?.business_email ?? ''}
          initial={
            target.kind === 'edit'
              ? valuesOfProfile(target.profile)
              : newProfileValues(
                  dayjs().format('YYYY-MM-DD'),
                  defaultTimeZone(
                    (client.data as { time_zone?: string } | undefined)?.time_zone,
                    preferences.data?.time_zone,
                  ),
                  preferences.data?.invoice_validity_days,
                )
          }
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

type FormProps = {
  target: RecurringTarget;
  clientEmail: string;
  initial: RecurringFormValues;
  onDone: () => void;
};

function RecurringForm({ target, clientEmail, initial, onDone }: FormProps) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const sectionHref = useSectionHref();
  const [create, creating] = useCreateRecurringMutation();
  const [update, updating] = useUpdateRecurringMutation();
  const [values, setValues] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const problem = problemOf(values);
  const nextDate =
    target.kind === 'edit' && values.start_date === initial.start_date
      ? target.profile.next_date || values.start_date
      : values.start_date;

  const announce = (text: string) => {
    const href = sectionHref('recurring');
    message.success(
      <span>
        {text}{' '}
        <a
          href={href}
          onClick={(event) => {
            event.preventDefault();
            void navigate(href);
          }}
        >
          Open Recurring
        </a>
      </span>,
    );
  };

  const submit = async () => {
    setTried(true);
    if (problem) return;
    setFailure(null);
    const result =
      target.kind === 'edit'
        ? await update({ id: target.profile.id, input: recurringInputOf(values, target.profile.invoice) })
        : await create(recurringInputOf(values, templateOf(target.invoice)));
    if (result.error) {
      if (!isDemoBlockedWrite(result.error))
        setFailure(serverErrorText(result.error, 'Failed to save the recurring profile'));
      return;
    }
    announce(target.kind === 'edit' ? 'Recurring profile saved.' : 'Recurring profile created.');
    onDone();
  };

  return (
    <Form
      layout="vertical"
      onFinish={() => void submit()}
      aria-label={target.kind === 'edit' ? 'Edit recurring profile' : 'Make recurring'}
    >
      <RecurringFields
        values={values}
        clientEmail={clientEmail}
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
      />
      <Typography.Paragraph strong aria-live="polite" data-testid="recurring-preview">
        {previewLine(nextDate, values.frequency)}
      </Typography.Paragraph>
      {tried && problem && <Alert type="warning" showIcon title={problem} style={{ marginBottom: 12 }} />}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={creating.isLoading || updating.isLoading}>
          {target.kind === 'edit' ? 'Save changes' : 'Create profile'}
        </Button>
      </Flex>
    </Form>
  );
}
