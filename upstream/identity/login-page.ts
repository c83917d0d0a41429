import { escapeMarkup } from '../markup.ts';

/** The message shown when the email or password does not match a demo account. */
export const WRONG_CREDENTIALS_MESSAGE = 'Invalid email or password.';
/** A login refused unread while its account and address wait out their failures (login-throttle.ts). */
export function tooManyFailuresMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  return `Too many failed logins. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}
/** Membership spec section 8, signup: the autologin after a purchase did not work; the form is the manual login. */
export const AUTOLOGIN_FAILED_MESSAGE = 'Login Error, unable to automatically log you in. Please log in with your email and password, or contact support.';

/** Shared frame of the provider's pages: plain HTML, no script, no external resource. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#111;color:#f4f4f4;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1d1d1d;padding:2rem;border-radius:8px;width:min(22rem,90vw);box-sizing:border-box}
label{display:block;margin-top:1rem}
input{display:block;width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;font-size:1rem}
button{margin-top:1.5rem;width:100%;padding:.7rem;font-size:1rem;background:#e0457b;color:#fff;border:0;border-radius:4px;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #ffd166;outline-offset:2px}
.error{background:#5c1a1a;border:1px solid #ff7b7b;padding:.6rem;border-radius:4px}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * An autologin opened in a browser that did not buy for its account: the visitor is asked before it
 * signs them in as someone else (a link an attacker made with their own purchase signs nobody in
 * unasked). Continue posts the confirmation; the login form beside it is for their own account.
 */
export function autologinConfirmPage(confirmAction: string, loginAction: string, displayName: string): string {
  return page(
    'Continue?',
    `<h1>Continue as ${escapeMarkup(displayName)}?</h1>
<p>This link signs you in as <strong>${escapeMarkup(displayName)}</strong>. Continue only if that is your account.</p>
<form method="post" action="${escapeMarkup(confirmAction)}">
<button type="submit">Continue as ${escapeMarkup(displayName)}</button>
</form>
<h2>Not you?</h2>
<form method="post" action="${escapeMarkup(loginAction)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button>
</form>`,
  );
}

/** The login form of an interaction; `error` is shown above the fields and announced. */
export function loginPage(action: string, input: { email?: string; error?: string }): string {
  const error = input.error
    ? `<p class="error" role="alert" id="login-error">${escapeMarkup(input.error)}</p>`
    : '';
  const described = input.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    'Log in',
    `<h1>Log in</h1>
${error}
<form method="post" action="${escapeMarkup(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeMarkup(input.email ?? '')}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">Log in</button>
</form>`,
  );
}

/** The RP-initiated logout confirmation: oidc-provider's own form (with its xsrf token), no script. */
export function logoutPage(form: string): string {
  return page(
    'Log out',
    `<h1>Log out?</h1>
${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, log me out</button>
<button type="submit" form="op.logoutForm">No, stay logged in</button>`,
  );
}

export function loggedOutPage(): string {
  return page('Logged out', '<h1>Logged out</h1><p>You have been logged out.</p>');
}

export function errorPage(message: string): string {
  return page('Error', `<h1>Something went wrong</h1><p role="alert">${escapeMarkup(message)}</p>`);
}
