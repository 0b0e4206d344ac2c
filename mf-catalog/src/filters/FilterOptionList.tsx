import { useIntl } from 'react-intl';
import type { Filter } from 'shared-contracts/graphql';
import styles from './FilterOptionList.module.css';

interface Props {
  filter: Filter;
  isTicked: (value: string) => boolean;
  onToggle: (value: string) => void;
  /** Show the group title as the legend (the modal); the dropdown is labelled by its button. */
  showLegend?: boolean;
}

/**
 * One filter group's options as checkboxes with their counts. An option that leads to no product
 * under the current selection (isFaced false) cannot be ticked, unless it is ticked already.
 */
export function FilterOptionList({ filter, isTicked, onToggle, showLegend = false }: Props) {
  const intl = useIntl();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={showLegend ? styles.legend : styles.visuallyHidden}>{filter.title}</legend>
      <ul className={styles.options}>
        {filter.options.map((option) => {
          const ticked = isTicked(option.seName);
          return (
            <li key={option.key}>
              <label className={!option.isFaced && !ticked ? `${styles.option} ${styles.disabled}` : styles.option}>
                <input type="checkbox" checked={ticked} disabled={!option.isFaced && !ticked} onChange={() => onToggle(option.seName)} />
                <span className={styles.name}>{option.name}</span>
                <span className={styles.count}>{intl.formatMessage({ id: 'catalog.filter.optionCount' }, { count: option.count })}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
