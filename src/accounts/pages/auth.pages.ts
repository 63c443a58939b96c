import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import { User } from '../user.entity';
import { settingsSections } from './settings.page';

interface FormPage {
  csrfToken: string;
  returnTo: string;
  /** The approved app the person will continue to (see `SignInPurposes`). */
  appName?: string;
  email?: string;
  error?: string;
}

const errorBox = (error?: string) => (error ? html`<p class="error" role="alert">${error}</p>` : '');

/** Who is asking, so the person knows why they are signing in (or creating an account). */
const purpose = (appName?: string) =>
  appName
    ? html`<p id="sign-in-purpose" class="purpose">Sign in to continue to <strong>“${appName}”</strong>. Then you will see what it asks for, and can allow it or not.</p>`
    : '';

export function loginPage({ csrfToken, returnTo, appName, email, error }: FormPage): SafeHtml {
  return layout({
    title: appName ? `Sign in to continue to “${appName}”` : 'Sign in',
    body: html`<h1>Sign in</h1>
${purpose(appName)}
${errorBox(error)}
<form method="post" action="/auth/login">
  <input type="hidden" name="_csrf" value="${csrfToken}">
  <input type="hidden" name="returnTo" value="${returnTo}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${email ?? ''}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <div class="actions"><button type="submit">Sign in</button></div>
</form>
<p class="muted">No account yet? <a href="/auth/signup?returnTo=${encodeURIComponent(returnTo)}">Create one</a>.</p>`,
  });
}

export function signupPage({ csrfToken, returnTo, appName, email, name, error }: FormPage & { name?: string }): SafeHtml {
  return layout({
    title: 'Create an account',
    body: html`<h1>Create an account</h1>
${appName ? html`<p id="sign-in-purpose" class="purpose">Create an account to continue to <strong>“${appName}”</strong>.</p>` : ''}
${errorBox(error)}
<form method="post" action="/auth/signup">
  <input type="hidden" name="_csrf" value="${csrfToken}">
  <input type="hidden" name="returnTo" value="${returnTo}">
  <label for="name">Name</label>
  <input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${name ?? ''}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${email ?? ''}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="10">
  <p class="muted">At least 10 characters.</p>
  <div class="actions"><button type="submit">Create account</button></div>
</form>
<p class="muted">Already have an account? <a href="/auth/login?returnTo=${encodeURIComponent(returnTo)}">Sign in</a>.</p>`,
  });
}

export function homePage(user: User | undefined, csrfToken: string | undefined, adminNotes: Record<string, string> = {}): SafeHtml {
  if (!user) {
    return layout({
      title: 'Scheduling',
      body: html`<h1>Scheduling</h1>
<p>Sign in to manage the apps that act on your calendar account, or to register your own app.</p>
<div class="actions"><a class="button" href="/auth/login">Sign in</a><a class="button secondary" href="/auth/signup">Create account</a></div>
<p class="muted">Building an integration? The API is documented at <a href="/docs">/docs</a>.</p>`,
    });
  }
  return layout({
    title: 'Scheduling',
    user,
    csrfToken,
    body: html`<h1>Welcome, ${user.name}</h1>
${settingsSections(user, adminNotes)}`,
  });
}
