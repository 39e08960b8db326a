import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppLink, NavigationContext } from './navigation';

function renderLink(onClick?: () => void) {
  const navigate = vi.fn();
  render(
    <NavigationContext.Provider value={{ state: null, navigate }}>
      <AppLink to="/catalog" onClick={onClick}>
        Catalog
      </AppLink>
    </NavigationContext.Provider>,
  );
  return { navigate, link: screen.getByRole('link', { name: 'Catalog' }) };
}

describe('AppLink', () => {
  it('is a real link, followed by the app on a plain click', () => {
    const { navigate, link } = renderLink();
    expect(link.getAttribute('href')).toBe('/catalog');
    const followed = fireEvent.click(link, { button: 0 });
    expect(followed).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/catalog');
  });

  it.each([{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'leaves a click with %o to the browser',
    (modifiers) => {
      const { navigate, link } = renderLink();
      fireEvent.click(link, { button: 0, ...modifiers });
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('leaves the click alone when its own handler took it', () => {
    const navigate = vi.fn();
    render(
      <NavigationContext.Provider value={{ state: null, navigate }}>
        <AppLink to="/catalog" onClick={(event) => event.preventDefault()}>
          Catalog
        </AppLink>
      </NavigationContext.Provider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Catalog' }), { button: 0 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('runs its own click handler first', () => {
    const onClick = vi.fn();
    const { navigate, link } = renderLink(onClick);
    fireEvent.click(link, { button: 0 });
    expect(onClick).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/catalog');
  });

  it('cannot be used outside a navigation', () => {
    expect(() => render(<AppLink to="/">Home</AppLink>)).toThrow('useNavigation outside a NavigationContext');
  });
});
