import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { type StaffMemberPartsFragment } from 'shared-contracts/admin';
import { BackofficeStoresDocument } from 'shared-contracts/admin/documents/stores';
import { BackofficeCreateStaffMemberDocument, BackofficeResetStaffTotpDocument, BackofficeStaffMembersDocument, BackofficeUpdateStaffMemberDocument } from 'shared-contracts/admin/documents/staff';
import { renderScreen } from '../testing/render-screen';
import { memberOf, membersOf, storesOf } from './staff-fixtures';
import StaffArea from './StaffArea';

const membersMock = (members = membersOf()): MockLink.MockedResponse => ({ request: { query: BackofficeStaffMembersDocument }, result: { data: { staffMembers: members } } });
const storesMock: MockLink.MockedResponse = { request: { query: BackofficeStoresDocument }, result: { data: { stores: storesOf() } }, maxUsageCount: 5 };
const memberResult = (answer: { success: boolean; message: string; errors?: object[]; staff?: StaffMemberPartsFragment | null }) => ({
  __typename: 'StaffMemberResult',
  errors: [],
  staff: null,
  ...answer,
});

const renderStaff = (mocks: MockLink.MockedResponse[]) => renderScreen(<StaffArea />, { mocks: [storesMock, ...mocks], role: 'ADMIN', at: '/staff', path: '/staff/*' });

const rowOf = async (text: RegExp) => within(await screen.findByRole('table', { name: 'Personel hesapları, rolleri ve durumları' })).findByRole('row', { name: text });

test('lists the accounts with their roles, stores and states', async () => {
  await renderStaff([membersMock()]);
  expect(screen.getByRole('heading', { level: 1, name: 'Personel' })).toBeInTheDocument();
  const self = await rowOf(/admin@isiltitaki\.test/);
  expect(self).toHaveTextContent('(siz)');
  expect(self).toHaveTextContent('Yönetici');
  const ayse = await rowOf(/ayse@isiltitaki\.test/);
  expect(ayse).toHaveTextContent('Sipariş ekibi');
  expect(ayse).toHaveTextContent('Aktif');
  expect(ayse).toHaveTextContent('Kurulu');
  expect(within(ayse).getByRole('link', { name: 'Oturumlar' })).toHaveAttribute('href', '/staff/sessions?staffId=8');
  const store = await rowOf(/nisantasi@isiltitaki\.test/);
  expect(store).toHaveTextContent('Mağaza');
  expect(store).toHaveTextContent('Nişantaşı');
  expect(store).toHaveTextContent('Kurulmadı');
  expect(store).toHaveTextContent('Hiç giriş yapmadı');
  // Nothing to reset for a member without an authenticator.
  expect(within(store).queryByRole('button', { name: 'Doğrulamayı sıfırla' })).not.toBeInTheDocument();
});

test('a new STORE member is created with their store, and the list is read again', async () => {
  const user = userEvent.setup();
  const created = memberOf({ id: 10, email: 'yeni@isiltitaki.test', name: 'Zeynep Ak', role: 'STORE', storeId: 2, storeName: 'Kadıköy', totpEnrolled: false, lastLoginOn: null });
  await renderStaff([
    membersMock(),
    {
      request: {
        query: BackofficeCreateStaffMemberDocument,
        variables: { input: { email: 'yeni@isiltitaki.test', name: 'Zeynep Ak', password: 'Uzun-Bir-Sifre-2026', role: 'STORE', storeId: 2 } },
      },
      result: { data: { createStaffMember: memberResult({ success: true, message: 'Personel hesabı oluşturuldu.', staff: created }) } },
    },
    membersMock([...membersOf(), created]),
  ]);
  const form = screen.getByRole('form', { name: 'Yeni personel' });
  await user.type(within(form).getByLabelText('E-posta'), ' yeni@isiltitaki.test');
  await user.type(within(form).getByLabelText('Ad soyad'), 'Zeynep Ak');
  await user.type(within(form).getByLabelText('Şifre'), 'Uzun-Bir-Sifre-2026');
  expect(within(form).queryByLabelText('Mağaza')).not.toBeInTheDocument();
  await user.selectOptions(within(form).getByLabelText('Rol'), 'Mağaza');
  await user.selectOptions(within(form).getByLabelText('Mağaza'), await within(form).findByRole('option', { name: 'Kadıköy (İstanbul)' }));
  await user.click(within(form).getByRole('button', { name: 'Personeli ekle' }));
  expect(await screen.findByText('Personel hesabı oluşturuldu.')).toBeInTheDocument();
  expect(await rowOf(/yeni@isiltitaki\.test/)).toHaveTextContent('Kadıköy');
  expect(within(form).getByLabelText('E-posta')).toHaveValue('');
});

test('the new account’s fields are checked in place', async () => {
  const user = userEvent.setup();
  await renderStaff([membersMock()]);
  const form = screen.getByRole('form', { name: 'Yeni personel' });
  await user.click(within(form).getByRole('button', { name: 'Personeli ekle' }));
  expect(await within(form).findByText('E-posta adresini girin.')).toBeInTheDocument();
  expect(within(form).getByText('Adı girin.')).toBeInTheDocument();
  expect(within(form).getByText('Şifre en az 12 karakter olmalı.')).toBeInTheDocument();
  expect(within(form).getByText('Bir rol seçin.')).toBeInTheDocument();
  await user.type(within(form).getByLabelText('Şifre'), 'kisa-sifre');
  await user.selectOptions(within(form).getByLabelText('Rol'), 'Mağaza');
  await user.click(within(form).getByRole('button', { name: 'Personeli ekle' }));
  expect(await within(form).findByText('Mağaza rolü için bir mağaza seçin.')).toBeInTheDocument();
  expect(within(form).getByText('Şifre en az 12 karakter olmalı.')).toBeInTheDocument();
});

