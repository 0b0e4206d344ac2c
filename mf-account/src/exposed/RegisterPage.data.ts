// /register's first screen: the agreements the registration form asks to accept.
import type { RouteLoader } from 'shared-contracts';
import { AccountRegisterAgreementsDocument } from 'shared-contracts/graphql';
import { REGISTER_TOPIC_TYPE } from '../register/register-topics';

const loadRegisterPage: RouteLoader = async (context) => {
  await context.query(AccountRegisterAgreementsDocument, { type: REGISTER_TOPIC_TYPE });
};

export default loadRegisterPage;
