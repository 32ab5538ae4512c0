import { LEGAL_DEFAULTS, type LegalDoc, type LegalText, Topic } from '@app/contracts';
import { defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';

export const LEGAL_TEXTS = 'legalTexts';

interface LegalTextDoc {
  _id: string;
  title: string;
  body: string;
  updatedAt: string;
  [key: string]: unknown;
}

export const legalTextsProjection = defineProjection({
  name: 'legal-texts',
  version: 1,
  collections: [LEGAL_TEXTS],
  handles: ['LegalTextChanged'],
  async apply(event, store) {
    const { data } = event;
    await store
      .collection<LegalTextDoc>(LEGAL_TEXTS)
      .updateOne(
        { _id: data.doc },
        { $set: { title: data.title, body: data.body, updatedAt: event.metadata.at } },
        { upsert: true },
      );
    return [{ topic: Topic.legalTexts, ids: [data.doc], rooms: ['public'] }];
  },
});

/** The text as staff last saved it, or the default (with no date) until then. */
export async function findLegalText(read: ReadStore, doc: LegalDoc): Promise<LegalText> {
  const saved = await read.collection<LegalTextDoc>(LEGAL_TEXTS).findOne({ _id: doc });
  if (!saved) return { ...LEGAL_DEFAULTS[doc], updatedAt: null };
  return { title: saved.title, body: saved.body, updatedAt: saved.updatedAt };
}
