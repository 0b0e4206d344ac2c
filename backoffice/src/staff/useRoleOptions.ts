// The staff roles as select options, in the app's language.
import { useIntl } from 'react-intl';
import type { SelectOption } from './SelectField';
import { STAFF_ROLES } from './staff-rules';

export function useRoleOptions(): SelectOption[] {
  const intl = useIntl();
  return STAFF_ROLES.map((role) => ({ value: role, label: intl.formatMessage({ id: `bo.role.${role}` }) }));
}
