import { Grid } from 'antd';
import { useRef } from 'react';
import { useElementWidth } from './useElementWidth';

/** Cards below 800 px of container width, or on a phone-sized screen. */
const CARD_LAYOUT_BELOW_PX = 800;

/** A ref for the list's container, and whether the list shows cards instead of a table. */
export function useCardLayout() {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const phone = Grid.useBreakpoint().md === false;
  const narrow = width !== undefined && width < CARD_LAYOUT_BELOW_PX;
  return { containerRef, cards: phone || narrow };
}
