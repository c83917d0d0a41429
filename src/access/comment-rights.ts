import type { Abilities } from './abilities.ts';

/**
 * What the comments island offers a member (membership spec section 6), from their abilities: read
 * (list, load more, sort), write (add, reply, vote, draft, focus), pin (pin and unpin), remove, and
 * edit (the admin's edit actions). The upstream enforces each; offering only what is allowed is a
 * convenience, never the check.
 */
export interface CommentRights {
  read: boolean;
  write: boolean;
  pin: boolean;
  remove: boolean;
  edit: boolean;
}

export function commentRights(abilities: Abilities): CommentRights {
  return {
    read: abilities.can('see', 'Comments'),
    write: abilities.can('use', 'Comments'),
    pin: abilities.can('use', 'CommentPin'),
    remove: abilities.can('use', 'CommentRemove'),
    edit: abilities.can('use', 'CommentEdit'),
  };
}
