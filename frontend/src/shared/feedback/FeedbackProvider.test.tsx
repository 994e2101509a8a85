import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useFeedback } from './feedbackContext';

function Actions() {
  const { message, modal } = useFeedback();
  return (
    <>
      <button
        onClick={() => {
          message.success('Saved successfully');
          message.error('Failed to send');
        }}
      >
        Save
      </button>
      <button
        onClick={() => {
          message.error('Failed to save draft');
          message.destroy();
          message.info('Sign up to save');
        }}
      >
        Try
      </button>
      <button onClick={() => modal.confirm({ title: 'Delete this payment?', okText: 'Delete' })}>
        Delete
      </button>
    </>
  );
}

describe('FeedbackProvider', () => {
  it('shows every notice asked for before antd has loaded, and again afterwards', async () => {
    renderWithProviders(<Actions />, { detachedStyles: true });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(await screen.findByText('Failed to send')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this payment?' })).toBeInTheDocument();
  });

  it('drops a notice closed before antd has loaded', async () => {
    renderWithProviders(<Actions />, { detachedStyles: true });

    await userEvent.click(screen.getByRole('button', { name: 'Try' }));

    expect(await screen.findByText('Sign up to save')).toBeInTheDocument();
    expect(screen.queryByText('Failed to save draft')).not.toBeInTheDocument();
  });
});
