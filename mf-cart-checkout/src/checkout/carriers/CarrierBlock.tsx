// Carrier list: dimmed and not clickable while loading (the list, not the block's title, which
// stays readable); rate 0 is free; the carrier named TEM (same-day courier) has its own tooltip.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Carriers } from './useCarriers';
import styles from '../CheckoutPage.module.css';

const TEM = 'TEM';

function TemTooltip({ text }: { text: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <span className={styles.tooltipWrap}>
      <button
        type="button"
        className={styles.tooltipButton}
        aria-expanded={open}
        aria-controls="mf-cc-tem-tooltip"
        aria-label={intl.formatMessage({ id: 'checkout.carrier.temInfo' })}
        onClick={() => setOpen((o) => !o)}
        onBlur={() => setOpen(false)}
      >
        i
      </button>
      {open ? (
        <span id="mf-cc-tem-tooltip" role="tooltip" className={styles.tooltip}>
          {text}
        </span>
      ) : null}
    </span>
  );
}

export function CarrierBlock({ carriers }: { carriers: Carriers }) {
  const intl = useIntl();
  const busy = carriers.loading || carriers.selecting;
  if (!carriers.loading && carriers.options.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="mf-cc-carrier-title" aria-busy={busy}>
      <h2 id="mf-cc-carrier-title" className={styles.blockTitle}>
        {intl.formatMessage({ id: 'checkout.carrier.title' })}
      </h2>
      <fieldset className={busy ? `${styles.fieldset} ${styles.dimmed}` : styles.fieldset} disabled={busy}>
        <legend className={styles.visuallyHidden}>{intl.formatMessage({ id: 'checkout.carrier.title' })}</legend>
        {carriers.options.map((option) => (
          <div key={option.name} className={option.name === carriers.selected ? `${styles.option} ${styles.optionChecked}` : styles.option}>
            <label className={styles.carrierLabel}>
              <input
                type="radio"
                name="mf-cc-carrier"
                checked={option.name === carriers.selected}
                onChange={() => void carriers.select(option.name)}
              />
              <span className={styles.optionText}>
                <strong>{option.name}</strong>
                {option.description ? <span>{option.description}</span> : null}
              </span>
              <span className={styles.rate}>{option.rate === 0 ? intl.formatMessage({ id: 'cart.summary.freeShipping' }) : option.rateText}</span>
            </label>
            {option.name.toLocaleUpperCase('tr-TR') === TEM ? (
              <TemTooltip text={option.tooltip || intl.formatMessage({ id: 'checkout.carrier.temTooltip' })} />
            ) : null}
          </div>
        ))}
      </fieldset>
    </section>
  );
}
