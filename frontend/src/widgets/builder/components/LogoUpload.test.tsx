import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LogoUpload } from './LogoUpload';

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

const drop = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe('LogoUpload', () => {
  it("rejects a GIF with the 'File upload Failed' dialog", async () => {
    const onChange = jest.fn();
    renderWithProviders(<LogoUpload file={null} onChange={onChange} />);

    drop(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));

    const dialog = await screen.findByRole('dialog', { name: 'File upload Failed' });
    expect(dialog).toHaveTextContent('Only PNG and JPG images can be used as a logo.');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
  });

  it('rejects a PNG above 5 MB', async () => {
    const onChange = jest.fn();
    renderWithProviders(<LogoUpload file={null} onChange={onChange} />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });

    drop(big);

    expect(await screen.findByRole('dialog', { name: 'File upload Failed' })).toHaveTextContent(
      'The logo must be 5 MB or smaller.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts a PNG, previews it and removes it', async () => {
    const onChange = jest.fn();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const { rerender } = renderWithProviders(<LogoUpload file={null} onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Choose File/ })).toBeInTheDocument();

    drop(png);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(png));

    rerender(<LogoUpload file={png} onChange={onChange} />);
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Remove logo/ }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps the keyboard focus in the logo control when a logo is chosen and when it is removed', async () => {
    const user = userEvent.setup();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const Controlled = () => {
      const [file, setFile] = useState<File | null>(null);
      return <LogoUpload file={file} onChange={setFile} />;
    };
    renderWithProviders(<Controlled />);
    const dropZone = screen.getByRole('button', { name: /Choose File/ });
    dropZone.focus();

    drop(png);

    const remove = await screen.findByRole('button', { name: /Remove logo/ });
    await waitFor(() => expect(remove).toHaveFocus());
    expect(document.body).not.toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: /Choose File/ })).toHaveFocus());
  });
});
