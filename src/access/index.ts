/** The one access module: every paid-content decision, pure. */
export { abilitiesFrom, defineAbilities, type Abilities, type AbilityAction, type Subject } from './abilities.ts';
export * from './video-access.ts';
export * from './trial-allowance.ts';
export { pictureSetAccess, type PictureSetAccess } from './picture-set-access.ts';
export { commentRights, type CommentRights } from './comment-rights.ts';
