// An ended session: the staff member lands on the login with the page they were on kept, and
// what they typed in a form comes back after the login.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { BackofficeIntl } from '../app/BackofficeIntl';
import { DraftKeeper } from '../common/DraftKeeper';
import { TextField } from '../common/TextField';
import { usePersistedDraft } from '../common/usePersistedDraft';
import { staffOfRole } from '../testing/render-screen';
import { RequireStaff } from './RequireStaff';
import { SESSION_ENDED_EVENT, SessionEndedWatcher } from './SessionEndedWatcher';
import { StaticStaffSession } from './staff-session';
import { leaveTo } from './leave-app';

jest.mock('./leave-app', () => ({ leaveTo: jest.fn() }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function NoteForm() {
  const draft = usePersistedDraft('note-12', { note: '' });
  return (
    <Formik initialValues={draft.initialValues} onSubmit={() => draft.clear()}>
      <Form>
        <DraftKeeper save={draft.save} />
        <TextField name="note" label="Not" />
        <button type="submit">Kaydet</button>
      </Form>
    </Formik>
  );
}

function renderAt(at: string, staff: ReturnType<typeof staffOfRole> | null) {
  return render(
    <BackofficeIntl language="tr">
      <MemoryRouter initialEntries={[at]}>
        <StaticStaffSession staff={staff}>
          <SessionEndedWatcher />
          <Routes>
            <Route path="/login" element={<Where />} />
            <Route
              path="/orders/:id"
              element={
                <RequireStaff>
                  <NoteForm />
                </RequireStaff>
              }
            />
          </Routes>
        </StaticStaffSession>
      </MemoryRouter>
    </BackofficeIntl>,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  jest.mocked(leaveTo).mockClear();
});

test('without a session a screen sends to the login with the address to come back to', async () => {
  await act(async () => {
    renderAt('/orders/12?tab=items', null);
  });
  expect(screen.getByTestId('where')).toHaveTextContent('/login?next=%2Forders%2F12%3Ftab%3Ditems');
});

test('a session that ends mid-work: a fresh login page (expired, the page kept), and the typed note survives', async () => {
  const user = userEvent.setup();
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = renderAt('/orders/12', staffOfRole('ORDERS'));
  });
  await user.type(screen.getByLabelText('Not'), 'Müşteri aradı, kapıda teslim');
  await act(async () => {
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  });
  expect(leaveTo).toHaveBeenCalledWith('/login?next=%2Forders%2F12&expired=1');
  view.unmount();
  // Logged in again: the form opens with what was typed.
  await act(async () => {
    renderAt('/orders/12', staffOfRole('ORDERS'));
  });
  expect(screen.getByLabelText('Not')).toHaveValue('Müşteri aradı, kapıda teslim');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(window.sessionStorage.getItem('backoffice.draft.note-12')).toBeNull();
});
