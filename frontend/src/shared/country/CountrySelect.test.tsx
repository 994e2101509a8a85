import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountrySelect } from './CountrySelect';

describe('CountrySelect', () => {
  it('narrows the countries to those whose name or code holds what is typed', async () => {
    const picked: string[] = [];
    render(
      <>
        <label htmlFor="country">Country</label>
        <CountrySelect id="country" onChange={(code) => picked.push(code)} />
      </>,
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'germ');
    expect(screen.queryByTitle('France (FR)')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('Germany (DE)'));
    expect(picked).toEqual(['DE']);
  });
});
