// GraphQL resolvers of the account domain: profile, password, phone change, deletion, gift cards.
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { deleteCustomerAccount } from './account-deletion.js';
import { customerInfo } from './customer-info.js';
import { customerGiftCards } from './gift-cards.js';
import { changePassword } from './password-change.js';
import { customerOtpResult, updateCustomerPhone } from './phone-change.js';
import { updateCustomerInfo } from './profile-update.js';

export const accountResolvers: Resolvers<ApiContext> = {
  Query: {
    customerInfo: (_p, _a, ctx) => customerInfo(ctx),
    customerGiftCards: (_p, _a, ctx) => customerGiftCards(ctx),
  },
  Mutation: {
    updateCustomerInfo: (_p, a, ctx) => updateCustomerInfo(ctx, a.input),
    changePassword: (_p, a, ctx) => changePassword(ctx, a.oldPassword, a.newPassword),
    updateCustomerPhone: (_p, a, ctx) => updateCustomerPhone(ctx, a.phone),
    customerOTPResult: (_p, a, ctx) => customerOtpResult(ctx, a.externalId, a.otpQueueId, a.verificationCode),
    deleteCustomerAccount: (_p, a, ctx) => deleteCustomerAccount(ctx, a.password),
  },
};
