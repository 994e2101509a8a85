import { App, Button, Input, Modal, Select } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  useCreateClientMutation,
  useUpdateClientMutation,
  type Client,
  type ClientInput,
} from '../api/clientsApi';
import { CLIENT_STATUSES, statusLabel } from '../model/clientStatus';

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
};

const inputOf = (client: Client | undefined): ClientInput =>
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
      }
    : EMPTY;

type ClientFormDialogProps = {
  open: boolean;
  /** The client to edit; none for New Client. */
  client?: Client;
  onClose: () => void;
};

/** New/Edit Client (spec: sections Business, Address, Additional; only the email's type is checked). */
export function ClientFormDialog({ open, client, onClose }: ClientFormDialogProps) {
  const formId = useId();
  const { message } = App.useApp();
  const [createClient, creating] = useCreateClientMutation();
  const [updateClient, updating] = useUpdateClientMutation();
  const [input, setInput] = useState<ClientInput>(() => inputOf(client));
  const [shownFor, setShownFor] = useState({ open, client });
  // Each opening starts from the client as it is now (or empty), not from the last edit.
  if (shownFor.open !== open || shownFor.client !== client) {
    setShownFor({ open, client });
    if (open) setInput(inputOf(client));
  }

  const set = (field: keyof ClientInput) => (value: string) =>
    setInput((now) => ({ ...now, [field]: value }));
  const text = (field: keyof ClientInput) => ({
    value: input[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = client ? await updateClient({ id: client.id, input }) : await createClient(input);
    if (result.error) {
      void message.error(client ? 'Failed to update client' : 'Failed to create client', SNACKBAR_SECONDS);
      return;
    }
    void message.success(
      client ? 'Client updated successfully' : 'Client created successfully',
      SNACKBAR_SECONDS,
    );
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
      <form id={formId} className="client-form" onSubmit={(event) => void submit(event)}>
        <FormSection title="Business">
          <Field label="Business name">
            {(id) => <Input id={id} {...text('business_name')} autoFocus />}
          </Field>
          <Field label="Contact name">{(id) => <Input id={id} {...text('contact_name')} />}</Field>
          <Field label="Email">{(id) => <Input id={id} type="email" {...text('business_email')} />}</Field>
          <Field label="Phone">{(id) => <Input id={id} type="tel" {...text('business_phone')} />}</Field>
        </FormSection>
        <FormSection title="Address">
          <Field label="Address" wide>
            {(id) => <Input.TextArea id={id} rows={2} {...text('business_address')} />}
          </Field>
        </FormSection>
        <FormSection title="Additional">
          <Field label="Website">{(id) => <Input id={id} type="url" {...text('business_website')} />}</Field>
          <Field label="Tax ID">{(id) => <Input id={id} {...text('tax_id')} />}</Field>
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

function Field({
  label,
  wide,
  children,
}: {
  label: string;
  wide?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={wide ? 'client-form__field client-form__field--wide' : 'client-form__field'}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
