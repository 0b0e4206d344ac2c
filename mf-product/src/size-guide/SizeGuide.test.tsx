import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductSizeGuideDocument } from 'shared-contracts/graphql';
import { renderWithShell } from '../testing/render-with-shell';
import { SizeGuide } from './SizeGuide';

const request = { query: ProductSizeGuideDocument, variables: { slug: 'olcu-rehberi', language: 'tr' } };
const page = (status: string, items: { id: number; type: string; data: unknown }[]) => ({
  request,
  result: { data: { landingPage: { __typename: 'LandingPage' as const, slug: 'olcu-rehberi', status, title: 'Ölçü Rehberi', items: items.map((i) => ({ __typename: 'ContentBlock' as const, ...i })) } } },
});

describe('SizeGuide', () => {
  it('opens the guide in a modal on the shell modal stack and closes it', async () => {
    const user = userEvent.setup();
    const mocks = [page('Published', [{ id: 1, type: 'html', data: { html: '<h2>Ölçü Rehberi</h2><table><tbody><tr><td>14</td><td>54</td></tr></tbody></table>' } }])];
    const view = await act(async () => renderWithShell(<SizeGuide />, { mocks }));
    await user.click(screen.getByRole('button', { name: 'Ölçü Rehberi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ölçü Rehberi' });
    expect(await within(dialog).findByRole('table')).toHaveTextContent('1454');
    expect(view.state().modals.stack).toEqual([{ id: 'mf-product:size-guide' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.state().modals.stack).toEqual([]);
    expect(screen.getByRole('button', { name: 'Ölçü Rehberi' })).toHaveFocus();
  });

  it('shows ui.modal.lp.error as a toast and in the modal when the guide cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const view = await act(async () => renderWithShell(<SizeGuide />, { mocks: [{ request, error: new Error('network down') }] }));
    await user.click(screen.getByRole('button', { name: 'Ölçü Rehberi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ölçü Rehberi' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ölçü rehberi yüklenemedi.');
    await waitFor(() => expect(view.state().toasts.items).toEqual([expect.objectContaining({ kind: 'error', message: 'ui.modal.lp.error' })]));
  });

  it('treats an unpublished page as a failure', async () => {
    const user = userEvent.setup();
    const view = await act(async () => renderWithShell(<SizeGuide />, { mocks: [page('Draft', [{ id: 1, type: 'html', data: { html: '<p>taslak</p>' } }])] }));
    await user.click(screen.getByRole('button', { name: 'Ölçü Rehberi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ölçü rehberi yüklenemedi.');
    expect(screen.queryByText('taslak')).not.toBeInTheDocument();
    expect(view.state().toasts.items.at(-1)).toMatchObject({ message: 'ui.modal.lp.error' });
  });
});
