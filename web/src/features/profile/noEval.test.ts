import { afterAll, describe, expect, it } from 'vitest';

// The pages' Content-Security-Policy allows no eval: the browser reports even a caught attempt
// (Chrome's Issues panel, Lighthouse's best practices).
const original = globalThis.Function;
const compiled: unknown[][] = [];
globalThis.Function = new Proxy(original, {
  construct(target, args: unknown[]) {
    compiled.push(args);
    return Reflect.construct(target, args) as object;
  },
  apply(target, self, args: unknown[]) {
    compiled.push(args);
    return Reflect.apply(target, self, args) as unknown;
  },
});
afterAll(() => {
  globalThis.Function = original;
});

describe('the profile form’s checks in a browser', () => {
  it('parse without compiling code (no eval for the Content-Security-Policy to report)', async () => {
    const { studentProfileSchema } = await import('@solve/core/validation');
    studentProfileSchema.safeParse({ school: 'Lincoln' });
    expect(compiled).toEqual([]);
  });
});
