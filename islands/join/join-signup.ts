import { actions, isInputError } from 'astro:actions';
import type { JoinField } from '../../src/features/join/join-form.ts';

type Signup = Awaited<ReturnType<typeof actions.join.signup>>;

/** The join Action's answer as the join form reads it. */
export type SignupAnswer =
  /** The biller's answer: approved with where to go next, or refused with its message. */
  | { kind: 'answered'; answer: NonNullable<Signup['data']> }
  /** The Action's schema refused fields: the first message of each. */
  | { kind: 'invalid'; errors: Partial<Record<JoinField, string>> }
  | { kind: 'failed'; message: string };

/** Posts the join form to its Action (src/features/join/join.actions.ts). */
export async function signUp(form: FormData): Promise<SignupAnswer> {
  const { data, error } = await actions.join.signup(form);
  if (data) return { kind: 'answered', answer: data };
  if (isInputError(error)) {
    const errors = Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages?.[0]]));
    return { kind: 'invalid', errors };
  }
  return { kind: 'failed', message: error.message };
}
