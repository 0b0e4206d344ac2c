/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useLazyModule } from './useLazyModule';

type Part = { text: string };

function Probe({ load, enabled }: { load: () => Promise<Part>; enabled?: boolean }) {
  const { loaded, failed, retry } = useLazyModule(load, { enabled, label: 'probe' });
  if (failed) return <button onClick={retry}>retry</button>;
  return <p>{loaded ? loaded.text : 'waiting'}</p>;
}

describe('useLazyModule', () => {
  it('loads once enabled, and only once', async () => {
    const load = jest.fn(async () => ({ text: 'loaded part' }));
    const view = render(<Probe load={load} enabled={false} />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => view.rerender(<Probe load={load} enabled />));
    expect(screen.getByText('loaded part')).toBeInTheDocument();
    await act(async () => view.rerender(<Probe load={load} enabled />));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load and loads again on retry', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn<Promise<Part>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ text: 'second try' });
    await act(async () => render(<Probe load={load} />));
    expect(log).toHaveBeenCalledWith('probe failed to load', expect.any(Error));
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    expect(screen.getByText('second try')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
