import { defaultsFromPreferences, PUBLIC_DEFAULTS } from './builderDefaults';
import { builderReducer, newBuilderState, type BuilderState } from './builderState';
import { toPdfRequest } from './pdfRequest';

const pick = (state: BuilderState, language?: string) =>
  builderReducer(state, { type: 'setReceiver', value: 'Kunde GmbH', clientId: 'client-1', language });

describe("the builder's 'Document language'", () => {
  it('starts in en-US on the public page, and sends no language for it (the PDF default)', () => {
    const state = newBuilderState({ defaults: PUBLIC_DEFAULTS });
    expect(state.language).toBe('en-US');
    expect(toPdfRequest(state)).not.toHaveProperty('language');
  });

  it('sends the picked language with the PDF request', () => {
    const state = builderReducer(newBuilderState({ defaults: PUBLIC_DEFAULTS }), {
      type: 'setLanguage',
      value: 'de-DE',
    });
    expect(toPdfRequest(state).language).toBe('de-DE');
  });

  it("starts in the owner's default, takes a picked client's language, and the owner's for a client without", () => {
    const defaults = defaultsFromPreferences({ business_name: 'Ada', language: 'sv-SE' });
    const fresh = newBuilderState({ defaults });
    expect(fresh.language).toBe('sv-SE');
    expect(pick(fresh, 'fr-FR').language).toBe('fr-FR');
    expect(pick(pick(fresh, 'fr-FR'), '').language).toBe('sv-SE');
    // Typing the receiver by hand (no pick) keeps what was chosen.
    const typed = builderReducer(pick(fresh, 'fr-FR'), { type: 'setReceiver', value: 'x', clientId: null });
    expect(typed.language).toBe('fr-FR');
  });

  it('reads an unknown default language as en-US', () => {
    expect(defaultsFromPreferences({ language: 'xx' }).language).toBe('en-US');
  });
});
