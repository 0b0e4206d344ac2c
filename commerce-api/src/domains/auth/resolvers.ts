// GraphQL resolvers of the auth domain (spec sections 4, 7 and 8): login check, code and
// password login, code renewal, registration (three forms), password recovery and logout.
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { easyOtpLogin, easyOtpRenewal, easyPasswordLogin, logout } from './login.js';
import { easyLoginCheck } from './login-check.js';
import { passwordRecovery, passwordRecoveryConfirm } from './password-recovery.js';
import { easyRegister, register, registerWithLogin } from './registration.js';

export const authResolvers: Resolvers<ApiContext> = {
  Mutation: {
    easyLoginCheck: (_p, a, ctx) => easyLoginCheck(ctx, a.type, a.value),
    easyOtpLogin: (_p, a, ctx) => easyOtpLogin(ctx, a.verificationCode, a.externalId, a.otpQueueId),
    easyOtpRenewal: (_p, a, ctx) => easyOtpRenewal(ctx, a.externalId, a.otpQueueId),
    easyPasswordLogin: (_p, a, ctx) => easyPasswordLogin(ctx, a.type, a.email, a.phone, a.password),
    easyRegister: (_p, a, ctx) => easyRegister(ctx, a.input),
    register: (_p, a, ctx) => register(ctx, a.input),
    registerWithLogin: (_p, a, ctx) => registerWithLogin(ctx, a.input),
    passwordRecovery: (_p, a, ctx) => passwordRecovery(ctx, a.email),
    passwordRecoveryConfirm: (_p, a, ctx) => passwordRecoveryConfirm(ctx, a.password, a.token, a.gid),
    logout: (_p, _a, ctx) => logout(ctx),
  },
};
