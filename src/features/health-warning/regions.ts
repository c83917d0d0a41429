import { HEALTH_WARNING_REGIONS, HEALTH_WARNING_STATES, type HealthWarningRegion } from '../../tenants/schema.ts';

export type { HealthWarningRegion };

/**
 * The visitor's region from the region header's value (ISO 3166-2, e.g. `US-TX`, any case), or null
 * for any region without a health warning, a missing header or a value that is no region at all.
 */
export function healthWarningRegionOf(value: string | readonly string[] | undefined): HealthWarningRegion | null {
  const raw = typeof value === 'string' ? value : value?.[0];
  if (raw === undefined) return null;
  const code = raw.trim().toUpperCase();
  return isHealthWarningRegion(code) ? code : null;
}

export function isHealthWarningRegion(value: string): value is HealthWarningRegion {
  return (HEALTH_WARNING_REGIONS as readonly string[]).includes(value);
}

type HealthWarningState = (typeof HEALTH_WARNING_STATES)[HealthWarningRegion];

/** The US state a region names, as the footer's regional notices spell it ('Texas', 'Alabama'). */
export function stateOf(region: HealthWarningRegion): HealthWarningState {
  return HEALTH_WARNING_STATES[region];
}

/**
 * The member's flag for a region, `state.modals.<regionName>HealthWarningAcknowledged` (membership
 * spec section 3), where regionName is the state's name in lower case ('texas', 'alabama').
 */
export type AcknowledgementFlag = `${Lowercase<HealthWarningState>}HealthWarningAcknowledged`;

export function acknowledgementFlagOf(region: HealthWarningRegion): AcknowledgementFlag {
  return `${stateOf(region).toLowerCase() as Lowercase<HealthWarningState>}HealthWarningAcknowledged`;
}
