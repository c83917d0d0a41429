/**
 * The tooltip of each expert review property (browsing spec section 3: "performer-chemistry,
 * photo-set, sex-position, sex-scene, lighting, storyline, location, camera-angles (each with a
 * tooltip text)"). The spec names the properties but not their texts: these short ones are ours.
 * The names come with the review from the catalogue.
 */
export const EXPERT_REVIEW_TOOLTIPS: Readonly<Record<string, string>> = {
  'performer-chemistry': 'How well the performers connect and play off each other.',
  'photo-set': 'The picture set shot with the scene: its variety and quality.',
  'sex-position': 'The variety of the positions and how well they are shown.',
  'sex-scene': 'The scene as a whole: its energy, pace and passion.',
  lighting: 'How well the scene is lit.',
  storyline: 'The story that leads into the scene.',
  location: 'The place the scene was shot in.',
  'camera-angles': 'The camera work: framing and the choice of angles.',
};

/** The tooltip of a rating property; a performer's rating has none. */
export function tooltipOf(slug: string): string | undefined {
  return Object.hasOwn(EXPERT_REVIEW_TOOLTIPS, slug) ? EXPERT_REVIEW_TOOLTIPS[slug] : undefined;
}
