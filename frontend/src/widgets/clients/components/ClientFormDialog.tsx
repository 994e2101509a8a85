import { MAX_ADDRESS_LINES, normalizeWebsite, vatIdField, WEBSITE_MESSAGE } from '@paydraft/invoice-core';
import { Alert, Button, Input, Modal, Select } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  useCreateClientMutation,
  useUpdateClientMutation,
  type Client,
  type ClientInput,
  CLIENT_STATUSES,
  statusLabel,
} from '../../../entities/client';
import { CountrySelect } from '../../../shared/country/CountrySelect';
import { TimeZoneSelect } from '../../../shared/time/TimeZoneSelect';
import { LanguageSelect } from '../../../shared/language/LanguageSelect';
import { problemOf } from '../../../shared/forms/schemaRule';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

const SNACKBAR_SECONDS = 3.5;

const EMPTY: ClientInput = {
  business_name: '',
  contact_name: '',
  business_email: '',
  business_phone: '',
  business_address: '',
  business_website: '',
  tax_id: '',
  notes: '',
  status: 'active',
  address_lines: [],
  postal_code: '',
  city: '',
  region: '',
  country: '',
  vat_id: '',
  registration_id: '',
  time_zone: '',
  language: '',
};

type TextKey = Exclude<keyof ClientInput, 'address_lines'>;

const LINE_NUMBERS = Array.from({ length: MAX_ADDRESS_LINES }, (_, index) => index);
// invoice-core's rule, so the form says what the service would.
const vatId = vatIdField('VAT number');

/** The service's rule too (400 clients.invalid_input): a client is found by one of its names. */
export const NAME_REQUIRED = 'Enter a business name or a contact name';

type FieldErrors = Partial<Record<'name' | 'website' | 'vat', string>>;

/** The form's own checks before saving, with the service's messages. */
function problemsOf(input: ClientInput): FieldErrors {
  const problems: FieldErrors = {};
  if (!input.business_name.trim() && !input.contact_name.trim()) problems.name = NAME_REQUIRED;
  if (normalizeWebsite(input.business_website) === null) problems.website = WEBSITE_MESSAGE;
  const vatProblem = problemOf(vatId, input.vat_id);
  if (vatProblem) problems.vat = vatProblem;
  return problems;
}

/** The service's own words for a refused save (a 400 names the problem); none for other failures. */
const refusalText = (error: unknown) => {
  const answer = error as { status?: unknown; data?: { error?: unknown } } | undefined;
  const text = answer?.data?.error;
  return answer?.status === 400 && typeof text === 'string' && text ? text : undefined;
};

/** Always MAX_ADDRESS_LINES inputs; blank lines are not sent. */
const withAllLines = (lines: string[] | undefined) => LINE_NUMBERS.map((index) => lines?.[index] ?? '');

const sentInput = (input: ClientInput): ClientInput => ({
  ...input,
  address_lines: input.address_lines.map((line) => line.trim()).filter(Boolean),
});

const inputOf = (client: Client | undefined): ClientInput => ({
  ...inputFields(client),
  address_lines: withAllLines(client?.address_lines),
});

const inputFields = (client: Client | undefined): ClientInput =>
  client
    ? {
        business_name: client.business_name,
        contact_name: client.contact_name,
        business_email: client.business_email,
        business_phone: client.business_phone,
        business_address: client.business_address,
        business_website: client.business_website,
        tax_id: client.tax_id,
        notes: client.notes,
        status: client.status,
        address_lines: client.address_lines ?? [],
        postal_code: client.postal_code ?? '',
        city: client.city ?? '',
        region: client.region ?? '',
        country: client.country ?? '',
        vat_id: client.vat_id ?? '',
        registration_id: client.registration_id ?? '',
        time_zone: client.time_zone ?? '',
        language: client.language ?? '',
      }
    : EMPTY;

type ClientFormDialogProps = {
  open: boolean;
  /** The client to edit; none for New Client. */
  client?: Client;
  onClose: () => void;
};

