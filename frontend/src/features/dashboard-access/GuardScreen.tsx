import type { ReactNode } from 'react';
import { Brand } from '../../shared/layout/Brand';
import './GuardScreen.css';

/** A full-page answer of the guard (no dashboard behind it): the brand, then the message centred. */
export function GuardScreen({ children }: { children: ReactNode }) {
  return (
    <div className="guard-screen">
      <div className="guard-screen__brand">
        <Brand />
      </div>
      <div className="guard-screen__body">{children}</div>
    </div>
  );
}
