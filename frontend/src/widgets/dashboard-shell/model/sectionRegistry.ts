import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { SectionKey } from '../../../shared/dashboard-links/sectionKeys';

export type DashboardSection = {
  /** The side-menu entry and the page heading ("Dashboard shell"). */
  title: string;
  /** The line under the title in the side menu. */
  description: string;
  icon: ReactNode;
  /** Its own chunk: the builder and the lists that fill these sections are big. */
  Component: LazyExoticComponent<ComponentType>;
};

/**
 * What the shell shows for each section. The shell knows no section: a page fills the registry
 * (pages/dashboard, and the demo's pages/trial-dashboard) and hands it to the shell.
 */
export type SectionRegistry = Record<SectionKey, DashboardSection>;

/** A section's component, loaded when it is first shown. */
export const lazySection = (load: () => Promise<ComponentType>) =>
  lazy(async () => ({ default: await load() }));
