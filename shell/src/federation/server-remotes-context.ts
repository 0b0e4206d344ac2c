// Given only while the page renders on the server: how the areas load their remote module there
// (see server/server-remotes.ts). In the browser it is null and areas load through remote-loader.
import { createContext } from 'react';
import type { RemoteComponentModule } from './remote-loader';

export interface RemoteModuleSource {
  load(id: string): Promise<RemoteComponentModule>;
}

export const ServerRemotesContext = createContext<RemoteModuleSource | null>(null);
