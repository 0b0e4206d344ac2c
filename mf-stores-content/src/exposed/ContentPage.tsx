import type { RouteModuleProps } from 'shared-contracts';
import { StoresContentRoot } from '../common/StoresContentRoot';
import { ContentPage } from '../content/ContentPage';

export default function ContentPageModule(props: RouteModuleProps) {
  return (
    <StoresContentRoot>
      <ContentPage {...props} />
    </StoresContentRoot>
  );
}
