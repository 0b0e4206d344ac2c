// `shared-contracts/rules`: constants and pure rules every team agrees on (business constants,
// redirect targets, route query parameters, request headers, the consent cookie). Not in the
// federation singleton: each bundle carries its own copy, built from the contracts version it was
// tested with. Nothing here holds state. (The route table itself is in the singleton: see index.ts.)
export * from './constants/business';
export * from './routes/redirect-target';
export * from './routes/route-query';
export * from './http/request-headers';
export * from './consent/consent-choice';
