import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe("the app's theme", () => {
  // start.tsx gives it the plain ThemeProvider of @mui/system, which is what MUI's own provider
  // picks for such a theme; a theme with CSS variables would need MUI's provider again.
  it('has no CSS variables or colour schemes', () => {
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme && theme.vars).toBeFalsy();
  });
});
