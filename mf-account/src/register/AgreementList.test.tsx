import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { renderAccount } from '../testing/render-account';
import { MEMBERSHIP } from '../testing/register-fixtures';
import { AgreementList } from './AgreementList';

describe('AgreementList', () => {
  test("shows each agreement's HTML body as the API sends it (the API cleans it on output)", async () => {
    await renderAccount(
      <Formik initialValues={{ agreements: {} }} onSubmit={() => undefined}>
        <AgreementList topics={[MEMBERSHIP]} />
      </Formik>,
    );
    const region = screen.getByRole('region', { name: 'Üyelik Sözleşmesi' });
    expect(region.innerHTML).toBe(MEMBERSHIP.body);
    expect(region.querySelector('b')).toHaveTextContent('tam metni');
  });
});
