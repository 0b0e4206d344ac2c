// Registration agreements from the content topics: a checkbox per topic (its TEXT generic
// attribute, else its title), the required ones marked, and the agreement body shown below.
import { useField } from 'formik';
import { useId } from 'react';
import type { AccountRegisterAgreementsQuery } from 'shared-contracts/graphql';
import { FieldError } from '../common/FieldError';
import { useT } from '../common/useT';
import fieldStyles from '../common/FormField.module.css';
import styles from './AgreementList.module.css';

export type AgreementTopic = AccountRegisterAgreementsQuery['topicsByType']['topics'][number];

export function agreementFieldName(systemName: string): string {
  return `agreements["${systemName}"]`;
}

export function agreementLabel(topic: AgreementTopic): string {
  return topic.genericAttributes.find((a) => a.key.toUpperCase() === 'TEXT')?.value || topic.title;
}

function AgreementCheckbox({ topic }: { topic: AgreementTopic }) {
  const t = useT();
  const [field, meta] = useField<boolean>({ name: agreementFieldName(topic.systemName), type: 'checkbox' });
  const id = useId();
  const showError = Boolean(meta.touched && meta.error);
  return (
    <li className={styles.agreement}>
      <label htmlFor={id} className={fieldStyles.checkbox}>
        <input
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          aria-invalid={showError || undefined}
          aria-required={topic.required}
        />
        <span>
          {agreementLabel(topic)} {topic.required ? <span className={styles.required}>{t('account.register.agreementRequired')}</span> : null}
        </span>
      </label>
      {/* Agreement text comes from the CMS as HTML, cleaned by the API on output (topicsByType), so
          it is shown as it arrives. It scrolls, so it takes the focus: keyboard users can then
          scroll it with the arrow keys (a named region). */}
      <div className={styles.body} aria-label={topic.title} role="region" tabIndex={0} dangerouslySetInnerHTML={{ __html: topic.body }} />
      {showError ? <FieldError message={meta.error} /> : null}
    </li>
  );
}

export function AgreementList({ topics }: { topics: readonly AgreementTopic[] }) {
  const t = useT();
  if (topics.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={fieldStyles.label}>{t('account.register.agreements')}</legend>
      <ul className={styles.list}>
        {topics.map((topic) => (
          <AgreementCheckbox key={topic.systemName} topic={topic} />
        ))}
      </ul>
    </fieldset>
  );
}
