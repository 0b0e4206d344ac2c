import { useIntl } from 'react-intl';
import { SizeCalculator } from './SizeCalculator';
import { BRACELET_EASE_CM, braceletSizeFor, BRACELET_SIZES_CM } from './size-guides';
import { SizeGuideIntro } from './SizeGuideIntro';
import styles from './SizeFinder.module.css';

export function BraceletSizeGuide() {
  const intl = useIntl();
  const cm = (value: number) => intl.formatMessage({ id: 'size.cm' }, { value: intl.formatNumber(value) });
  return (
    <>
      <SizeGuideIntro prefix="size.bracelet" />
      <SizeCalculator
        label={intl.formatMessage({ id: 'size.bracelet.measure' })}
        unit="cm"
        calculate={braceletSizeFor}
        resultText={(size) => intl.formatMessage({ id: 'size.bracelet.result' }, { size })}
      />
      <table className={styles.table}>
        <caption>{intl.formatMessage({ id: 'size.bracelet.table' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'size.bracelet.size' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'size.bracelet.wrist' })}</th>
          </tr>
        </thead>
        <tbody>
          {BRACELET_SIZES_CM.map((size) => (
            <tr key={size}>
              <th scope="row">{cm(size)}</th>
              <td>
                {cm(size - BRACELET_EASE_CM - 1)} – {cm(size - BRACELET_EASE_CM)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
