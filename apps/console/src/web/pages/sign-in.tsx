import { useState } from 'preact/hooks';
import { api, type Problem, problemOf } from '../api/client';
import { session } from '../session';
import { ProblemNotice } from '../components/problem-notice';

/** The identity provider people sign in with here, if any (GET /auth/status). */
type Provider = { readonly name: string; readonly loginUrl: string } | null;

/**
 * Sign in with the identity provider when the server has one (a link: the browser goes to the
 * provider and comes back signed in with a session cookie); else, or when asked, paste an API key:
 * it is checked against the API (the key's own list of keys) and kept in this tab's sessionStorage only.
 */
export const SignIn = ({ notice, provider }: { readonly notice: string | undefined; readonly provider: Provider }) => {
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    const trimmed = key.trim();
    try {
      const { response, error } = await api.GET('/v1/ApiKeys', { headers: { 'X-Api-Key': trimmed } });
      if (response.ok) {
        session.signIn(trimmed);
        if (location.hash === '') location.hash = '#/templates';
      } else setProblem(problemOf(error, response));
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };
  const keyForm = (
    <form onSubmit={submit}>
      <label for="api-key">API key</label>
      <input
        id="api-key"
        name="api-key"
        type="password"
        autoComplete="off"
        spellcheck={false}
        required
        value={key}
        onInput={(event) => setKey(event.currentTarget.value)}
        aria-describedby="api-key-help"
      />
      <p id="api-key-help" class="help">
        Paste a key (<code>qk_…</code>). The first start of the server prints one; <code>quire keys create</code> makes more. It is kept in this tab only, until you sign out or close it.
      </p>
      <button type="submit" disabled={busy || key.trim() === ''}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
  return (
    <main id="main" class="sign-in">
      <h1 tabIndex={-1}>Sign in to Quire</h1>
      {notice !== undefined && <p role="status">{notice}</p>}
      {provider === null ? (
        keyForm
      ) : (
        <>
          <p>
            <a class="button" href={`${provider.loginUrl}?returnTo=${encodeURIComponent(`/console/${location.hash}`)}`}>
              Sign in with {provider.name}
            </a>
          </p>
          <details>
            <summary>Sign in with an API key instead</summary>
            {keyForm}
          </details>
        </>
      )}
      <ProblemNotice problem={problem} title="Not signed in" />
    </main>
  );
};
