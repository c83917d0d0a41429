import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the controls stay over a playing picture after the last touch, move or key, as players do. */
export const CONTROLS_IDLE_MS = 3000;

export interface ControlsVisibility {
  /** Whether the controls show over the picture now. */
  shown: boolean;
  /** A touch, a move or a key on the player: show the controls, and hide them again after a while of nothing. */
  wake: () => void;
}

/**
 * The controls lie over the bottom of the picture and fade away while it plays: they show while it
 * is paused (once it has started: before that only the play badge shows, which they would cover on
 * a phone), after each touch, move or key for CONTROLS_IDLE_MS, and whenever one of them has the
 * keyboard focus (the bar's own `focus-within`).
 */
export function useControlsVisibility({ started, paused }: { started: boolean; paused: boolean }): ControlsVisibility {
  const [awake, setAwake] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wake = useCallback(() => {
    setAwake(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAwake(false), CONTROLS_IDLE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { shown: awake || (started && paused), wake };
}
