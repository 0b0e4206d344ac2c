// Variant choice: buttons, or a <select> from VARIANT_DROPDOWN_FROM options. Values without
// stock are shown but cannot be chosen.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { VARIANT_DROPDOWN_FROM } from 'shared-contracts/rules';
import { isValueInStock, type VariantAttribute } from './variant-rules';
import styles from './VariantSelector.module.css';

interface Props {
  attribute: VariantAttribute;
  selectedId: number | null;
  onSelect: (valueId: number) => void;
  /** Id of the message element that explains a missing choice (aria-describedby). */
  errorId?: string;
}

export function VariantSelector({ attribute, selectedId, onSelect, errorId }: Props) {
  const intl = useIntl();
  const id = useId();
  const outOfStock = (name: string) => intl.formatMessage({ id: 'product.variant.outOfStock' }, { name });

  if (attribute.values.length >= VARIANT_DROPDOWN_FROM) {
    return (
      <div className={styles.variant}>
        <label htmlFor={id} className={styles.legend}>
          {attribute.name}
        </label>
        <select
          id={id}
          className={styles.select}
          value={selectedId ?? ''}
          aria-describedby={errorId}
          aria-invalid={errorId ? true : undefined}
          onChange={(event) => event.target.value && onSelect(Number(event.target.value))}
        >
          <option value="">{intl.formatMessage({ id: 'product.variant.choose' })}</option>
          {attribute.values.map((value) => (
            <option key={value.id} value={value.id} disabled={!isValueInStock(value)}>
              {isValueInStock(value) ? value.name : outOfStock(value.name)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <fieldset className={styles.variant} aria-describedby={errorId}>
      <legend className={styles.legend}>{attribute.name}</legend>
      <div className={styles.options}>
        {attribute.values.map((value) => {
          const available = isValueInStock(value);
          return (
            <button
              key={value.id}
              type="button"
              className={available ? styles.option : `${styles.option} ${styles.unavailable}`}
              aria-pressed={selectedId === value.id}
              disabled={!available}
              aria-label={available ? value.name : outOfStock(value.name)}
              onClick={() => onSelect(value.id)}
            >
              {value.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
