import { HEALTH_WARNING_REGIONS, HEALTH_WARNING_STATES, type HealthWarningRegion } from '../../tenants/schema.ts';

export type { HealthWarningRegion };

/**
 * The visitor's region from the region header's value (ISO 3166-2, e.g. `US-TX`, any case), or null
 * for any region without a health warning, a missing header or a value that is no region at all.
 *
 * The header may hold a list (`US-TX, US-CA`, or the header sent twice): a proxy that appends its
 * own value to one the visitor sent makes one. The cover fails closed: a list that holds a warned
 * region gets that region's cover, and of two warned regions the last, which is where a proxy that
 * appends puts its own value (docs/deploy.md: the proxy's value goes last, or replaces the visitor's).
 */
export function healthWarningRegionOf(value: string | readonly string[] | undefined): HealthWarningRegion | null {
  const values = typeof value === 'string' ? [value] : (value ?? []);
  const codes = values.flatMap((line) => line.split(',')).map((code) => code.trim().toUpperCase());
  return codes.filter(isHealthWarningRegion).at(-1) ?? null;
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
