import { HEALTH_WARNING_REGIONS } from '../../tenants/schema.ts';
import { REGIONAL_NOTICES } from '../../shell/constants.ts';

/** A region with a health warning (browsing spec section 9: US-TX and US-AL). */
export type HealthWarningRegion = (typeof HEALTH_WARNING_REGIONS)[number];

/**
 * The visitor's region from the region header's value (ISO 3166-2, e.g. `US-TX`, any case), or null
 * for any region without a health warning, a missing header or a value that is no region at all.
 */
export function healthWarningRegionOf(value: string | readonly string[] | undefined): HealthWarningRegion | null {
  const raw = typeof value === 'string' ? value : value?.[0];
  if (raw === undefined) return null;
  const code = raw.trim().toUpperCase();
  return (HEALTH_WARNING_REGIONS as readonly string[]).includes(code) ? (code as HealthWarningRegion) : null;
}

export function isHealthWarningRegion(value: string): value is HealthWarningRegion {
  return (HEALTH_WARNING_REGIONS as readonly string[]).includes(value);
}

/** The US state a region names, as the footer's regional notices spell it ('Texas', 'Alabama'). */
export function stateOf(region: HealthWarningRegion): (typeof REGIONAL_NOTICES)[number]['state'] {
  const notice = REGIONAL_NOTICES.find((candidate) => candidate.region === region);
  if (!notice) throw new Error(`No regional notice for ${region}`);
  return notice.state;
}

/**
 * The member's flag for a region, `state.modals.<regionName>HealthWarningAcknowledged` (membership
 * spec section 3), where regionName is the state's name in lower case ('texas', 'alabama').
 */
export type AcknowledgementFlag = `${Lowercase<(typeof REGIONAL_NOTICES)[number]['state']>}HealthWarningAcknowledged`;

export function acknowledgementFlagOf(region: HealthWarningRegion): AcknowledgementFlag {
  return `${stateOf(region).toLowerCase() as Lowercase<ReturnType<typeof stateOf>>}HealthWarningAcknowledged`;
}
