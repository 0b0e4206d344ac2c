// `shared-contracts/forms`: the zod field rules, form schemas and the issue/error mappers. Outside
// the shared singleton so zod loads with the remotes that have forms, not with the shell.
export * from './card-rules';
export * from './field-rules';
export * from './form-schemas';
export * from './issues';
