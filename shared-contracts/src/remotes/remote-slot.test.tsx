/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { RemoteSlot, RemoteSlotContext, type RemoteSlotProps } from './remote-slot';

function FakeShellSlot({ remote, module, props }: RemoteSlotProps) {
  return <p>{`${remote}/${module.slice(2)} ${JSON.stringify(props)}`}</p>;
}

describe('RemoteSlot', () => {
  it('asks the shell to render the named widget with its props', () => {
    render(
      <RemoteSlotContext.Provider value={FakeShellSlot}>
        <RemoteSlot remote="mf_catalog" module="./ProductSlider" props={{ categoryId: 12 }} />
      </RemoteSlotContext.Provider>,
    );
    expect(screen.getByText('mf_catalog/ProductSlider {"categoryId":12}')).toBeInTheDocument();
  });

  it('shows its fallback outside the shell', () => {
    render(<RemoteSlot remote="mf_catalog" module="./ProductSlider" fallback={<span>yedek</span>} />);
    expect(screen.getByText('yedek')).toBeInTheDocument();
  });
});