/** New/Edit Client (sections Business, Address, Additional; only the email's type is checked). */
export function ClientFormDialog({ open, client, onClose }: ClientFormDialogProps) {
  const formId = useId();
  const nameId = useId();
  const websiteId = useId();
  const vatFieldId = useId();
  const { message } = useFeedback();
  const [createClient, creating] = useCreateClientMutation();
  const [updateClient, updating] = useUpdateClientMutation();
  const [input, setInput] = useState<ClientInput>(() => inputOf(client));
  const [problems, setProblems] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [shownFor, setShownFor] = useState({ open, client });
  // Each opening starts from the client as it is now (or empty), not from the last edit.
  if (shownFor.open !== open || shownFor.client !== client) {
    setShownFor({ open, client });
    if (open) {
      setInput(inputOf(client));
      setProblems({});
      setRefusal(undefined);
    }
  }

  const set = (field: TextKey) => (value: string) => {
    setInput((now) => ({ ...now, [field]: value }));
    // A message stays until the user changes what it is about.
    if (field === 'business_name' || field === 'contact_name')
      setProblems((now) => ({ ...now, name: undefined }));
    if (field === 'business_website') setProblems((now) => ({ ...now, website: undefined }));
    if (field === 'vat_id') setProblems((now) => ({ ...now, vat: undefined }));
  };
  const setLine = (index: number) => (event: { target: { value: string } }) =>
    setInput((now) => ({
      ...now,
      address_lines: now.address_lines.map((line, at) => (at === index ? event.target.value : line)),
    }));
  const text = (field: TextKey) => ({
    value: input[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(input);
    setProblems(found);
    setRefusal(undefined);
    const firstProblem = found.name ? nameId : found.website ? websiteId : found.vat ? vatFieldId : undefined;
    if (firstProblem) {
      document.getElementById(firstProblem)?.focus();
      return;
    }
    const sent = sentInput(input);
    const result = client ? await updateClient({ id: client.id, input: sent }) : await createClient(sent);
    if (result.error) {
      // The spec's snackbar, and the service's reason in the form when it names one.
      const fallback = client ? 'Failed to update client' : 'Failed to create client';
      message.error(fallback, SNACKBAR_SECONDS);
      setRefusal(refusalText(result.error));
      return;
    }
    message.success(client ? 'Client updated successfully' : 'Client created successfully', SNACKBAR_SECONDS);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={client ? 'Edit Client' : 'New Client'}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          htmlType="submit"
          form={formId}
          loading={creating.isLoading || updating.isLoading}
        >
          {client ? 'Update Client' : 'Create Client'}
        </Button>,
      ]}
    >
      {/* noValidate: the form's own messages below each field, never the browser's bubbles. */}
      <form id={formId} className="client-form" noValidate onSubmit={(event) => void submit(event)}>
        {refusal && <Alert type="error" showIcon title={refusal} className="client-form__refusal" />}
        <FormSection title="Business">
          <Field label="Business name" id={nameId} error={problems.name}>
            {(id, invalid) => <Input id={id} {...text('business_name')} {...invalid} autoFocus />}
          </Field>
          <Field label="Contact name" error={problems.name ? ' ' : undefined}>
            {(id, invalid) => <Input id={id} {...text('contact_name')} {...invalid} />}
          </Field>
          <Field label="Email">{(id) => <Input id={id} type="email" {...text('business_email')} />}</Field>
          <Field label="Phone">{(id) => <Input id={id} type="tel" {...text('business_phone')} />}</Field>
        </FormSection>
        <FormSection title="Address">
          <Field label="Address" wide>
            {(id) => <Input.TextArea id={id} rows={2} {...text('business_address')} />}
          </Field>
          {LINE_NUMBERS.map((index) => (
            <Field key={index} label={`Address line ${index + 1}`} wide>
              {(id) => (
                <Input
                  id={id}
                  maxLength={200}
                  value={input.address_lines[index] ?? ''}
                  onChange={setLine(index)}
                />
              )}
            </Field>
          ))}
          <Field label="Postal code">
            {(id) => <Input id={id} maxLength={20} {...text('postal_code')} />}
          </Field>
          <Field label="City">{(id) => <Input id={id} maxLength={100} {...text('city')} />}</Field>
          <Field label="Region or state">
            {(id) => <Input id={id} maxLength={100} {...text('region')} />}
          </Field>
          <Field label="Country">
            {(id) => <CountrySelect id={id} value={input.country} onChange={set('country')} />}
          </Field>
        </FormSection>
        <FormSection title="Additional">
          <Field label="Website" id={websiteId} error={problems.website}>
            {(id, invalid) => (
              <Input
                id={id}
                inputMode="url"
                autoComplete="url"
                placeholder="e.g. www.example.com"
                {...text('business_website')}
                {...invalid}
              />
            )}
          </Field>
          <Field label="Tax ID">{(id) => <Input id={id} {...text('tax_id')} />}</Field>
          <Field label="VAT number" id={vatFieldId} error={problems.vat}>
            {(id, invalid) => (
              <Input
                id={id}
                maxLength={30}
                placeholder="e.g. FR40303265045"
                {...text('vat_id')}
                {...invalid}
              />
            )}
          </Field>
          <Field label="Registration number">
            {(id) => <Input id={id} maxLength={50} {...text('registration_id')} />}
          </Field>
          <Field label="Time zone">
            {(id) => (
              <TimeZoneSelect
                id={id}
                value={input.time_zone}
                onChange={set('time_zone')}
                emptyLabel="Same as mine"
              />
            )}
          </Field>
          <Field label="Language">
            {(id) => (
              <LanguageSelect
                id={id}
                value={input.language}
                onChange={set('language')}
                emptyLabel="Same as my default"
              />
            )}
          </Field>
          <Field label="Status">
            {(id) => (
              <Select
                id={id}
                value={input.status}
                onChange={set('status')}
                options={[...CLIENT_STATUSES, ...(input.status === 'prospect' ? ['prospect'] : [])].map(
                  (status) => ({
                    value: status,
                    label: statusLabel(status),
                  }),
                )}
              />
            )}
          </Field>
          <Field label="Notes" wide>
            {(id) => <Input.TextArea id={id} rows={3} {...text('notes')} />}
          </Field>
        </FormSection>
      </form>
    </Modal>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="client-form__section">
      <legend>{title}</legend>
      <div className="client-form__grid">{children}</div>
    </fieldset>
  );
}

/** What an input of a field with a problem carries: antd's error look and the message, read out. */
type InvalidProps = { status?: 'error'; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** One labelled field; `error` is shown under it (a blank one marks the field without repeating a message). */
function Field({
  label,
  wide,
  id: givenId,
  error,
  children,
}: {
  label: string;
  wide?: boolean;
  id?: string;
  error?: string;
  children: (id: string, invalid: InvalidProps) => ReactNode;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const messageId = `${id}-error`;
  const shown = error?.trim();
  const invalid: InvalidProps = error
    ? { status: 'error', 'aria-invalid': true, ...(shown ? { 'aria-describedby': messageId } : {}) }
    : {};
  return (
    <div className={wide ? 'client-form__field client-form__field--wide' : 'client-form__field'}>
      <label htmlFor={id}>{label}</label>
      {children(id, invalid)}
      {shown && (
        <div id={messageId} role="alert" className="client-form__error">
          {shown}
        </div>
      )}
    </div>
  );
}
