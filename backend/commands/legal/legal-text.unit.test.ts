import { describe, it } from 'vitest';
import { given } from '../../test-support/given-when-then.js';
import { legalTextDecider } from './legal-text.js';

const changed = (title: string, body: string) => ({
  type: 'LegalTextChanged' as const,
  data: { doc: 'kvkk' as const, title, body },
});

describe('legal text decider', () => {
  it('records a new text', () =>
    given(legalTextDecider)
      .when({ type: 'ChangeLegalText', doc: 'kvkk', title: 'Aydınlatma', body: 'Metin' })
      .then([changed('Aydınlatma', 'Metin')]));

  it('records a change of the body alone', () =>
    given(legalTextDecider, [changed('Aydınlatma', 'Metin')])
      .when({ type: 'ChangeLegalText', doc: 'kvkk', title: 'Aydınlatma', body: 'Yeni metin' })
      .then([changed('Aydınlatma', 'Yeni metin')]));

  it('records nothing when the text is the same', () =>
    given(legalTextDecider, [changed('Aydınlatma', 'Metin')])
      .when({ type: 'ChangeLegalText', doc: 'kvkk', title: 'Aydınlatma', body: 'Metin' })
      .then([]));
});