test('the server’s refusal is shown beside its field and what was typed stays', async () => {
  const user = userEvent.setup();
  const message = 'Bu e-posta adresiyle bir personel hesabı zaten var.';
  await renderStaff([
    membersMock(),
    {
      request: { query: BackofficeCreateStaffMemberDocument, variables: { input: { email: 'ayse@isiltitaki.test', name: 'Ayşe İkinci', password: 'Uzun-Bir-Sifre-2026', role: 'SUPPORT', storeId: null } } },
      result: { data: { createStaffMember: memberResult({ success: false, message, errors: [{ __typename: 'FieldError', field: 'email', code: 'staff.member.email_taken', message }] }) } },
    },
  ]);
  const form = screen.getByRole('form', { name: 'Yeni personel' });
  await user.type(within(form).getByLabelText('E-posta'), 'ayse@isiltitaki.test');
  await user.type(within(form).getByLabelText('Ad soyad'), 'Ayşe İkinci');
  await user.type(within(form).getByLabelText('Şifre'), 'Uzun-Bir-Sifre-2026');
  await user.selectOptions(within(form).getByLabelText('Rol'), 'Müşteri hizmetleri');
  await user.click(within(form).getByRole('button', { name: 'Personeli ekle' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(within(form).getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByLabelText('E-posta')).toHaveValue('ayse@isiltitaki.test');
  expect(within(form).getByLabelText('Ad soyad')).toHaveValue('Ayşe İkinci');
});

test('a member’s role and state are changed, and the table shows the change', async () => {
  const user = userEvent.setup();
  await renderStaff([
    membersMock(),
    {
      request: { query: BackofficeUpdateStaffMemberDocument, variables: { id: 8, input: { role: 'SUPPORT', storeId: null, active: false } } },
      result: { data: { updateStaffMember: memberResult({ success: true, message: 'Personel hesabı güncellendi.', staff: memberOf({ role: 'SUPPORT', active: false }) }) } },
    },
  ]);
  await user.click(within(await rowOf(/ayse@isiltitaki\.test/)).getByRole('button', { name: 'Düzenle' }));
  const form = screen.getByRole('form', { name: 'Düzenle: Ayşe Kaya' });
  expect(within(form).getByLabelText('Hesap aktif')).toBeChecked();
  await user.selectOptions(within(form).getByLabelText('Rol'), 'Müşteri hizmetleri');
  await user.click(within(form).getByLabelText('Hesap aktif'));
  await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText('Personel hesabı güncellendi.')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Düzenle: Ayşe Kaya' })).not.toBeInTheDocument();
  const row = await rowOf(/ayse@isiltitaki\.test/);
  expect(row).toHaveTextContent('Müşteri hizmetleri');
  expect(row).toHaveTextContent('Pasif');
});

test('moving a member to the STORE role asks for the store; a refusal is shown', async () => {
  const user = userEvent.setup();
  const message = 'Kendi rolünüzü değiştiremezsiniz.';
  await renderStaff([
    membersMock(),
    {
      request: { query: BackofficeUpdateStaffMemberDocument, variables: { id: 7, input: { role: 'STORE', storeId: 1, active: true } } },
      result: { data: { updateStaffMember: memberResult({ success: false, message, errors: [{ __typename: 'FieldError', field: 'role', code: 'staff.member.own_account', message }] }) } },
    },
  ]);
  await user.click(within(await rowOf(/admin@isiltitaki\.test/)).getByRole('button', { name: 'Düzenle' }));
  const form = screen.getByRole('form', { name: 'Düzenle: Test ADMIN' });
  await user.selectOptions(within(form).getByLabelText('Rol'), 'Mağaza');
  await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
  expect(await within(form).findByText('Mağaza rolü için bir mağaza seçin.')).toBeInTheDocument();
  await user.selectOptions(within(form).getByLabelText('Mağaza'), await within(form).findByRole('option', { name: 'Nişantaşı (İstanbul)' }));
  await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(within(form).getByLabelText('Rol')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('form', { name: 'Düzenle: Test ADMIN' })).toBeInTheDocument();
});

test('an authenticator is reset through its confirmation, and the list is read again', async () => {
  const user = userEvent.setup();
  await renderStaff([
    membersMock(),
    {
      request: { query: BackofficeResetStaffTotpDocument, variables: { staffId: 8 } },
      result: { data: { resetStaffTotp: { __typename: 'ActionResult', success: true, message: 'Doğrulama sıfırlandı.', errors: [] } } },
    },
    membersMock(membersOf().map((m) => (m.id === 8 ? { ...m, totpEnrolled: false } : m))),
  ]);
  await user.click(within(await rowOf(/ayse@isiltitaki\.test/)).getByRole('button', { name: 'Doğrulamayı sıfırla' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Doğrulama sıfırlansın mı?' });
  expect(dialog).toHaveTextContent('Ayşe Kaya (ayse@isiltitaki.test) kişisinin doğrulama uygulaması kaydı silinir ve açık oturumları kapanır.');
  await user.click(within(dialog).getByRole('button', { name: 'Evet, sıfırla' }));
  expect(await screen.findByText('Doğrulama sıfırlandı.')).toBeInTheDocument();
  expect(await rowOf(/ayse@isiltitaki\.test.*Kurulmadı/)).toBeInTheDocument();
});
