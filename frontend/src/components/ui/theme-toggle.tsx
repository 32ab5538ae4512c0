import { Moon, Sun } from 'lucide-react';
import { useTheme } from '@/stores/theme';
import { Button } from './button';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggle } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label="Temayı değiştir"
      title={theme === 'dark' ? 'Açık temaya geç' : 'Koyu temaya geç'}
      data-testid="theme-toggle"
      data-theme={theme}
      className={className}
    >
      {theme === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}
