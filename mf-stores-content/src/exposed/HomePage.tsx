import type { RouteModuleProps } from 'shared-contracts';
import { StoresContentRoot } from '../common/StoresContentRoot';
import { HomePage } from '../home/HomePage';

export default function HomePageModule(props: RouteModuleProps) {
  return (
    <StoresContentRoot>
      <HomePage {...props} />
    </StoresContentRoot>
  );
}
