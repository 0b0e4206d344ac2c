/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { resetHeadManagerForTests } from './head-manager';
import { useDocumentMeta, type DocumentMeta } from './useDocumentMeta';

const content = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

describe('useDocumentMeta', () => {
  beforeEach(() => {
    resetHeadManagerForTests();
    document.head.innerHTML = '<meta name="description" content="Takı mağazası">';
    document.title = 'Mağaza';
  });

  it('sets the title, description and robots of the page and restores them on unmount', () => {
    const { unmount } = renderHook(() => useDocumentMeta({ title: 'Yüzük', description: 'Gümüş yüzükler', robots: 'noindex, follow' }));
    expect(document.title).toBe('Yüzük | Işıltı Takı');
    expect(content('description')).toBe('Gümüş yüzükler');
    expect(content('robots')).toBe('noindex, follow');

    unmount();
    expect(document.title).toBe('Mağaza');
    expect(content('description')).toBe('Takı mağazası');
    // A robots directive the page added goes with it.
    expect(content('robots')).toBeUndefined();
  });

  it('leaves what it is not given (or given empty) as it was', () => {
    renderHook(() => useDocumentMeta({ title: null, description: '' }));
    expect(document.title).toBe('Mağaza');
    expect(content('description')).toBe('Takı mağazası');
    expect(content('robots')).toBeUndefined();
  });

  it('follows a value that arrives later, e.g. once the data has loaded', () => {
    const { rerender } = renderHook((meta: DocumentMeta) => useDocumentMeta(meta), { initialProps: { title: null, description: null } as DocumentMeta });
    expect(document.title).toBe('Mağaza');
    rerender({ title: 'Kolye', description: 'Altın kolyeler' });
    expect(document.title).toBe('Kolye | Işıltı Takı');
    expect(content('description')).toBe('Altın kolyeler');
    rerender({ title: 'Küpe', description: 'Altın kolyeler' });
    expect(document.title).toBe('Küpe | Işıltı Takı');
  });
});
