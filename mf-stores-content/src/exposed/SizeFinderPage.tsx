import type { RouteModuleProps } from 'shared-contracts';
import { StoresContentRoot } from '../common/StoresContentRoot';
import { SizeFinderPage } from '../size-finder/SizeFinderPage';

export default function SizeFinderPageModule(props: RouteModuleProps) {
  return (
    <StoresContentRoot>
      <SizeFinderPage {...props} />
    </StoresContentRoot>
  );
}
