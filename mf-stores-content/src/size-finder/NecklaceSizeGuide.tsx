import { useIntl } from 'react-intl';
import { SizeCalculator } from './SizeCalculator';
import { necklaceLengthFor, NECKLACE_LENGTHS_CM } from './size-guides';
import { SizeGuideIntro } from './SizeGuideIntro';
import styles from './SizeFinder.module.css';

export function NecklaceSizeGuide() {
  const intl = useIntl();
  return (
    <>
      <SizeGuideIntro prefix="size.necklace" />
      <SizeCalculator
        label={intl.formatMessage({ id: 'size.necklace.measure' })}
        unit="cm"
        calculate={necklaceLengthFor}
        resultText={(length) => intl.formatMessage({ id: 'size.necklace.result' }, { length })}
      />
      <table className={styles.table}>
        <caption>{intl.formatMessage({ id: 'size.necklace.table' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'size.necklace.length' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'size.necklace.fit' })}</th>
          </tr>
        </thead>
        <tbody>
          {NECKLACE_LENGTHS_CM.map((length) => (
            <tr key={length}>
              <th scope="row">{intl.formatMessage({ id: 'size.cm' }, { value: length })}</th>
              <td>{intl.formatMessage({ id: `size.necklace.fit.${length}` })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
