import { renderStandalone } from '@gcw/shared/dev-harness';

import routesModule from '../routes';

renderStandalone(routesModule);
