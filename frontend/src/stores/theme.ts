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
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
    document.querySelector('meta[name="theme-color"]')?.setAttribute(
      'content',
      theme === 'dark' ? '#020617' : '#ffffff',
    );
  }, [theme]);
}
