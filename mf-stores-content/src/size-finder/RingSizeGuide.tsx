import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SizeCalculator } from './SizeCalculator';
import { ringRow, ringSizeFor, RING_SIZES } from './size-guides';
import { SizeGuideIntro } from './SizeGuideIntro';
import styles from './SizeFinder.module.css';

export function RingSizeGuide() {
  const intl = useIntl();
  const [kind, setKind] = useState<'circumference' | 'diameter'>('circumference');
  const decimal = (n: number) => intl.formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <>
      <SizeGuideIntro prefix="size.ring" />
      <SizeCalculator
        label={intl.formatMessage({ id: `size.ring.mode.${kind}` })}
        unit="mm"
        calculate={(value) => ringSizeFor(value, kind)}
        resultText={(size) => intl.formatMessage({ id: 'size.ring.result' }, { size })}
      >
        <fieldset className={styles.modes}>
          <legend>{intl.formatMessage({ id: 'size.ring.measure' })}</legend>
          {(['circumference', 'diameter'] as const).map((mode) => (
            <label key={mode}>
              <input type="radio" name="ring-measure" value={mode} checked={kind === mode} onChange={() => setKind(mode)} />
              {intl.formatMessage({ id: `size.ring.mode.${mode}` })}
            </label>
          ))}
        </fieldset>
      </SizeCalculator>
      <table className={styles.table}>
        <caption>{intl.formatMessage({ id: 'size.ring.table' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'size.ring.size' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'size.ring.circumference' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'size.ring.diameter' })}</th>
          </tr>
        </thead>
        <tbody>
          {RING_SIZES.map(ringRow).map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              <td>{row.circumference}</td>
              <td>{decimal(row.diameter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
