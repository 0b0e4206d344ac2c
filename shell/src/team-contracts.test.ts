// The contracts shell depends on, checked in its own tests: every GraphQL document its code uses is
// valid against the API's schema, and its shared-contracts range accepts the shell's version.
import { teamContractTests } from 'shared-contracts/testing/contracts';

teamContractTests('shell', __dirname, { host: true });
