// Which accordion sections are open, and which have ever been opened: a section's content (and
// its query) mounts on the first open and stays mounted afterwards, so closing and reopening
// does not load it again (section 2: sections loaded when first opened).
import { useCallback, useState } from 'react';

export const SECTION_IDS = ['description', 'reviews', 'stock', 'orderDelivery', 'installments', 'deliveryReturn', 'trust'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface Accordion {
  isOpen: (id: SectionId) => boolean;
  wasOpened: (id: SectionId) => boolean;
  toggle: (id: SectionId) => void;
  open: (id: SectionId) => void;
}

export function useAccordion(): Accordion {
  const [open, setOpen] = useState<ReadonlySet<SectionId>>(new Set());
  const [opened, setOpened] = useState<ReadonlySet<SectionId>>(new Set());

  const show = useCallback((id: SectionId) => {
    setOpen((s) => (s.has(id) ? s : new Set(s).add(id)));
    setOpened((s) => (s.has(id) ? s : new Set(s).add(id)));
  }, []);

  const toggle = useCallback(
    (id: SectionId) => {
      setOpen((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
      setOpened((s) => (s.has(id) ? s : new Set(s).add(id)));
    },
    [],
  );

  return { isOpen: (id) => open.has(id), wasOpened: (id) => opened.has(id), toggle, open: show };
}
