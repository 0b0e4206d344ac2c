// The modules mf-account exposes: exactly EXPOSED_MODULES.mf_account of shared-contracts
// (checked by src/exposed/exposes.test.ts).
module.exports = {
  './LoginPage': './src/exposed/LoginPage.tsx',
  './RegisterPage': './src/exposed/RegisterPage.tsx',
  './PasswordRecoveryPage': './src/exposed/PasswordRecoveryPage.tsx',
  './PasswordRecoveryConfirmPage': './src/exposed/PasswordRecoveryConfirmPage.tsx',
  './ProfilePage': './src/exposed/ProfilePage.tsx',
  './OrdersPage': './src/exposed/OrdersPage.tsx',
  './OrderDetailPage': './src/exposed/OrderDetailPage.tsx',
  './OrderRequestPage': './src/exposed/OrderRequestPage.tsx',
  './WishlistPage': './src/exposed/WishlistPage.tsx',
  './AddressesPage': './src/exposed/AddressesPage.tsx',
  './CouponsPage': './src/exposed/CouponsPage.tsx',
  './ChangePasswordPage': './src/exposed/ChangePasswordPage.tsx',
};
