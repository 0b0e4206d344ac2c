// One accordion section (disclosure pattern): a heading with a toggle button; the panel's content
// is rendered from the first open on and only hidden when the section is closed again.
import { forwardRef, useId, type ReactNode } from 'react';
import styles from './AccordionSection.module.css';

interface Props {
  title: string;
  open: boolean;
  opened: boolean;
  onToggle: () => void;
  children: () => ReactNode;
}

export const AccordionSection = forwardRef<HTMLElement, Props>(function AccordionSection({ title, open, opened, onToggle, children }, ref) {
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <section ref={ref} className={styles.section}>
      <h2 className={styles.heading}>
        <button type="button" id={buttonId} className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span>{title}</span>
          <span className={styles.icon} aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        {opened && children()}
      </div>
    </section>
  );
});
