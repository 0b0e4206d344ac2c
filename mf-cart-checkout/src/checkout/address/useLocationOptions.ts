// City -> district -> neighbourhood lists for the address form; each list loads once its parent
// is chosen. `ready` says which lists are there: a select whose options are still loading is not
// ready to be chosen from (arrow keys would find nothing in it).
import { useQuery } from 'shared-contracts';
import { CheckoutCitiesDocument, CheckoutDistrictsDocument, CheckoutNeighborhoodsDocument } from 'shared-contracts/graphql';

export function useLocationOptions(cityId: number, districtId: number) {
  const cities = useQuery(CheckoutCitiesDocument);
  const districts = useQuery(CheckoutDistrictsDocument, { variables: { cityId }, skip: !cityId });
  const neighborhoods = useQuery(CheckoutNeighborhoodsDocument, { variables: { districtId }, skip: !districtId });
  return {
    cities: cities.data?.cities ?? [],
    districts: cityId ? (districts.data?.districts ?? []) : [],
    neighborhoods: districtId ? (neighborhoods.data?.neighborhoods ?? []) : [],
    ready: { cities: !cities.loading, districts: Boolean(cityId) && !districts.loading, neighborhoods: Boolean(districtId) && !neighborhoods.loading },
  };
}
