// zod compiles object parsers with `new Function` unless told not to; the site's
// Content-Security-Policy has no 'unsafe-eval', so the back office runs it without compiling
// (as the shop's forms do: shared-contracts/src/validation/field-rules.ts).
import { z } from 'zod';

z.config({ jitless: true });
