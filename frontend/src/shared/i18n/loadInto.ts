import { loadCatalogue, NAMESPACES, type CatalogueId } from '@paydraft/i18n';
import type { i18n } from 'i18next';

const loading = new WeakMap<i18n, Map<CatalogueId, Promise<void>>>();

export const hasCatalogue = (instance: i18n, id: CatalogueId) => instance.hasResourceBundle(id, 'common');

/** Fetches a catalogue's chunk once per instance and adds its namespaces to the instance. */
export function loadInto(instance: i18n, id: CatalogueId): Promise<void> {
  let started = loading.get(instance);
  if (!started) loading.set(instance, (started = new Map()));
  let done = started.get(id);
  if (!done) {
    done = loadCatalogue(id).then((catalogue) => {
      for (const namespace of NAMESPACES) instance.addResourceBundle(id, namespace, catalogue[namespace]);
    });
    // A failed fetch (a new deploy removed the chunk, the network dropped) may be tried again.
    done.catch(() => started.delete(id));
    started.set(id, done);
  }
  return done;
}
