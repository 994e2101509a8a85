import { documentSchema } from '@paydraft/invoice-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { BuilderActions, ClientPickerProps } from '../model/builderActions';
import { PUBLIC_DEFAULTS } from '../model/builderDefaults';
import { DocumentBuilder } from './DocumentBuilder';

jest.setTimeout(15_000);

const saved = documentSchema.parse({
  document_type: 'quote',
  document_number: 'QUO-0007',
  receiver_info: 'Globex',
  items: [{ description: 'Audit', qty: '2', price: '300' }],
});

function FakePicker({ onPick }: ClientPickerProps) {
  return (
    <button type="button" onClick={() => onPick({ id: 'client-1', receiverInfo: 'Initech\nAustin' })}>
      Select Client
    </button>
  );
}

const dashboard = (save: BuilderActions['save']): BuilderActions => ({
  freeLimit: null,
  feedback: false,
  save,
  ClientPicker: FakePicker,
});

describe('DocumentBuilder in the dashboard', () => {
  it('opens a saved document for editing, with its type fixed', () => {
    renderWithProviders(
      <DocumentBuilder
        defaults={PUBLIC_DEFAULTS}
        actions={dashboard(jest.fn())}
        opened={{ id: 'd1', document: saved }}
      />,
      { detachedStyles: true },
    );

    expect(screen.getByRole('heading', { name: 'Edit Quote' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quote number')).toHaveValue('QUO-0007');
    expect(screen.getByLabelText('Description, item 1')).toHaveValue('Audit');
    expect(screen.queryByText(/free documents left today/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your feedback')).not.toBeInTheDocument();
  });

  it("saves a draft with the picked client and says 'Draft Saved!'", async () => {
    const save = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<DocumentBuilder defaults={PUBLIC_DEFAULTS} actions={dashboard(save)} />, {
      detachedStyles: true,
    });
    await user.click(screen.getByRole('button', { name: 'Select Client' }));
    // A picked client's details are locked until the picker's 'Clear'.
    expect(screen.getByLabelText('Client details')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Description, item 1'), 'Design');

    await user.click(screen.getByRole('button', { name: /Save Draft/ }));

    expect(await screen.findByRole('dialog')).toHaveTextContent('Draft Saved!');
    expect(save).toHaveBeenCalledWith({
      document: expect.objectContaining({
        receiver_info: 'Initech\nAustin',
        items: [expect.objectContaining({ description: 'Design', qty: '1', price: '0' })],
      }),
      clientId: 'client-1',
      // The picked client has no language: the owner's default, en-US here.
      language: 'en-US',
      logo: null,
      status: 'draft',
    });
    // How the PDF is drawn is not part of the stored document.
    expect(save.mock.calls[0][0].document).not.toHaveProperty('table_border');
  });

  it("names the action when saving fails: 'Save draft Failed' with the reason", async () => {
    const save = jest.fn().mockRejectedValue(new Error('Document number already used'));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<DocumentBuilder defaults={PUBLIC_DEFAULTS} actions={dashboard(save)} />, {
      detachedStyles: true,
    });
    await user.type(screen.getByLabelText('Description, item 1'), 'Design');

    await user.click(screen.getByRole('button', { name: /Save Draft/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Save draft Failed' });
    expect(within(dialog).getByText('Document number already used')).toBeInTheDocument();
  });
});
