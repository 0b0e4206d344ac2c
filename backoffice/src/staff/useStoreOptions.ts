// The chain's stores as select options ("Nişantaşı (İstanbul)"), for the STORE role's store.
import { useQuery } from '@apollo/client/react';
import { BackofficeStoresDocument } from 'shared-contracts/admin/documents/stores';
import type { SelectOption } from './SelectField';

export function useStoreOptions(): SelectOption[] {
  const { data } = useQuery(BackofficeStoresDocument);
  return (data?.stores ?? []).map((store) => ({ value: String(store.id), label: store.city ? `${store.name} (${store.city})` : store.name }));
}
