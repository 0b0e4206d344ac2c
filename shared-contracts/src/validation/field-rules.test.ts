/**
 * @jest-environment jsdom
 */
// In the browser the zod rules never try new Function: under the shop's Content-Security-Policy
// that try is a reported violation (field-rules.ts).
import { z } from 'zod';
import { emailRule } from './field-rules';

test('in a browser zod runs without compiling (jitless), and the rules still parse', () => {
  const tried = jest.spyOn(globalThis, 'Function');
  expect(z.config().jitless).toBe(true);
  expect(z.object({ email: emailRule }).safeParse({ email: 'a@b.com' }).success).toBe(true);
  expect(tried).not.toHaveBeenCalled();
  tried.mockRestore();
});
