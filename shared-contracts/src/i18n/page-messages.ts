// A team's messages as its root hands them to RemoteIntlProvider: in the browser one chunk per
// language, so a page downloads its own language's texts only (a Turkish page no English ones, an
// English page no Turkish ones), and the page's language (the address says it) starts loading
// as the team's code runs, before its first render; another language loads when a page in it
// renders. A server build gives both catalogues at once (it renders every language from its first
// request): the team writes them behind its __SERVER__ build constant, which drops them from the
// browser build.
import { stripLanguagePrefix } from '../routes/route-table';
import { onServer } from '../server-render/on-server';
import { preloadRemoteMessages, type RemoteIntlProviderProps } from './RemoteIntlProvider';

export type RemoteMessages = RemoteIntlProviderProps['messages'];

export function pageMessages(messages: RemoteMessages): RemoteMessages {
  if (!onServer()) preloadRemoteMessages(messages, stripLanguagePrefix(window.location.pathname).language);
  return messages;
}
