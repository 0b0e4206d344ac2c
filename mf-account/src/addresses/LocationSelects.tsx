// City -> township -> neighbourhood cascade (section 4, Address form): choosing a city loads its
// townships, a township its neighbourhoods; a changed parent resets its children; the postcode
// comes from the chosen neighbourhood.
import { useQuery } from 'shared-contracts';
import { useFormikContext, getIn } from 'formik';
import { useId } from 'react';
import { AccountCitiesDocument, AccountDistrictsDocument, AccountNeighborhoodsDocument } from 'shared-contracts/graphql';
import { FieldFrame } from '../common/FieldFrame';
import { useT } from '../common/useT';
import type { AddressValues } from './address-values';
import fieldStyles from '../common/FormField.module.css';

interface Option {
  id: number;
  name: string;
}

function LocationSelect({ name, label, options, disabled, onPick }: { name: keyof AddressValues; label: string; options: readonly Option[]; disabled: boolean; onPick: (id: number | null) => void }) {
  const t = useT();
  const id = useId();
  const { values, errors, touched, setFieldTouched } = useFormikContext<AddressValues>();
  const error = getIn(touched, name) ? (getIn(errors, name) as string | undefined) : undefined;
  const value = values[name];
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        className={fieldStyles.select}
        value={value === null ? '' : String(value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onPick(e.target.value === '' ? null : Number(e.target.value))}
        onBlur={() => void setFieldTouched(name, true)}
      >
        <option value="">{t('account.address.choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function LocationSelects() {
  const t = useT();
  const { values, setValues } = useFormikContext<AddressValues>();
  const cities = useQuery(AccountCitiesDocument);
  const districts = useQuery(AccountDistrictsDocument, { variables: { cityId: values.cityId ?? 0 }, skip: values.cityId === null });
  const neighborhoods = useQuery(AccountNeighborhoodsDocument, { variables: { districtId: values.regionId ?? 0 }, skip: values.regionId === null });
  const neighborhoodList = neighborhoods.data?.neighborhoods ?? [];

  return (
    <>
      <LocationSelect
        name="cityId"
        label={t('account.address.city')}
        options={cities.data?.cities ?? []}
        disabled={!cities.data}
        onPick={(cityId) => void setValues({ ...values, cityId, regionId: null, neighborhoodId: null, zipPostalCode: '' })}
      />
      <LocationSelect
        name="regionId"
        label={t('account.address.district')}
        options={values.cityId === null ? [] : (districts.data?.districts ?? [])}
        disabled={values.cityId === null || !districts.data}
        onPick={(regionId) => void setValues({ ...values, regionId, neighborhoodId: null, zipPostalCode: '' })}
      />
      <LocationSelect
        name="neighborhoodId"
        label={t('account.address.neighborhood')}
        options={values.regionId === null ? [] : neighborhoodList}
        disabled={values.regionId === null || !neighborhoods.data}
        onPick={(neighborhoodId) =>
          void setValues({ ...values, neighborhoodId, zipPostalCode: neighborhoodList.find((n) => n.id === neighborhoodId)?.zipPostalCode ?? '' })
        }
      />
    </>
  );
}
