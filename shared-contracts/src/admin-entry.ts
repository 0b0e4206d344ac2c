// `shared-contracts/admin`: what the staff API and the back office agree on: the staff schema's
// types and typed documents (admin-schema.graphql and admin-operations/*.graphql: schema types,
// typed operations, resolver signatures) and the staff
// side's messages. Kept out of the shop's entries: no shop page ships any of it.
export * from './graphql/admin-generated';
export { staffMessages, translateStaff, type StaffMessageKey } from './i18n/staff-messages';
export { STAFF_PERMISSIONS, ROLE_PERMISSIONS, type StaffPermission, type StaffRoleName } from './staff/staff-permissions';
