import type { HealthWarningRegion } from './regions.ts';

/**
 * The cover's texts, the Texas and the Alabama variant (membership spec section 2: "HealthWarningModal
 * (Texas variant for region US-TX, Alabama variant for US-AL)"). The spec names the variants but not
 * their wording: these are the warnings the two states' age-verification laws ask adult sites to
 * show (Texas HB 1181, Alabama HB 164), to be confirmed by legal before launch.
 */
export interface HealthWarningText {
  heading: string;
  warnings: readonly string[];
}

/** Shared by both variants: the national helpline both laws ask for. */
export const HELPLINE = 'U.S. SUBSTANCE ABUSE AND MENTAL HEALTH SERVICES ADMINISTRATION NATIONAL HELPLINE: 1-800-662-HELP (4357)';
export const ACKNOWLEDGE_LABEL = 'I understand, enter';
/** Shown when a member's acknowledgement did not reach the upstream; the cover stays and may be answered again. */
export const ACKNOWLEDGE_FAILED_MESSAGE = 'Your answer could not be saved. Please try again.';

const warningsOf = (authority: string): readonly string[] => [
  `${authority} WARNING: Pornography is potentially biologically addictive, is proven to harm human brain development, desensitizes brain reward circuits, increases conditioned responses, and weakens brain function.`,
  `${authority} WARNING: Exposure to this content is associated with low self-esteem and body image, eating disorders, impaired brain development, and other emotional and mental illnesses.`,
  `${authority} WARNING: Pornography increases the demand for prostitution, child exploitation, and child pornography.`,
];

export const HEALTH_WARNING_TEXTS: Readonly<Record<HealthWarningRegion, HealthWarningText>> = {
  'US-TX': { heading: 'Texas health warning', warnings: warningsOf('TEXAS HEALTH AND HUMAN SERVICES') },
  'US-AL': { heading: 'Alabama health warning', warnings: warningsOf('ALABAMA DEPARTMENT OF PUBLIC HEALTH') },
};
