import { Button, type ButtonSize } from './button';

/** A settings form's submit: 'Kaydet', and 'Kaydediliyor...' with a spinner while it saves. */
export function SaveButton({ pending, size }: { pending: boolean; size?: ButtonSize }) {
  return (
    <Button type="submit" size={size} pending={pending}>
      {pending ? 'Kaydediliyor...' : 'Kaydet'}
    </Button>
  );
}
