import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAdminHunts } from '../../api/admin-hunts';
import { HUNT_STATUS_LABELS } from '../../lib/labels';
import { CreateHuntForm } from './create-hunt-form';
import { HuntEditor } from './hunt-editor';

/** /admin/bonus-avlari: create hunts, then run one from its editor. */
export function AdminHuntsPage() {
  const hunts = useAdminHunts();
  const [selected, setSelected] = useState<string | null>(null);
  const hunt = hunts.data?.find((h) => h.id === selected) ?? hunts.data?.[0];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Bonus Avları</h1>
      <CreateHuntForm onCreated={setSelected} />
      {hunts.isPending && <Spinner />}
      {hunts.data && hunts.data.length > 0 && (
        <div className="flex flex-wrap gap-2" role="tablist" aria-label="Bonus avları">
          {hunts.data.map((h) => (
            <Button
              key={h.id}
              role="tab"
              aria-selected={h.id === hunt?.id}
              variant={h.id === hunt?.id ? 'primary' : 'outline'}
              size="sm"
              onClick={() => setSelected(h.id)}
            >
              {h.title} · {HUNT_STATUS_LABELS[h.status]}
            </Button>
          ))}
        </div>
      )}
      {hunt && <HuntEditor key={hunt.id} huntId={hunt.id} />}
    </div>
  );
}
