import type { RouteModuleProps } from 'shared-contracts';
import { StoresContentRoot } from '../common/StoresContentRoot';
import { StoresPage } from '../stores/StoresPage';

export default function StoresPageModule(_props: RouteModuleProps) {
  return (
    <StoresContentRoot>
      <StoresPage />
    </StoresContentRoot>
  );
}
