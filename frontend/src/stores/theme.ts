import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useEffect } from 'react';

export type Theme = 'dark' | 'light';

/** Spec §4: stored locally under 'theme', default dark. */
export const themeAtom = atomWithStorage<Theme>('theme', 'dark', undefined, { getOnInit: true });

export function useTheme() {
  const [theme, setTheme] = useAtom(themeAtom);
  const toggle = () => setTheme(theme === 'dark' ? 'light' : 'dark');
  return { theme, setTheme, toggle };
}

/** Mirrors the theme onto <html class="dark"> (Tailwind's class-based dark variant). */
export function useThemeClass() {
  const { theme } = useTheme();
  useEffect(() => {
    const root = document.documentElement;
    // A no-op on a first load (public/pre-paint.js set the class already); the colour scheme follows
    // the class in styles.css, so nothing on <html> changes and the page is not restyled whole.
    root.classList.toggle('dark', theme === 'dark');
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#020617' : '#ffffff');
  }, [theme]);
}
