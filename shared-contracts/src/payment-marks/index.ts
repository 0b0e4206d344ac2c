// Payment-network, bank-programme and 3-D Secure marks. A subpath of its own
// (shared-contracts/payment-marks), not part of the package's main entry: the main entry is a
// federation share the shell ships whole on every page, and only the payment parts show marks.
export * from './payment-marks';
export * from './PaymentMark';
