// Whether a server render is complete: what the site server needs to know before it keeps a
// page or lets a shared cache keep it. A page is incomplete when any part of it was sent as its
// placeholder to render in the browser (a remote that failed, was over its budget or had no
// server build, a read outside Apollo that failed or was late, a component that threw), when a
// query ended in an error (recorded by the server's data hooks), or when the page's data
// deadline cut the render short. A remote the composition turns off for the server
// (`ssr: false`) renders in the browser by choice: that is no fault.
import { RemoteNotServerRendered } from './server-remotes';

/** One line per error React reported while rendering the last pass, chosen browser renders left out. */
export function renderProblems(errors: unknown[]): string[] {
  return errors
    .filter((error) => !(error instanceof RemoteNotServerRendered && error.chosen))
    .map((error) => (error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error)));
}
