import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useState } from 'react';
import type { ModalId, ModalProps } from '../../../src/shell/modal-ids.ts';

/** The modals shown, by id, in the order they were shown (the last one is on top). */
export const $modals = atom<Readonly<Partial<Record<ModalId, ModalProps>>>>({});

/** Shows the modal, or hands new props to it when it is already shown. */
export function showModal(id: ModalId, props: ModalProps = {}): void {
  const { [id]: _shown, ...others } = $modals.get();
  $modals.set({ ...others, [id]: props });
}

export function hideModal(id: ModalId): void {
  const shown = $modals.get();
  if (!Object.hasOwn(shown, id)) return;
  const { [id]: _hidden, ...others } = shown;
  $modals.set(others);
}

export function hideAllModals(): void {
  if (Object.keys($modals.get()).length > 0) $modals.set({});
}

export function isModalShown(id: ModalId): boolean {
  return Object.hasOwn($modals.get(), id);
}

/** Whether any modal is shown (the page behind it waits: a player does not play under one). */
export function anyModalShown(shown: Readonly<Partial<Record<ModalId, ModalProps>>> = $modals.get()): boolean {
  return Object.keys(shown).length > 0;
}

export interface ModalHandle<P extends ModalProps = ModalProps> {
  id: ModalId;
  /**
   * Shown, and this mounted copy is the one that shows it. A page may mount one modal twice (the
   * purchase modal of a denied video and the one the query opens, or the status modal every purchase
   * modal carries): only the first copy opens, so only it loads, polls or records anything.
   */
  open: boolean;
  /** The props it was shown with; undefined while this copy is closed. */
  props: P | undefined;
  hide: () => void;
}

/**
 * The mounted copies of each modal, first mounted first: only the first shows, so one id is one
 * dialog; when it goes, the next takes over.
 */
export const $modalInstances = atom<Readonly<Partial<Record<ModalId, readonly symbol[]>>>>({});

function withInstance(id: ModalId, change: (instances: readonly symbol[]) => readonly symbol[]): void {
  const all = $modalInstances.get();
  $modalInstances.set({ ...all, [id]: change(all[id] ?? []) });
}

/** Registers this mounted copy of modal `id`; whether it is the one that shows. */
function useFirstInstance(id: ModalId): boolean {
  const [token] = useState(() => Symbol(id));
  const instances = useStore($modalInstances);
  useEffect(() => {
    withInstance(id, (instances) => [...instances, token]);
    return () => withInstance(id, (instances) => instances.filter((instance) => instance !== token));
  }, [id, token]);
  return instances[id]?.[0] === token;
}

/**
 * One mounted copy of a modal, for its component, which hands it to its <Modal>. `P` names the props
 * its openers hand it: the store keeps them untyped, so the modal and its openers agree on them (as
 * with a route's query).
 */
export function useModal<P extends ModalProps = ModalProps>(id: ModalId): ModalHandle<P> {
  const shown = useStore($modals);
  const first = useFirstInstance(id);
  const hide = useCallback(() => hideModal(id), [id]);
  const open = first && Object.hasOwn(shown, id);
  return { id, open, props: open ? (shown[id] as P) : undefined, hide };
}
