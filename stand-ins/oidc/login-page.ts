import type { TestUser } from './users.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The stand-in's login page: one button per test user, a plain form (works without script). */
export function loginPage(input: { uid: string; clientName: string; users: readonly TestUser[] }): string {
  const buttons = input.users
    .map(
      (user) =>
        `<li><button type="submit" name="account" value="${escapeHtml(user.id)}">${escapeHtml(
          `${user.given_name} ${user.family_name}`,
        )}</button> <span>${escapeHtml(user.email)} · ${escapeHtml(user.note)}</span></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${escapeHtml(input.clientName)} (local stand-in)</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
ul { list-style: none; padding: 0; }
li { margin: 0 0 0.75rem; }
button { font: inherit; padding: 0.5rem 1rem; min-width: 12rem; cursor: pointer; }
button:focus-visible { outline: 3px solid #1c4ed8; outline-offset: 2px; }
span { display: block; color: #444; font-size: 0.9rem; }
</style>
</head>
<body>
<main>
<h1>Sign in with ${escapeHtml(input.clientName)}</h1>
<p>This is the local OpenID provider stand-in. Choose a test user to continue.</p>
<form method="post" action="/interaction/${escapeHtml(input.uid)}/login">
<ul>
${buttons}
</ul>
</form>
</main>
</body>
</html>`;
}
