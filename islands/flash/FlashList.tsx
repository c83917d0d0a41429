import { useStore } from '@nanostores/react';
import { $flashes, dismissFlash } from './store.ts';
import { flashText } from './messages.ts';

/** The flash notifications, announced politely to screen readers. */
export default function FlashList() {
  const flashes = useStore($flashes);
  return (
    <ul className="flash-list" aria-label="Notifications">
      {flashes.map((flash) => (
        <li key={flash.id} className={`flash flash--${flash.type}`} role="status">
          <span>{flashText(flash)}</span>
          <button type="button" aria-label="Dismiss notification" onClick={() => dismissFlash(flash.id)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
