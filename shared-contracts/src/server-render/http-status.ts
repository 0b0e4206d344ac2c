// The HTTP status of a server-rendered page. A view that means "there is nothing here" (an
// unknown category, product, content page or order) calls useHttpStatus(404) while it renders;
// the server answers with that status. In the browser there is no response to set: a no-op.
import { createContext, useContext } from 'react';

export interface ServerResponseState {
  status: number;
}

export const ServerResponseContext = createContext<ServerResponseState | null>(null);

export function useHttpStatus(status: number): void {
  const response = useContext(ServerResponseContext);
  // Written during render: effects do not run on the server.
  if (response) response.status = status;
}
