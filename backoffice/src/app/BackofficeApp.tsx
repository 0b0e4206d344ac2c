// The back office: its language, its one Apollo client over the staff API, the session, routes.
import { useMemo, useRef } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router';
import { createStaffApolloClient } from '../apollo/staff-apollo-client';
import { storedLanguage, type BackofficeLanguage } from '../i18n/language';
import { SESSION_ENDED_EVENT } from '../session/SessionEndedWatcher';
import { StaffSessionProvider } from '../session/staff-session';
import { BackofficeIntl } from './BackofficeIntl';
import { BackofficeRoutes } from './BackofficeRoutes';
import './global.css';

export function BackofficeApp() {
  const language = useRef<BackofficeLanguage>(storedLanguage());
  const client = useMemo(
    () =>
      createStaffApolloClient({
        language: () => language.current,
        onSessionEnded: () => window.dispatchEvent(new Event(SESSION_ENDED_EVENT)),
      }),
    [],
  );
  const onLanguage = (next: BackofficeLanguage) => {
    language.current = next;
    // The staff API's texts (statuses, results) in the new language.
    void client.refetchObservableQueries();
  };
  return (
    <BackofficeIntl language={language.current} onLanguage={onLanguage}>
      <ApolloProvider client={client}>
        <BrowserRouter basename={__BACKOFFICE_BASE__}>
          <StaffSessionProvider>
            <BackofficeRoutes />
          </StaffSessionProvider>
        </BrowserRouter>
      </ApolloProvider>
    </BackofficeIntl>
  );
}
